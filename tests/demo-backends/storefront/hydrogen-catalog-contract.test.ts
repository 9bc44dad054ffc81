// Imitates what Shopify's Hydrogen skeleton storefront reads for its product page, header and catalogue, with
// operations written here (operations/catalogue.ts): a product by handle with the variant the URL selects
// (selectedOrFirstAvailableVariant with case-insensitive matching, adjacentVariants, option values' first
// selectable variants and swatches, the encoded variant strings hydrogen-react decodes), the shop and a menu, and
// the product grid paged by cursors. Sent the way the official Storefront API client sends them.
import { decodeEncodedVariant } from '@shopify/hydrogen-react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_GRID, SHEET_SET_PAGE, SITE_HEADER } from './operations/catalogue.ts';
import { AU_EN, clientData } from './support/official-client.ts';
import { createTestShop, drawingUrl } from './support/demo-shop.ts';

const { app } = createTestShop();
const PREMIUM = 'tailored-sateen-sheet-set-premium';
const select = (size: string, depth: string, colour: string) => [
  { name: 'Mattress Size', value: size },
  { name: 'Depth', value: depth },
  { name: 'Colour', value: colour },
];

describe('a product page', () => {
  it('loads a product by handle with the variant the URL selects, its SEO and its description', async () => {
    const { product } = await clientData(app, SHEET_SET_PAGE, { handle: PREMIUM, chosen: select('Queen', '26-30 cm', 'Sand'), ...AU_EN });
    expect(product).toMatchObject({
      id: 'gid://shopify/Product/8100001',
      handle: PREMIUM,
      title: 'Tailored Sateen Sheet Set — Premium',
      vendor: 'Linden & Tuck',
      seo: { title: 'Tailored Sateen Sheet Set — Premium', description: expect.stringContaining('600 thread count') },
      descriptionHtml: expect.stringMatching(/^<p>Organic-cotton sateen/),
    });
    expect(product.chosenVariant).toMatchObject({
      title: 'Queen / 26-30 cm / Sand',
      sku: 'LT-PRE-QUEEN-26-30-SND',
      price: { amount: '950.00', currencyCode: 'AUD' },
      compareAtPrice: null,
      unitPrice: null,
      image: { __typename: 'Image', url: drawingUrl('tailored-sateen-sheet-set-premium') },
      product: { title: product.title, handle: PREMIUM },
    });
  });

  it('reads selected options the way the skeleton passes them: case-insensitive, unknown options ignored', async () => {
    const chosen = [...select('queen', '26-30 CM', 'sand'), { name: 'Thread count', value: '600' }];
    const { product } = await clientData(app, SHEET_SET_PAGE, { handle: PREMIUM, chosen, ...AU_EN });
    expect(product.chosenVariant.title).toBe('Queen / 26-30 cm / Sand');
  });

  it('falls back to the first variant for sale without a selection', async () => {
    const { product } = await clientData(app, SHEET_SET_PAGE, { handle: 'tailored-sateen-sheet-set-classic', chosen: [], ...AU_EN });
    expect(product.chosenVariant.title).toBe('Double / 15-20 cm / White');
  });

  it('lists the variants one choice away from the selection, ordered by id', async () => {
    const { product } = await clientData(app, SHEET_SET_PAGE, { handle: PREMIUM, chosen: select('King', '26-30 cm', 'White'), ...AU_EN });
    expect(product.neighbours.map((variant: { title: string }) => variant.title)).toEqual([
      'Double / 26-30 cm / White',
      'Queen / 26-30 cm / White',
      'King / 15-20 cm / White',
      'King / 21-25 cm / White',
      'King / 26-30 cm / Sand',
      'King / 26-30 cm / Mist',
      'King / 31-35 cm / White',
      'King / 36-40 cm / White',
      'Super King / 26-30 cm / White',
    ]);
  });

  it('gives every option value its first selectable variant, and colours a swatch', async () => {
    const { product } = await clientData(app, SHEET_SET_PAGE, { handle: PREMIUM, chosen: [], ...AU_EN });
    const [size, depth, colour] = product.options;
    expect(size.optionValues.map((value: { name: string }) => value.name)).toEqual(['Double', 'Queen', 'King', 'Super King']);
    expect(size.optionValues[2].firstSelectableVariant.title).toBe('King / 15-20 cm / White');
    expect(depth.optionValues[4].firstSelectableVariant.title).toBe('Double / 36-40 cm / White');
    expect(size.optionValues[0].swatch).toBeNull();
    expect(colour.optionValues.map((value: { swatch: { color: string } }) => value.swatch)).toEqual([
      { color: '#FBF9F6', image: null },
      { color: '#E6DCCD', image: null },
      { color: '#D9DEE2', image: null },
    ]);
  });

  it('encodes which combinations exist and which are for sale, as hydrogen-react decodes them', async () => {
    const { product } = await clientData(app, SHEET_SET_PAGE, { handle: PREMIUM, chosen: [], ...AU_EN });
    const existing = decodeEncodedVariant(product.encodedVariantExistence);
    const available = decodeEncodedVariant(product.encodedVariantAvailability);
    expect(existing).toHaveLength(60);
    // Premium King in 36-40 cm (size 2, depth 4) is sold out in every colour.
    expect(available).toHaveLength(57);
    expect(available).not.toContainEqual([2, 4, 0]);
    expect(existing).toContainEqual([2, 4, 0]);
  });

  it('answers null for a handle the shop does not have, as Shopify does', async () => {
    expect((await clientData(app, SHEET_SET_PAGE, { handle: 'no-such-product', chosen: [], ...AU_EN })).product).toBeNull();
  });
});

