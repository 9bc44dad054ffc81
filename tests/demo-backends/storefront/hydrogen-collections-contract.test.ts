// The Hydrogen skeleton's collection page, collections index and page route (fixtures copied from Shopify/hydrogen),
// sent the way the official Storefront API client sends them, answer without errors and with this shop's collections
// and pages, paging the way the skeleton's getPaginationVariables asks.
import { describe, expect, it } from 'vitest';
import { COLLECTION_QUERY, COLLECTIONS_QUERY, PAGE_QUERY } from './fixtures/hydrogen-skeleton-collections.ts';
import { createTestShop, drawingUrl } from './support/demo-shop.ts';
import { AU_EN, clientData } from './support/official-client.ts';

const { app } = createTestShop();

describe('the Hydrogen skeleton collection page', () => {
  it('loads the tailored sheet collection with its products, one page at a time', async () => {
    const first = (await clientData(app, COLLECTION_QUERY, { handle: 'tailored-sheet-collection', first: 1, ...AU_EN })).collection;
    expect(first).toMatchObject({ id: 'gid://shopify/Collection/7100001', title: 'Tailored sheet sets', description: expect.stringContaining('mattress depth') });
    expect(first.products.nodes).toEqual([
      expect.objectContaining({
        handle: 'tailored-sateen-sheet-set-premium',
        featuredImage: expect.objectContaining({ url: drawingUrl('tailored-sateen-sheet-set-premium'), width: 800, height: 800 }),
        priceRange: { minVariantPrice: { amount: '850.00', currencyCode: 'AUD' }, maxVariantPrice: { amount: '1150.00', currencyCode: 'AUD' } },
      }),
    ]);
    expect(first.products.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const next = (await clientData(app, COLLECTION_QUERY, { handle: 'tailored-sheet-collection', first: 1, endCursor: first.products.pageInfo.endCursor, ...AU_EN })).collection;
    expect(next.products.nodes.map((node: { handle: string }) => node.handle)).toEqual(['tailored-sateen-sheet-set-classic']);
    expect(next.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('prices the collection in the market the storefront asks for', async () => {
    const { collection } = await clientData(app, COLLECTION_QUERY, { handle: 'all', first: 8, country: 'NZ', language: 'EN' });
    expect(collection.products.nodes[0].priceRange.minVariantPrice.currencyCode).toBe('NZD');
  });

  it('answers null for a collection the shop does not have, so the route answers 404', async () => {
    expect((await clientData(app, COLLECTION_QUERY, { handle: 'gift-cards', first: 8, ...AU_EN })).collection).toBeNull();
  });
});

describe('the Hydrogen skeleton collections index', () => {
  it('lists the collections with an image each', async () => {
    const { collections } = await clientData(app, COLLECTIONS_QUERY, { first: 4, ...AU_EN });
    expect(collections.nodes.map((node: { handle: string }) => node.handle)).toEqual(['tailored-sheet-collection', 'all']);
    for (const node of collections.nodes) expect(node.image).toMatchObject({ url: expect.stringContaining('/images/'), width: 800, height: 800 });
    expect(collections.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });
});

describe('the Hydrogen skeleton page route', () => {
  it('renders the shipping and returns page body and its SEO', async () => {
    const { page } = await clientData(app, PAGE_QUERY, { handle: 'shipping-and-returns', ...AU_EN });
    expect(page).toMatchObject({ id: 'gid://shopify/Page/9100001', title: 'Shipping & returns', seo: { title: 'Shipping & returns' } });
    expect(page.body).toContain('<h2>Returns &amp; exchanges</h2>');
  });
});
