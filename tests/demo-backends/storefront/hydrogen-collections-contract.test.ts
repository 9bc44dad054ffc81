// Imitates what Shopify's Hydrogen skeleton storefront reads for its collection page, collections index and page
// route, with operations written here (operations/collections.ts, operations/content.ts): a collection by handle with
// its products paged by cursors both ways, priced in the market @inContext asks for, the collections index with
// images, and a page by handle. Sent the way the official Storefront API client sends them.
import { describe, expect, it } from 'vitest';
import { COLLECTION_INDEX, COLLECTION_SHELF } from './operations/collections.ts';
import { PAGE_BY_HANDLE } from './operations/content.ts';
import { createTestShop, drawingUrl } from './support/demo-shop.ts';
import { AU_EN, clientData } from './support/official-client.ts';

const { app } = createTestShop();

describe('a collection page', () => {
  it('loads the tailored sheet collection with its products, one page at a time', async () => {
    const first = (await clientData(app, COLLECTION_SHELF, { handle: 'tailored-sheet-collection', pageSize: 1, ...AU_EN })).collection;
    expect(first).toMatchObject({
      id: 'gid://shopify/Collection/7100001',
      title: 'Tailored sheet sets',
      description: expect.stringContaining('mattress depth'),
    });
    expect(first.products.nodes).toEqual([
      expect.objectContaining({
        handle: 'tailored-sateen-sheet-set-premium',
        featuredImage: expect.objectContaining({ url: drawingUrl('tailored-sateen-sheet-set-premium'), width: 800, height: 800 }),
        priceRange: { lowest: { amount: '850.00', currencyCode: 'AUD' }, highest: { amount: '1150.00', currencyCode: 'AUD' } },
      }),
    ]);
    expect(first.products.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const next = (
      await clientData(app, COLLECTION_SHELF, { handle: 'tailored-sheet-collection', pageSize: 1, after: first.products.pageInfo.endCursor, ...AU_EN })
    ).collection;
    expect(next.products.nodes.map((node: { handle: string }) => node.handle)).toEqual(['tailored-sateen-sheet-set-classic']);
    expect(next.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('prices the collection in the market the storefront asks for', async () => {
    const { collection } = await clientData(app, COLLECTION_SHELF, { handle: 'all', pageSize: 8, country: 'NZ', language: 'EN' });
    expect(collection.products.nodes[0].priceRange.lowest.currencyCode).toBe('NZD');
  });

  it('answers null for a collection the shop does not have, so the route answers 404', async () => {
    expect((await clientData(app, COLLECTION_SHELF, { handle: 'gift-cards', pageSize: 8, ...AU_EN })).collection).toBeNull();
  });
});

describe('the collections index', () => {
  it('lists the collections with an image each', async () => {
    const { collections } = await clientData(app, COLLECTION_INDEX, { pageSize: 4, ...AU_EN });
    expect(collections.edges.map(({ node }: { node: { handle: string } }) => node.handle)).toEqual(['tailored-sheet-collection', 'all']);
    for (const { node } of collections.edges) expect(node.image).toMatchObject({ url: expect.stringContaining('/images/'), width: 800, height: 800 });
    expect(collections.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });
});

describe('a content page', () => {
  it('renders the shipping and returns page body and its SEO', async () => {
    const { page } = await clientData(app, PAGE_BY_HANDLE, { handle: 'shipping-and-returns', ...AU_EN });
    expect(page).toMatchObject({ id: 'gid://shopify/Page/9100001', title: 'Shipping & returns', seo: { title: 'Shipping & returns' } });
    expect(page.body).toContain('<h2>Returns &amp; exchanges</h2>');
  });
});
