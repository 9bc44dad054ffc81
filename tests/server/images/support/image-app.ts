// The image service as the site mounts it (mountImageRoute on a Hono app), reading from a loopback media host,
// with its disk cache in a throwaway folder.
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImageDiskCache } from '../../../../server/images/image-disk-cache.ts';
import { mountImageRoute } from '../../../../server/images/image-route.ts';
import { ImageService, type ImageServiceOptions } from '../../../../server/images/image-service.ts';
import { createSourceReader } from '../../../../server/images/source-reader.ts';
import { type HostedFile, type MediaHost, startMediaHost } from './media-host.ts';

export type ImageApp = { app: Hono; service: ImageService; host: MediaHost; dir: string; cleanup: () => Promise<void> };

export async function startImageApp(
  files: Record<string, HostedFile>,
  {
    timeoutMs = 2_000,
    maxBytes = 25 * 1024 * 1024,
    previewing,
    ...options
  }: Partial<Pick<ImageServiceOptions, 'transformConcurrency' | 'maxWaiting' | 'failures' | 'pictures'>> & { previewing?: () => boolean } & {
    timeoutMs?: number;
    maxBytes?: number;
  } = {},
): Promise<ImageApp> {
  const host = await startMediaHost(files);
  const dir = mkdtempSync(join(tmpdir(), 'image-service-'));
  const service = new ImageService({
    mediaBase: host.base,
    readSource: createSourceReader({ timeoutMs, maxBytes }),
    cache: new ImageDiskCache(dir, 64 * 1024 * 1024),
    transformConcurrency: 2,
    ...options,
  });
  const app = new Hono();
  mountImageRoute(app, service, { hsts: false, ...(previewing ? { previewing } : {}) });
  app.get('*', (c) => c.text('a page', 200));
  return {
    app,
    service,
    host,
    dir,
    cleanup: async () => {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
