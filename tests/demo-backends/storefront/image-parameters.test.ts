// Image.url(transform:) answers the URL the image route reads, with the parameters Shopify documents: maxWidth →
// width (the ladder's widest not above it), maxHeight → height (the nearest listed shape kept), crop → crop, scale
// multiplies, preferredContentType → format. The route reads only the heights those shapes give.
import type { Hono } from 'hono';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readImageParameters, transformParameters } from '../../../demo-backends/storefront/image-parameters.ts';
import { clientData, clientRequest } from './support/official-client.ts';
import { drawingUrl } from './support/demo-shop.ts';
import { pathOf, photographedShop, PHOTOGRAPHED_HANDLE } from './support/photographed-shop.ts';

let app: Hono;
let original: string;

const transformed = async (transform: string) => {
  const { product } = await clientData(
    app,
    `{ product(handle: "${PHOTOGRAPHED_HANDLE}") { featuredImage { original: url transformed: url(transform: ${transform}) } } }`,
  );
  original = product.featuredImage.original;
  return product.featuredImage.transformed as string;
};

beforeAll(async () => {
  ({ app } = await photographedShop());
}, 300_000);

describe('Image.url(transform:)', () => {
  it('writes maxWidth, maxHeight and crop as width, height and crop', async () => {
    const url = await transformed('{ maxWidth: 640, maxHeight: 320, crop: CENTER }');
    expect(url).toBe(`${original}&width=640&height=320&crop=center`);
    const file = await sharp(Buffer.from(await (await app.request(pathOf(url))).arrayBuffer())).metadata();
    expect(file).toMatchObject({ width: 640, height: 320 });
  });

  it('multiplies by scale', async () => {
    expect(await transformed('{ maxWidth: 320, maxHeight: 240, crop: TOP, scale: 2 }')).toBe(`${original}&width=640&height=480&crop=top`);
  });

  it('takes the ladder’s widest width not above the one asked, keeping the asked shape', async () => {
    expect(await transformed('{ maxWidth: 500, maxHeight: 250 }')).toBe(`${original}&width=448&height=224`);
    expect(await transformed('{ maxWidth: 10 }')).toBe(`${original}&width=64`);
  });

  it('asks for a height alone (the ladder’s widest not above it), and for a format with preferredContentType', async () => {
    expect(await transformed('{ maxHeight: 300 }')).toBe(`${original}&height=288`);
    expect(await transformed('{ maxWidth: 960, preferredContentType: WEBP }')).toBe(`${original}&width=960&format=webp`);
  });

  it('gives a drawing the same parameters, which its file ignores', async () => {
    const { product } = await clientData(
      app,
      '{ product(handle: "tailored-sateen-sheet-set-classic") { featuredImage { url(transform: { maxWidth: 320 }) } } }',
    );
    expect(product.featuredImage.url).toBe(`${drawingUrl('tailored-sateen-sheet-set-classic')}&width=320`);
  });

  it.each([
    ['a width over 5760', '{ maxWidth: 6000 }', 'ImageTransformInput.maxWidth must be between 1 and 5760, not 6000.'],
    ['a height under 1', '{ maxHeight: 0 }', 'ImageTransformInput.maxHeight must be between 1 and 5760, not 0.'],
    ['a scale over 3', '{ maxWidth: 100, scale: 4 }', 'ImageTransformInput.scale must be within 1..3, not 4.'],
  ])('refuses %s, as Shopify does', async (_, transform, message) => {
    const { errors } = await clientRequest(app, `{ product(handle: "${PHOTOGRAPHED_HANDLE}") { featuredImage { url(transform: ${transform}) } } }`);
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_REQUEST' } });
  });
});

describe('the parameters the image route reads', () => {
  it('are the ones a transform writes', () => {
    const transform = { maxWidth: 1200, maxHeight: 800, crop: 'LEFT', scale: 1, preferredContentType: 'PNG' };
    const parameters = transformParameters(transform);
    expect(parameters).toEqual({ width: 1080, height: 720, crop: 'left', format: 'png' });
    expect(readImageParameters(new URLSearchParams('width=1080&height=720&crop=left&format=png&v=abc'))).toEqual(parameters);
  });

  it('are only the heights the listed crop shapes give at the width asked, or a ladder value alone', () => {
    expect(readImageParameters(new URLSearchParams('width=640&height=480'))).toEqual({ width: 640, height: 480 });
    expect(readImageParameters(new URLSearchParams('height=448'))).toEqual({ height: 448 });
    for (const query of ['width=640&height=481', 'width=640&height=1', 'width=640&height=5760', 'height=300', 'height=5000']) {
      expect(() => readImageParameters(new URLSearchParams(query)), query).toThrow(/height \d+ is not one the shop makes/);
    }
  });

  it('keep a transform of any shape to a listed one', () => {
    expect(transformParameters({ maxWidth: 640, maxHeight: 333 })).toEqual({ width: 640, height: 335 });
    expect(transformParameters({ maxWidth: 1000, maxHeight: 7 })).toEqual({ width: 960, height: 240 });
  });
});
