import { describe, expect, it } from 'vitest';
import { ProductSearchDocument } from '../../../generated/storefront/graphql.ts';
import { SHEET_SET_SEARCH_QUERY } from '../../../clients/storefront/storefront-client.ts';
import { PRODUCT_SEARCH_LIMIT } from '../../../shop-rules/constants.ts';
import { createTestShop, drawingUrl, PUBLIC_BASE_URL, run } from './support/demo-shop.ts';

const { app } = createTestShop();
const search = (query: string) => run(app, ProductSearchDocument, { query, first: PRODUCT_SEARCH_LIMIT });

describe('local shop product search', () => {
  it('finds the premium and classic sheet sets with 60 variants each', async () => {
    const { products } = await search(SHEET_SET_SEARCH_QUERY);
    expect(products.edges.map(({ node }) => node.title)).toEqual(['Tailored Sateen Sheet Set — Premium', 'Tailored Sateen Sheet Set — Classic']);
    for (const { node } of products.edges) expect(node.variants.edges).toHaveLength(60);
  });

  it('lists options in the order the site reads them: Mattress Size, Depth, Colour', async () => {
    const { products } = await search(SHEET_SET_SEARCH_QUERY);
    expect(products.edges[0]!.node.options).toEqual([
      { name: 'Mattress Size', optionValues: ['Double', 'Queen', 'King', 'Super King'].map((name) => ({ name })) },
      { name: 'Depth', optionValues: ['15-20 cm', '21-25 cm', '26-30 cm', '31-35 cm', '36-40 cm'].map((name) => ({ name })) },
      { name: 'Colour', optionValues: ['White', 'Sand', 'Mist'].map((name) => ({ name })) },
    ]);
  });

  it('prices every size in AUD from the price list, whatever the depth and colour', async () => {
    const { products } = await search(SHEET_SET_SEARCH_QUERY);
    const pricesBySize = (index: number) => {
      const prices = new Map<string, Set<string>>();
      for (const { node } of products.edges[index]!.node.variants.edges) {
        expect(node.price.currencyCode).toBe('AUD');
        const size = node.selectedOptions[0]!.value;
        prices.set(size, (prices.get(size) ?? new Set()).add(node.price.amount));
      }
      return Object.fromEntries([...prices].map(([size, amounts]) => [size, [...amounts]]));
    };
    expect(pricesBySize(0)).toEqual({ Double: ['850.00'], Queen: ['950.00'], King: ['1050.00'], 'Super King': ['1150.00'] });
    expect(pricesBySize(1)).toEqual({ Double: ['750.00'], Queen: ['850.00'], King: ['950.00'], 'Super King': ['1050.00'] });
  });

  it('reports every classic super-king variant and the premium king 36-40 cm depth as not available for sale', async () => {
    const { products } = await search(SHEET_SET_SEARCH_QUERY);
    const soldOut = products.edges.flatMap(({ node }) => node.variants.edges.filter((edge) => !edge.node.availableForSale).map((edge) => edge.node.sku!));
    expect(soldOut).toHaveLength(3 + 15);
    expect(soldOut).toEqual(expect.arrayContaining(['LT-PRE-KING-36-40-WHT', 'LT-PRE-KING-36-40-SND', 'LT-PRE-KING-36-40-MST']));
    expect(soldOut.filter((sku) => sku.startsWith('LT-CLA-'))).toEqual(expect.arrayContaining(['LT-CLA-SUPERKING-15-20-WHT', 'LT-CLA-SUPERKING-36-40-MST']));
    expect(soldOut.every((sku) => sku.startsWith('LT-CLA-SUPERKING-') || sku.startsWith('LT-PRE-KING-36-40-'))).toBe(true);
  });

  it('gives each variant a stable id, a readable SKU and an image served by the shop', async () => {
    const { products } = await search(SHEET_SET_SEARCH_QUERY);
    const king = products.edges[0]!.node.variants.edges.find(({ node }) => node.sku === 'LT-PRE-KING-26-30-WHT')!.node;
    expect(king).toMatchObject({
      id: 'gid://shopify/ProductVariant/4101331',
      title: 'King / 26-30 cm / White',
      image: { url: drawingUrl('tailored-sateen-sheet-set-premium'), width: 800, height: 800 },
    });
    const image = await app.request(drawingUrl('tailored-sateen-sheet-set-premium').slice(PUBLIC_BASE_URL.length));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect((await app.request('/images/unknown.svg')).status).toBe(404);
  });

  it('filters by product type, tag and title words, and finds nothing for another product type', async () => {
    const titles = async (query: string) => (await search(query)).products.edges.map(({ node }) => node.handle);
    expect(await titles('tag:premium')).toEqual(['tailored-sateen-sheet-set-premium']);
    expect(await titles(`${SHEET_SET_SEARCH_QUERY} classic`)).toEqual(['tailored-sateen-sheet-set-classic']);
    expect(await titles("product_type:'Gift Card'")).toEqual([]);
  });
});
