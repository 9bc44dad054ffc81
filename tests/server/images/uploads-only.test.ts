// Without MEDIA_URL the media base is the CMS itself: the image service reads only its uploads (/uploads/…), never
// its API, even for an editor previewing drafts (whose pictures are not checked against the published content);
// and a failed source is answered with what is wrong, its host, port and path going to the log only.
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../server/config/config.ts';
import { mountImageRoute } from '../../../server/images/image-route.ts';
import { createSiteImages } from '../../../server/images/site-images.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';
import { type MediaHost, startMediaHost } from './support/media-host.ts';

let cms: MediaHost;
let dataDir: string;
const apps: Record<'stranger' | 'editor', Hono> = { stranger: new Hono(), editor: new Hono() };

beforeAll(async () => {
  cms = await startMediaHost({
    'api/users/me': { body: '{"data":{"id":1,"email":"admin@linden.test"}}', type: 'application/json' },
    'uploads/page.html': { body: '<!doctype html><p>Not a picture', type: 'text/html' },
  });
  dataDir = mkdtempSync(join(tmpdir(), 'uploads-only-'));
  const config = readConfig({ DATA_DIR: dataDir, SITE_URL: 'https://linden.test', CMS_URL: cms.base });
  const { service } = createSiteImages(config, []);
  mountImageRoute(apps.stranger, service, { hsts: false });
  mountImageRoute(apps.editor, service, { hsts: false, previewing: () => true });
});
afterAll(async () => {
  await cms.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cmsAddress = () => new URL(cms.base).host;

describe('the image service with the CMS as its media base', () => {
  it.each(['stranger', 'editor'] as const)('never asks the CMS for its API, for a %s', async (who) => {
    for (const path of ['/_image/w_64,f_png/api/users/me', '/_image/w_64,f_png/uploads/../api/users/me', '/_image/w_64,f_png/admin']) {
      const response = await apps[who].request(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(await response.text(), path).not.toContain(cmsAddress());
    }
    expect(cms.requests.size).toBe(0);
  });

  it('answers a source that is not a picture with what is wrong, the host, port and path going to the log only', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    setLogLevel('warn');
    let response: Response;
    try {
      response = await apps.editor.request('/_image/w_640,f_avif/uploads/page.html');
    } finally {
      vi.restoreAllMocks();
      setLogLevel('silent');
    }
    expect(response.status).toBe(415);
    const body = await response.text();
    expect(body).toBe('The source is not an image.\n');
    expect(body).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}|uploads|html/);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === 'image.source_refused');
    expect(logged).toMatchObject({ level: 'warn', status: 415, detail: `${cms.base}/uploads/page.html is text/html` });
  });
});
