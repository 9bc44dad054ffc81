import { describe, expect, it } from 'vitest';
import { createTestShop, drawingUrl, postGraphQL } from './support/demo-shop.ts';

const { app } = createTestShop();
const PREMIUM = 'tailored-sateen-sheet-set-premium';
const CLASSIC = 'tailored-sateen-sheet-set-classic';

async function data(query: string, variables: Record<string, unknown> = {}) {
  const { status, json } = await postGraphQL(app, { query, variables });
  if (status !== 200 || json.errors) throw new Error(`GraphQL failed (${status}): ${JSON.stringify(json.errors)}`);
  return json.data;
}

async function errorCode(query: string, variables: Record<string, unknown> = {}) {
  const { json } = await postGraphQL(app, { query, variables });
  return json.errors?.[0]?.extensions?.code;
}

const PRODUCTS_OF = `query ($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $filters: [ProductFilter!]) {
  collection(handle: $handle) { products(first: 10, sortKey: $sortKey, reverse: $reverse, filters: $filters) { nodes { handle } } }
}`;
const handlesIn = async (variables: Record<string, unknown>) =>
  (await data(PRODUCTS_OF, variables)).collection.products.nodes.map((node: { handle: string }) => node.handle);

describe('a collection a storefront opens by handle', () => {
  it('describes the tailored sheet collection with its SEO, first product image and URL on the site', async () => {
    const { collection } = await data(`{ collection(handle: "tailored-sheet-collection") {
      id handle title description descriptionHtml seo { title description } updatedAt image { url altText }
      onlineStoreUrl trackingParameters } }`);
    expect(collection).toMatchObject({
      id: 'gid://shopify/Collection/7100001',
      handle: 'tailored-sheet-collection',
      title: 'Tailored sheet sets',
      seo: { title: 'Tailored sheet sets', description: collection.description },
      descriptionHtml: `<p>${collection.description}</p>`,
      image: { url: drawingUrl(PREMIUM) },
      onlineStoreUrl: 'http://localhost:3000/collections/tailored-sheet-collection',
      trackingParameters: null,
    });
    expect(collection.description).toContain('mattress depth');
  });

  it('answers the same collection by id and through node, and null for the old gift-cards collection', async () => {
    const byId = await data(
      '{ collection(id: "gid://shopify/Collection/7100002") { handle } node(id: "gid://shopify/Collection/7100002") { ... on Collection { title } } }',
    );
    expect(byId).toEqual({ collection: { handle: 'all' }, node: { title: 'All products' } });
    expect((await data('{ collection(handle: "gift-cards") { id } }')).collection).toBeNull();
  });
});

describe('the collections list', () => {
  it('lists every collection by title, either way round, with the total', async () => {
    const list = async (reverse: boolean) =>
      (await data(`{ collections(first: 100, sortKey: TITLE, reverse: ${reverse}) { nodes { handle } totalCount } }`)).collections;
    expect(await list(false)).toEqual({ nodes: [{ handle: 'all' }, { handle: 'tailored-sheet-collection' }], totalCount: '2' });
    expect((await list(true)).nodes).toEqual([{ handle: 'tailored-sheet-collection' }, { handle: 'all' }]);
  });

  it('pages with cursors and finds a collection by a word of its title', async () => {
    const first = (await data('{ collections(first: 1) { nodes { handle } pageInfo { hasNextPage endCursor } } }')).collections;
    expect(first.nodes).toEqual([{ handle: 'tailored-sheet-collection' }]);
    const next = (
      await data('query ($after: String) { collections(first: 1, after: $after) { nodes { handle } pageInfo { hasNextPage } } }', {
        after: first.pageInfo.endCursor,
      })
    ).collections;
    expect(next).toEqual({ nodes: [{ handle: 'all' }], pageInfo: { hasNextPage: false } });
    expect((await data('{ collections(first: 5, query: "title:tailored") { nodes { handle } } }')).collections.nodes).toEqual([
      { handle: 'tailored-sheet-collection' },
    ]);
  });

  it('refuses a query field it cannot filter on instead of ignoring it', async () => {
    expect(await errorCode('{ collections(first: 5, query: "collection_type:smart") { nodes { handle } } }')).toBe('DEMO_SHOP_UNSUPPORTED');
  });
});

describe('a collection’s products', () => {
  it('come in the collection’s own order by default and manually, and sorted by price, title or id on request', async () => {
    expect(await handlesIn({ handle: 'tailored-sheet-collection' })).toEqual([PREMIUM, CLASSIC]);
    expect(await handlesIn({ handle: 'tailored-sheet-collection', sortKey: 'MANUAL' })).toEqual([PREMIUM, CLASSIC]);
    expect(await handlesIn({ handle: 'tailored-sheet-collection', sortKey: 'PRICE' })).toEqual([CLASSIC, PREMIUM]);
    expect(await handlesIn({ handle: 'tailored-sheet-collection', sortKey: 'PRICE', reverse: true })).toEqual([PREMIUM, CLASSIC]);
    expect(await handlesIn({ handle: 'tailored-sheet-collection', sortKey: 'TITLE' })).toEqual([CLASSIC, PREMIUM]);
    expect(await handlesIn({ handle: 'all', sortKey: 'ID', reverse: true })).toEqual([CLASSIC, PREMIUM]);
  });

  it('narrow to products with an in-stock variant of the chosen size', async () => {
    // The classic set's whole super-king size is sold out.
    const filters = [{ variantOption: { name: 'Mattress Size', value: 'Super King' } }, { available: true }];
    expect(await handlesIn({ handle: 'all', filters })).toEqual([PREMIUM]);
    expect(await handlesIn({ handle: 'all', filters: [{ variantOption: { name: 'Mattress Size', value: 'Super King' } }] })).toEqual([PREMIUM, CLASSIC]);
  });

  it('narrow by price, product type, vendor and tag', async () => {
    expect(await handlesIn({ handle: 'all', filters: [{ price: { max: 800 } }] })).toEqual([CLASSIC]);
    expect(await handlesIn({ handle: 'all', filters: [{ price: { min: 1100 } }] })).toEqual([PREMIUM]);
    expect(await handlesIn({ handle: 'all', filters: [{ productType: 'Tailored Sheet Set' }] })).toEqual([PREMIUM, CLASSIC]);
    expect(await handlesIn({ handle: 'all', filters: [{ productVendor: 'Someone Else' }] })).toEqual([]);
    expect(await handlesIn({ handle: 'all', filters: [{ tag: 'classic' }] })).toEqual([CLASSIC]);
  });

  it('refuse a metafield or category filter the catalogue has nothing for', async () => {
    const filters = [{ productMetafield: { namespace: 'custom', key: 'material', value: 'cotton' } }];
    expect(await errorCode(PRODUCTS_OF, { handle: 'all', filters })).toBe('DEMO_SHOP_UNSUPPORTED');
  });

  it('offer the filters a collection page draws, counted over the collection', async () => {
    const { collection } = await data('{ collection(handle: "all") { products(first: 1) { filters { id values { label count } } } } }');
    const availability = collection.products.filters.find((filter: { id: string }) => filter.id === 'filter.v.availability');
    expect(availability.values).toEqual([
      { label: 'In stock', count: 2 },
      { label: 'Out of stock', count: 2 },
    ]);
  });
});

describe('a product’s collections', () => {
  it('lists the collections the product is in', async () => {
    const { product } = await data(`{ product(handle: "${CLASSIC}") { collections(first: 10) { nodes { handle } } } }`);
    expect(product.collections.nodes).toEqual([{ handle: 'tailored-sheet-collection' }, { handle: 'all' }]);
  });
});
