// A product's gallery: its own drawing, then the set drawn in each colour it is sold in, each served by the shop.
import { describe, expect, it } from 'vitest';
import { createTestShop, drawingUrl, PUBLIC_BASE_URL } from './support/demo-shop.ts';
import { clientData } from './support/official-client.ts';

const { app } = createTestShop();

describe('a product’s images', () => {
  it('are the featured drawing, then one drawing per colour in the colour’s swatch', async () => {
    const { product } = await clientData(
      app,
      '{ product(handle: "tailored-sateen-sheet-set-classic") { featuredImage { url } images(first: 10) { nodes { id url altText width height } } } }',
    );
    const [featured, ...colours] = product.images.nodes;
    expect(featured.url).toBe(drawingUrl('tailored-sateen-sheet-set-classic'));
    expect(product.featuredImage.url).toBe(featured.url);
    expect(colours.map((image: { id: string }) => image.id)).toEqual(['81000021', '81000022', '81000023'].map((id) => `gid://shopify/ProductImage/${id}`));

    const swatches = { White: '#FBF9F6', Sand: '#E6DCCD', Mist: '#D9DEE2' };
    for (const [index, [colour, swatch]] of Object.entries(swatches).entries()) {
      const image = colours[index];
      expect(image).toMatchObject({ altText: `Tailored Sateen Sheet Set — Classic in ${colour}`, width: 800, height: 800 });
      expect(image.url).toMatch(new RegExp(`^${PUBLIC_BASE_URL}/images/tailored-sateen-sheet-set-classic-${colour.toLowerCase()}\\.svg\\?v=[0-9a-f]{12}$`));
      const response = await app.request(image.url.slice(PUBLIC_BASE_URL.length));
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      const drawing = await response.text();
      expect(drawing).toContain(`stop-color="${swatch}"`);
      expect(drawing).toContain(`<title id="title">Tailored Sateen Sheet Set, Classic in ${colour}:`);
    }
  });

  it('page like any connection', async () => {
    const { product } = await clientData(
      app,
      '{ product(handle: "tailored-sateen-sheet-set-premium") { images(first: 2) { nodes { altText } pageInfo { hasNextPage } } } }',
    );
    expect(product.images).toEqual({
      nodes: [{ altText: 'Tailored Sateen Sheet Set — Premium' }, { altText: 'Tailored Sateen Sheet Set — Premium in White' }],
      pageInfo: { hasNextPage: true },
    });
  });
});
