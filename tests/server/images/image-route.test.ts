import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageDiskCache } from '../../../server/images/image-disk-cache.ts';
import { mountImageRoute, SVG_CONTENT_SECURITY_POLICY } from '../../../server/images/image-route.ts';
import { ImageService } from '../../../server/images/image-service.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';
import { pngClaiming, SVG_WITH_SCRIPT } from './support/hostile-files.ts';
import { type ImageApp, startImageApp } from './support/image-app.ts';
import { photoAtLeast } from './support/photos.ts';

let site: ImageApp;
let camera: Buffer;

beforeAll(async () => {
  camera = await readFile((await photoAtLeast(5000)).path);
  site = await startImageApp(
    {
      'photos/camera.jpg': { body: camera, type: 'image/jpeg' },
      'photos/page.html': { body: '<!doctype html><p>Not a picture', type: 'text/html' },
      'photos/bomb.png': { body: pngClaiming(50_000, 50_000), type: 'image/png' },
      'drawings/script.svg': { body: SVG_WITH_SCRIPT, type: 'image/svg+xml' },
      'photos/slow.jpg': { body: camera, type: 'image/jpeg', hang: true },
    },
    { timeoutMs: 300 },
  );
}, 120_000);
afterAll(() => site.cleanup());

const get = (path: string, headers: Record<string, string> = {}) => site.app.request(path, { headers });

describe('GET /_image: asking for a picture', () => {
  it('turns a 5,000+ px camera JPEG into a 1,242 px AVIF answered immutable, with its length and an ETag, no Vary or cookie', async () => {
    const response = await get('/_image/w_1242,f_avif/photos/camera.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/avif');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('ETag')).toMatch(/^".+"$/);
    expect(response.headers.get('Vary')).toBeNull();
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(bytes.length));
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ width: 1242, format: 'heif', space: 'srgb' });
    expect(metadata.exif).toBeUndefined();
    // Photographs at this size land in tens of kilobytes, not the megabytes of the original.
    expect(bytes.length).toBeLessThan(camera.length / 10);
  }, 30_000);

  it('serves the second request from disk: fast, the same bytes, the source not fetched again', async () => {
    const first = Buffer.from(await (await get('/_image/w_640,f_webp/photos/camera.jpg')).arrayBuffer());
    const fetches = site.host.requests.get('photos/camera.jpg');
    const started = performance.now();
    const again = await get('/_image/w_640,f_webp/photos/camera.jpg');
    const elapsed = performance.now() - started;
    expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
    expect(site.host.requests.get('photos/camera.jpg')).toBe(fetches);
    expect(elapsed).toBeLessThan(50);
  }, 30_000);

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const response = await get('/_image/w_640,f_webp/photos/camera.jpg');
    const etag = response.headers.get('ETag')!;
    const revalidated = await get('/_image/w_640,f_webp/photos/camera.jpg', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('ETag')).toBe(etag);
    const head = await site.app.request('/_image/w_640,f_webp/photos/camera.jpg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Type')).toBe('image/webp');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  }, 30_000);

  it('redirects (301) a valid request written in another order to its one canonical URL', async () => {
    const response = await get('/_image/f_jpeg,w_640/photos/camera.jpg');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/_image/w_640,f_jpeg/photos/camera.jpg');
    expect((await get('/_image/w_640,f_jpeg/photos/camera.jpg?x=1')).headers.get('Location')).toBe('/_image/w_640,f_jpeg/photos/camera.jpg');
  });
});

