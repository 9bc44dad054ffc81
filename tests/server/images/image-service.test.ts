import { readFile } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../../content/images/image-widths.ts';
import { FailedSources } from '../../../server/images/failed-sources.ts';
import { type ImageApp, startImageApp } from './support/image-app.ts';
import { photoAtLeast } from './support/photos.ts';

let photo: Buffer;
let site: ImageApp | undefined;

beforeAll(async () => {
  photo = await readFile((await photoAtLeast(2500, { atMost: 3000 })).path);
}, 120_000);
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

/** The most transforms seen at once while `work` runs, sampled every few milliseconds. */
async function mostTransformsDuring<T>(service: ImageApp['service'], work: Promise<T>): Promise<{ result: T; most: number }> {
  let most = 0;
  const sampler = setInterval(() => (most = Math.max(most, service.load.transforming)), 2);
  try {
    return { result: await work, most };
  } finally {
    clearInterval(sampler);
  }
}

describe('the image service under load', () => {
  it('runs 20 concurrent cold requests at most 2 transforms at a time, and answers all of them', async () => {
    site = await startImageApp({ 'photo.jpg': { body: photo, type: 'image/jpeg' } }, { transformConcurrency: 2 });
    const widths = IMAGE_WIDTHS.filter((width) => width <= 1440).slice(-20);
    expect(widths).toHaveLength(20);
    const { result, most } = await mostTransformsDuring(
      site.service,
      Promise.all(widths.map((width) => site!.app.request(`/_image/w_${width},f_jpeg/photo.jpg`))),
    );
    expect(result.map((response) => response.status)).toEqual(widths.map(() => 200));
    expect(most).toBe(2);
  }, 60_000);

  it('makes identical requests in flight share one read and one transform', async () => {
    site = await startImageApp({ 'photo.jpg': { body: photo, type: 'image/jpeg', delayMs: 50 } });
    const responses = await Promise.all(Array.from({ length: 8 }, () => site!.app.request('/_image/w_640,f_avif/photo.jpg')));
    const bodies = await Promise.all(responses.map(async (response) => Buffer.from(await response.arrayBuffer())));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
    expect(site.host.requests.get('photo.jpg')).toBe(1);
  }, 30_000);

  it('tells requests beyond the wait queue to come back (503 with Retry-After) instead of queueing without bound', async () => {
    site = await startImageApp({ 'photo.jpg': { body: photo, type: 'image/jpeg', delayMs: 200 } }, { transformConcurrency: 1, maxWaiting: 2 });
    const responses = await Promise.all(['64', '96', '128', '160', '192', '224'].map((width) => site!.app.request(`/_image/w_${width},f_webp/photo.jpg`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 503)).toHaveLength(3);
    const busy = responses.find((response) => response.status === 503)!;
    expect(busy.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(busy.headers.get('Cache-Control')).toBe('no-store');
  }, 30_000);

  it('remembers a broken source for a while: a page full of requests for it causes one fetch, not a storm', async () => {
    let now = 0;
    site = await startImageApp({ 'broken.jpg': { body: 'not a picture at all', type: 'image/jpeg' } }, { failures: new FailedSources(60_000, () => now) });
    for (const width of [64, 96, 128, 160, 192, 224, 256, 288, 320, 384]) {
      expect((await site.app.request(`/_image/w_${width},f_avif/broken.jpg`)).status).toBe(415);
    }
    expect(site.host.requests.get('broken.jpg')).toBe(1);
    now += 61_000;
    expect((await site.app.request('/_image/w_64,f_avif/broken.jpg')).status).toBe(415);
    expect(site.host.requests.get('broken.jpg')).toBe(2);
  });

  it('logs a refused source as one JSON line with the reason, never a stack', async () => {
    const { setLogLevel } = await import('../../../server/logging/logger.ts');
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => (lines.push(String(chunk)), true)) as typeof process.stderr.write;
    setLogLevel('warn');
    try {
      site = await startImageApp({ 'broken.jpg': { body: 'not a picture at all', type: 'image/jpeg' } });
      await site.app.request('/_image/w_64,f_avif/broken.jpg');
    } finally {
      process.stderr.write = write;
      setLogLevel('silent');
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', event: 'image.source_refused', source: 'broken.jpg', status: 415 });
    expect(lines[0]).not.toMatch(/\n\s+at /);
  });
});
