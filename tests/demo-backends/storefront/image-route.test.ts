// The demo shop answers product image URLs as the Shopify CDN does, on a real camera photograph: width, height and
// crop resize it (never larger than it is, widths from the site's ladder only), the format follows Accept with
// Vary: Accept, metadata is stripped, and a drawing stays an SVG under a sandboxing policy.
import type { Hono } from 'hono';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BusyError, IMAGE_TRANSFORMS_AT_ONCE, SVG_POLICY, WorkLine } from '../../../demo-backends/storefront/image-route.ts';
import type { RealPhoto } from '../../../scripts/support/real-photos.ts';
import { clientData } from './support/official-client.ts';
import { drawingUrl } from './support/demo-shop.ts';
import { pathOf, photographedShop, PHOTOGRAPHED_HANDLE } from './support/photographed-shop.ts';

let app: Hono;
let photo: RealPhoto;
let photoUrl: string;

beforeAll(async () => {
  ({ app, photo } = await photographedShop());
  const { product } = await clientData(app, `{ product(handle: "${PHOTOGRAPHED_HANDLE}") { featuredImage { url width height } } }`);
  photoUrl = product.featuredImage.url;
}, 300_000);

async function fetchImage(query: string, accept?: string) {
  const response = await app.request(`${pathOf(photoUrl)}&${query}`, { headers: accept ? { Accept: accept } : {} });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, metadata: response.ok ? await sharp(body).metadata() : null };
}

describe('a photographed product', () => {
  it('is a versioned JPEG with the photograph’s own size', async () => {
    const { product } = await clientData(app, `{ product(handle: "${PHOTOGRAPHED_HANDLE}") { featuredImage { url width height } } }`);
    expect(product.featuredImage).toEqual({
      url: expect.stringMatching(/\/images\/tailored-sateen-sheet-set-premium\.jpg\?v=[0-9a-f]{12}$/),
      width: photo.width,
      height: photo.height,
    });
    expect(photo.width).toBeGreaterThanOrEqual(2500);
  });

  it('keeps the other product’s drawing', async () => {
    const { product } = await clientData(app, '{ product(handle: "tailored-sateen-sheet-set-classic") { featuredImage { url } } }');
    expect(product.featuredImage.url).toBe(drawingUrl('tailored-sateen-sheet-set-classic'));
  });
});

describe('resizing', () => {
  it('makes the asked width, in the original’s format for a browser that takes nothing newer, without metadata', async () => {
    const { response, metadata } = await fetchImage('width=640');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: Math.round((640 * photo.height) / photo.width) });
    expect(metadata?.exif).toBeUndefined();
    expect(metadata?.icc).toBeUndefined();
  });

  it('sends AVIF to a browser that takes it, WebP to one that takes only WebP', async () => {
    const avif = await fetchImage('width=828', 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('vary')).toBe('Accept');
    expect(avif.metadata).toMatchObject({ format: 'heif', compression: 'av1', width: 828 });
    const webp = await fetchImage('width=828', 'image/webp,*/*');
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.metadata).toMatchObject({ format: 'webp', width: 828 });
    const refused = await fetchImage('width=828', 'image/avif;q=0, image/jpeg');
    expect(refused.response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('crops to the asked width and height, keeping the region crop names', async () => {
    for (const crop of ['center', 'left', 'right', 'top', 'bottom']) {
      const { metadata } = await fetchImage(`width=320&height=480&crop=${crop}`);
      expect(metadata).toMatchObject({ width: 320, height: 480 });
    }
    const left = await fetchImage('width=320&height=480&crop=left');
    const right = await fetchImage('width=320&height=480&crop=right');
    expect(left.body.equals(right.body)).toBe(false);
  });

  it('fits inside a width and height without crop', async () => {
    const { metadata } = await fetchImage('width=640&height=160');
    expect(metadata?.height).toBe(160);
    expect(metadata?.width).toBe(Math.round((160 * photo.width) / photo.height));
  });

  it('never enlarges: a box larger than the photograph shrinks, keeping its shape', async () => {
    expect((await fetchImage('width=3840')).metadata).toMatchObject({ width: photo.width, height: photo.height });
    const cropped = (await fetchImage('width=3840&height=1920&crop=center')).metadata!;
    expect(cropped.width).toBeLessThanOrEqual(photo.width);
    expect(cropped.width! / cropped.height!).toBeCloseTo(2, 2);
  });

  it('sends the format= asked for whatever the browser takes, without Vary', async () => {
    const { response, metadata } = await fetchImage('width=320&format=webp', 'image/avif,image/webp');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBeNull();
    expect(metadata?.format).toBe('webp');
  });

  it('answers the same file again from memory', async () => {
    const first = await fetchImage('width=448');
    const second = await fetchImage('width=448');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('caches an unversioned URL only a while: the photograph behind it can change', async () => {
    const response = await app.request(`/images/${PHOTOGRAPHED_HANDLE}.jpg?width=320`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('what it refuses', () => {
  it.each([
    ['a width off the ladder', 'width=500', /width 500 is not one the shop makes; ask for one of 64, 96, .* 3840\./],
    ['a huge width', 'width=100000', /width 100000 is not one the shop makes/],
    ['a width that is not a number', 'width=wide', /width must be a whole number of pixels, not "wide"/],
    ['a huge height', 'width=640&height=99999', /height 99999 is not one the shop makes at width 640; ask for one of 160, .*, 1138\./],
    ['a height no listed shape gives', 'width=640&height=641', /height 641 is not one the shop makes at width 640/],
    ['a height alone off the ladder', 'height=5760', /height 5760 is not one the shop makes without a width/],
    ['a crop it does not know', 'width=640&height=320&crop=middle', /crop must be one of center, top, bottom, left, right, not "middle"/],
    ['a format it does not make', 'format=gif', /format must be one of jpg, png, webp, not "gif"/],
  ])('%s, with a 400 saying why', async (_, query, message) => {
    const response = await app.request(`${pathOf(photoUrl)}&${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(message);
  });

  it('a file it does not have, with a 404', async () => {
    expect((await app.request('/images/unknown.jpg?width=640')).status).toBe(404);
    expect((await app.request('/images/..%2Fapp.ts')).status).toBe(404);
  });
});

describe('a drawing', () => {
  it('stays an SVG whatever size is asked, sandboxed', async () => {
    const url = drawingUrl('tailored-sateen-sheet-set-classic');
    const response = await app.request(`${pathOf(url)}&width=640&height=320&crop=center`, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(SVG_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 800"/);
  });
});

describe('transforms at once', () => {
  it('are at most two; more wait their turn, and beyond the waiting line the shop says it is busy (503)', async () => {
    expect(IMAGE_TRANSFORMS_AT_ONCE).toBe(2);
    const line = new WorkLine(IMAGE_TRANSFORMS_AT_ONCE, 2);
    let running = 0;
    let most = 0;
    const finishers: (() => void)[] = [];
    const work = () =>
      line.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finishers.push(resolve));
        running -= 1;
      });
    const started = [work(), work(), work(), work()];
    await expect(work()).rejects.toBeInstanceOf(BusyError);
    while (finishers.length > 0 || running > 0) {
      finishers.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(started);
    expect(most).toBe(2);
  });
});