describe('GET /_image: hostile and broken requests', () => {
  it('refuses a width off the ladder with 400 and the reason', async () => {
    const response = await get('/_image/w_1000,f_avif/photos/camera.jpg');
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/Width 1000 is not one the site offers/);
  });

  it('refuses an unknown option with 400', async () => {
    const response = await get('/_image/w_640,f_avif,blur_20/photos/camera.jpg');
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Unknown option "blur_20"/);
  });

  it('refuses a source path that leaves the media base or names another host, and fetches nothing', async () => {
    const before = site.host.headers.length;
    for (const path of [
      '/_image/w_640,f_avif/..%2F..%2Fetc%2Fpasswd',
      '/_image/w_640,f_avif/photos%2Fcamera.jpg',
      '/_image/w_640,f_avif/photos/%2e%2e/%2e%2e/secret.jpg',
      '/_image/w_640,f_avif/https:/evil.example/a.jpg',
      '/_image/w_640,f_avif/https%3A%2F%2Fevil.example%2Fa.jpg',
      '/_image/w_640,f_avif//evil.example/a.jpg',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
    }
    expect(site.host.headers.length).toBe(before);
  });

  it('answers a source that is not a picture with 415', async () => {
    const response = await get('/_image/w_640,f_avif/photos/page.html');
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/not an image/);
  });

  it('refuses a 50,000 × 50,000 px picture fast with 413, never decoding it', async () => {
    const started = performance.now();
    const response = await get('/_image/w_640,f_avif/photos/bomb.png');
    expect(response.status).toBe(413);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('serves an SVG with a script as SVG, unchanged, under a sandboxing CSP, never rasterised', async () => {
    const response = await get('/_image/w_640,f_avif/drawings/script.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Security-Policy')).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('Content-Security-Policy')).toMatch(/sandbox/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toBe(SVG_WITH_SCRIPT);
  });

  it('answers a source that does not come within the timeout with 504, and remembers it for a while', async () => {
    const response = await get('/_image/w_640,f_avif/photos/slow.jpg');
    expect(response.status).toBe(504);
    const fetches = site.host.requests.get('photos/slow.jpg');
    expect((await get('/_image/w_750,f_webp/photos/slow.jpg')).status).toBe(504);
    expect(site.host.requests.get('photos/slow.jpg')).toBe(fetches);
  });

  it('streams a large file from its disk cache as it reads it, instead of reading it whole into memory first', async () => {
    const path = '/_image/w_3840,f_png/photos/camera.jpg';
    const made = await get(path);
    const size = Number(made.headers.get('Content-Length'));
    expect(size).toBeGreaterThan(2 * 1024 * 1024);
    await made.arrayBuffer();
    const again = await get(path);
    expect(again.status).toBe(200);
    expect(again.headers.get('Content-Length')).toBe(String(size));
    const reader = again.body!.getReader();
    const chunks: number[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value.length);
    expect(chunks.reduce((sum, length) => sum + length, 0)).toBe(size);
    expect(Math.max(...chunks)).toBeLessThanOrEqual(1024 * 1024);
    const head = await site.app.request(path, { method: 'HEAD' });
    expect(head.headers.get('Content-Length')).toBe(String(size));
  }, 60_000);

  it('answers a missing source with 404', async () => {
    expect((await get('/_image/w_640,f_avif/photos/missing.jpg')).status).toBe(404);
  });
});

describe('GET /_image: the unexpected', () => {
  it('answers a fault of its own with 502 and one JSON log line with the reason, never a 500 or a stack', async () => {
    const brokenDisk = { get: () => Promise.reject(new TypeError('disk on fire')) } as unknown as ImageDiskCache;
    const service = new ImageService({
      mediaBase: site.host.base,
      readSource: () => Promise.reject(new Error('unused')),
      cache: brokenDisk,
      transformConcurrency: 1,
    });
    const app = new Hono();
    mountImageRoute(app, service, { hsts: false });
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    setLogLevel('warn');
    try {
      const response = await app.request('/_image/w_640,f_avif/photos/camera.jpg');
      expect(response.status).toBe(502);
    } finally {
      vi.restoreAllMocks();
      setLogLevel('silent');
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', event: 'image.failed', reason: 'disk on fire' });
    expect(lines[0]).not.toMatch(/\n\s+at /);
  });
});