describe('the header', () => {
  it('names the shop, its domain and its main menu', async () => {
    const { shop, menu } = await clientData(app, SITE_HEADER, { menuHandle: 'main-menu', ...AU_EN });
    expect(shop).toEqual({
      id: 'gid://shopify/Shop/81000001',
      name: 'Linden & Tuck',
      description: expect.any(String),
      primaryDomain: { url: 'http://localhost:3000' },
      brand: null,
    });
    expect(menu.items.map((item: { title: string; url: string; type: string }) => [item.title, item.url, item.type])).toEqual([
      ['Tailored sheet sets', 'http://localhost:3000/products', 'HTTP'],
      ['Build your set', 'http://localhost:3000/buy', 'HTTP'],
    ]);
  });

  it('answers menu: null for another handle, as Shopify does for a menu that does not exist', async () => {
    expect((await clientData(app, SITE_HEADER, { menuHandle: 'no-such-menu', ...AU_EN })).menu).toBeNull();
  });
});

describe('the catalogue grid', () => {
  it('lists both sets with their price ranges and featured images', async () => {
    const { products } = await clientData(app, PRODUCT_GRID, { pageSize: 8, ...AU_EN });
    expect(products.nodes).toEqual([
      expect.objectContaining({
        handle: 'tailored-sateen-sheet-set-premium',
        featuredImage: expect.objectContaining({ url: drawingUrl('tailored-sateen-sheet-set-premium'), width: 800, height: 800 }),
        priceRange: { lowest: { amount: '850.00', currencyCode: 'AUD' }, highest: { amount: '1150.00', currencyCode: 'AUD' } },
      }),
      expect.objectContaining({ handle: 'tailored-sateen-sheet-set-classic' }),
    ]);
    expect(products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('pages forwards and back with the cursors getPaginationVariables passes', async () => {
    const first = (await clientData(app, PRODUCT_GRID, { pageSize: 1, ...AU_EN })).products;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await clientData(app, PRODUCT_GRID, { pageSize: 1, after: first.pageInfo.endCursor, ...AU_EN })).products;
    expect(next.nodes.map((product: { handle: string }) => product.handle)).toEqual(['tailored-sateen-sheet-set-classic']);
    const back = (await clientData(app, PRODUCT_GRID, { backSize: 1, before: next.pageInfo.startCursor, ...AU_EN })).products;
    expect(back.nodes.map((product: { handle: string }) => product.handle)).toEqual([PREMIUM]);
  });
});
