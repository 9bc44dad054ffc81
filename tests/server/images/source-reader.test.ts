import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageServiceError } from '../../../server/images/image-errors.ts';
import { locateSource } from '../../../server/images/source-location.ts';
import { createSourceReader } from '../../../server/images/source-reader.ts';
import { SVG_WITH_SCRIPT } from './support/hostile-files.ts';
import { type MediaHost, startMediaHost } from './support/media-host.ts';
import { photoAtLeast } from './support/photos.ts';

let host: MediaHost;
let jpeg: Buffer;

beforeEach(async () => {
  jpeg = await readFile((await photoAtLeast(2500, { atMost: 3000 })).path);
  host = await startMediaHost({
    'bed/bed.jpg': { body: jpeg, type: 'image/jpeg' },
    'bed/mislabelled.jpg': { body: jpeg, type: 'application/octet-stream' },
    'page.html': { body: '<!doctype html><title>Not a picture</title>', type: 'text/html' },
    'drawing.svg': { body: SVG_WITH_SCRIPT, type: 'image/svg+xml' },
    'slow.jpg': { body: jpeg, type: 'image/jpeg', hang: true },
    'huge.jpg': { body: Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024)]), type: 'image/jpeg', noLength: true },
    'broken.jpg': { body: 'oops', type: 'text/plain', status: 500 },
  });
});
afterEach(() => host.close());

const read = (path: string, options: { timeoutMs?: number; maxBytes?: number } = {}) =>
  createSourceReader({ timeoutMs: options.timeoutMs ?? 2_000, maxBytes: options.maxBytes ?? 25 * 1024 * 1024 })(locateSource(host.base, path));

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ImageServiceError,
  );

describe('reading a source from the media host', () => {
  it('reads a photograph, and tells it is one by its bytes whatever its Content-Type says', async () => {
    const source = await read('bed/bed.jpg');
    expect(source.kind).toBe('raster');
    expect(source.bytes.equals(jpeg)).toBe(true);
    expect((await read('bed/mislabelled.jpg')).kind).toBe('raster');
  });

  it('never sends the CMS token or cookies: media is public', async () => {
    await read('bed/bed.jpg');
    expect(host.headers[0]).not.toHaveProperty('authorization');
    expect(host.headers[0]).not.toHaveProperty('cookie');
  });

  it('answers a missing file with 404', async () => {
    expect(await failureOf(read('bed/missing.jpg'))).toMatchObject({ status: 404 });
  });

  it('answers a file that is not a picture with 415', async () => {
    expect(await failureOf(read('page.html'))).toMatchObject({ status: 415 });
  });

  it('recognises an SVG drawing (served as it is, never rasterised)', async () => {
    expect((await read('drawing.svg')).kind).toBe('svg');
  });

  it('stops reading a source past the byte limit, counting the streamed bytes (no Content-Length to trust): 413', async () => {
    const error = await failureOf(read('huge.jpg', { maxBytes: jpeg.length + 1024 }));
    expect(error).toMatchObject({ status: 413 });
  });

  it('gives up on a source that does not answer within the timeout: 504', async () => {
    const started = performance.now();
    expect(await failureOf(read('slow.jpg', { timeoutMs: 200 }))).toMatchObject({ status: 504 });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('answers a media host that fails with 502, and one that is down with 502', async () => {
    expect(await failureOf(read('broken.jpg'))).toMatchObject({ status: 502 });
    await host.close();
    expect(await failureOf(read('bed/bed.jpg'))).toMatchObject({ status: 502 });
  });
});

describe('reading a source from the embedded demo CMS', () => {
  it('asks its mounted app in-process, without HTTP', async () => {
    const cms = new Hono().get('/uploads/bed/bed.jpg', () => new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } }));
    const paths: string[] = [];
    const reader = createSourceReader({
      timeoutMs: 1_000,
      maxBytes: 25 * 1024 * 1024,
      local: (path, init) => {
        paths.push(path);
        return Promise.resolve(cms.request(path.slice('/demo/cms'.length), init));
      },
    });
    expect((await reader(locateSource('/demo/cms/uploads', 'bed/bed.jpg'))).kind).toBe('raster');
    expect(paths).toEqual(['/demo/cms/uploads/bed/bed.jpg']);
    expect(await failureOf(reader(locateSource('/demo/cms/uploads', 'bed/other.jpg')))).toMatchObject({ status: 404 });
  });
});
