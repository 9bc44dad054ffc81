// `search` as a storefront written for a real Shopify store uses it: a search page of the kind the Hydrogen
// skeleton has (three aliased searches, products paged with unavailable ones hidden; the operation written here),
// the shop's pages, and a filter panel built from productFilters.
import { describe, expect, it } from 'vitest';
import { placeUnavailable } from '../../../demo-backends/storefront/search-matching.ts';
import { clientData, clientRequest } from './support/official-client.ts';
import { createTestShop } from './support/demo-shop.ts';

const { app } = createTestShop();
const PREMIUM = 'tailored-sateen-sheet-set-premium';
const CLASSIC = 'tailored-sateen-sheet-set-classic';

/** A results page: articles, pages and products searched apart, products paged and the unavailable ones hidden. */
const RESULTS_PAGE = `query ResultsPage($words: String!, $pageSize: Int, $backSize: Int, $after: String, $before: String) {
  stories: search(query: $words, types: [ARTICLE], first: $pageSize) { nodes { ... on Article { __typename id handle title trackingParameters } } }
  pages: search(query: $words, types: [PAGE], first: $pageSize) { nodes { ... on Page { __typename id handle title trackingParameters } } }
  goods: search(query: $words, types: [PRODUCT], sortKey: RELEVANCE, unavailableProducts: HIDE, first: $pageSize, last: $backSize, after: $after, before: $before) {
    nodes {
      ... on Product {
        __typename id handle title vendor publishedAt trackingParameters
        shownVariant: selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
          id price { amount currencyCode } compareAtPrice { amount currencyCode } image { url width height altText }
          selectedOptions { name value } product { handle title }
        }
      }
    }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

const handles = async (args: string, variables: { filters?: object[] } = {}, inContext = '') => {
  const query = `query Search($filters: [ProductFilter!]) ${inContext} { search(${args}, types: [PRODUCT], productFilters: $filters) { nodes { ... on Product { handle } } } }`;
  const { search } = await clientData(app, query, variables);
  return search.nodes.map((node: { handle: string }) => node.handle);
};

describe('search', () => {
  it('answers a search results page: both sheet sets priced, tracked by position, no articles', async () => {
    const data = await clientData(app, RESULTS_PAGE, { words: 'sheet set', pageSize: 8 });
    expect(data.stories.nodes).toEqual([]);
    // The care guide's text speaks of sheets and of keeping each set together.
    expect(data.pages.nodes).toEqual([
      {
        __typename: 'Page',
        handle: 'care-instructions',
        id: 'gid://shopify/Page/9100002',
        title: 'Care instructions',
        trackingParameters: expect.stringMatching(/^_pos=1&/),
      },
    ]);
    expect(data.goods.nodes.map((node: { handle: string }) => node.handle)).toEqual([PREMIUM, CLASSIC]);
    expect(data.goods.nodes[0]).toMatchObject({
      __typename: 'Product',
      vendor: 'Linden & Tuck',
      trackingParameters: expect.stringMatching(/^_pos=1&_sid=[0-9a-f]+&_ss=r$/),
      shownVariant: { price: { amount: '850.00', currencyCode: 'AUD' }, product: { handle: PREMIUM } },
    });
    expect(data.goods.nodes[1].trackingParameters).toMatch(/^_pos=2&/);
    expect(data.goods.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('pages through the products with the cursors it answers, keeping the total', async () => {
    const first = await clientData(
      app,
      '{ search(query: "sheet", first: 1, types: [PRODUCT]) { totalCount nodes { ... on Product { handle } } pageInfo { hasNextPage endCursor } } }',
    );
    expect(first.search).toMatchObject({ totalCount: 2, nodes: [{ handle: PREMIUM }], pageInfo: { hasNextPage: true } });
    const query =
      'query($after: String) { search(query: "sheet", first: 1, after: $after, types: [PRODUCT]) { totalCount nodes { ... on Product { handle } } pageInfo { hasNextPage hasPreviousPage } } }';
    const second = await clientData(app, query, { after: first.search.pageInfo.endCursor });
    expect(second.search).toMatchObject({ totalCount: 2, nodes: [{ handle: CLASSIC }], pageInfo: { hasNextPage: false, hasPreviousPage: true } });
  });

  it('finds a product only when every word is in its title, type, vendor, tags or variant titles', async () => {
    expect(await handles('query: "Premium SHEETS", first: 5')).toEqual([PREMIUM]);
    expect(await handles('query: "600", first: 5')).toEqual([PREMIUM]);
    expect(await handles('query: "super king mist", first: 5')).toEqual([PREMIUM, CLASSIC]);
    expect(await handles('query: "linden", first: 5')).toEqual([PREMIUM, CLASSIC]);
    expect(await handles('query: "sateen silk", first: 5')).toEqual([]);
    expect(await handles('query: "", first: 5')).toEqual([]);
  });

  it('matches whole words unless the last word is asked for as a prefix', async () => {
    expect(await handles('query: "prem", first: 5')).toEqual([]);
    expect(await handles('query: "prem", prefix: LAST, first: 5')).toEqual([PREMIUM]);
    expect(await handles('query: "prem sheet", prefix: LAST, first: 5')).toEqual([]);
  });

  it('sorts by price and reverses, cheapest first', async () => {
    expect(await handles('query: "sheet", sortKey: PRICE, first: 5')).toEqual([CLASSIC, PREMIUM]);
    expect(await handles('query: "sheet", sortKey: PRICE, reverse: true, first: 5')).toEqual([PREMIUM, CLASSIC]);
    expect(await handles('query: "sheet", reverse: true, first: 5')).toEqual([CLASSIC, PREMIUM]);
  });

  it('gives the same search the same id in its tracking parameters, and another search another', async () => {
    const tracking = async (term: string) =>
      (await clientData(app, `{ search(query: "${term}", first: 1) { nodes { ... on Product { trackingParameters } } } }`)).search.nodes[0].trackingParameters;
    expect(await tracking('sheet')).toBe(await tracking('sheet'));
    expect(await tracking('sheet')).not.toBe(await tracking('sateen'));
  });

  it("finds the shop's pages by their title and text, after products that match as well", async () => {
    const found = async (term: string) =>
      (
        await clientData(
          app,
          `{ search(query: "${term}", first: 5) { totalCount nodes { __typename ... on Page { handle onlineStoreUrl } ... on Product { handle } } } }`,
        )
      ).search;
    expect(await found('returns')).toEqual({
      totalCount: 1,
      nodes: [{ __typename: 'Page', handle: 'shipping-and-returns', onlineStoreUrl: 'http://localhost:3000/pages/shipping-and-returns' }],
    });
    // "Sateen" is in both sets' titles and in the care guide's first sentence; a title counts for more.
    expect((await found('sateen')).nodes.map((node: { handle: string }) => node.handle)).toEqual([PREMIUM, CLASSIC, 'care-instructions']);
    const pagesOnly = await clientData(app, '{ search(query: "sateen", first: 5, types: [PAGE]) { totalCount productFilters { id } } }');
    expect(pagesOnly.search).toEqual({ totalCount: 1, productFilters: [] });
  });

  it('answers nothing, and no filters, for articles: the shop has no blog', async () => {
    const { search } = await clientData(
      app,
      '{ search(query: "sheet", first: 5, types: [ARTICLE]) { totalCount nodes { __typename } productFilters { id } } }',
    );
    expect(search).toEqual({ totalCount: 0, nodes: [], productFilters: [] });
  });
});

describe('search filters', () => {
  const SUPER_KING = { variantOption: { name: 'mattress size', value: 'Super King' } };

  it('narrows to products with one variant passing every variant filter: only the premium set has a super king in stock', async () => {
    expect(await handles('query: "sheet", first: 5', { filters: [SUPER_KING] })).toEqual([PREMIUM, CLASSIC]);
    expect(await handles('query: "sheet", first: 5', { filters: [SUPER_KING, { available: true }] })).toEqual([PREMIUM]);
    const kingOrSuperKing = [SUPER_KING, { variantOption: { name: 'Mattress Size', value: 'King' } }, { available: true }];
    expect(await handles('query: "sheet", first: 5', { filters: kingOrSuperKing })).toEqual([PREMIUM, CLASSIC]);
  });

  it("filters by price in the market's currency", async () => {
    const cheap = { filters: [{ price: { max: 800 } }] };
    expect(await handles('query: "sheet", first: 5', cheap)).toEqual([CLASSIC]);
    // In New Zealand the cheapest set (classic double) costs NZD 825; only the premium super king reaches NZD 1,265.
    expect(await handles('query: "sheet", first: 5', cheap, '@inContext(country: NZ)')).toEqual([]);
    expect(await handles('query: "sheet", first: 5', { filters: [{ price: { min: 1200 } }] }, '@inContext(country: NZ)')).toEqual([PREMIUM]);
    expect(await handles('query: "sheet", first: 5', { filters: [{ price: { min: 1200 } }] })).toEqual([]);
    expect(await handles('query: "sheet", first: 5', { filters: [{ productType: 'Gift Card' }] })).toEqual([]);
  });

  it("offers availability, price, type, vendor and each option, counting each value against the other filters' choices", async () => {
    const query = `query($filters: [ProductFilter!]) { search(query: "sheet", first: 5, productFilters: $filters) {
      productFilters { id label type presentation values { id label count input swatch { color } } } } }`;
    const { search } = await clientData(app, query, { filters: [SUPER_KING] });
    const filters = new Map(search.productFilters.map((filter: { id: string }) => [filter.id, filter]));
    expect([...filters.keys()]).toEqual([
      'filter.v.availability',
      'filter.v.price',
      'filter.p.product_type',
      'filter.p.vendor',
      'filter.v.option.mattress-size',
      'filter.v.option.depth',
      'filter.v.option.colour',
    ]);
    // With Super King chosen: both sets have one, only the premium's are in stock, only the classic's are sold out.
    expect(filters.get('filter.v.availability')).toMatchObject({
      type: 'LIST',
      values: [
        { label: 'In stock', count: 1 },
        { label: 'Out of stock', count: 1 },
      ],
    });
    // The size filter's own choice does not narrow its counts: each size is offered by both sets.
    expect(filters.get('filter.v.option.mattress-size')).toMatchObject({
      values: ['Double', 'Queen', 'King', 'Super King'].map((label) => ({ label, count: 2 })),
    });
    expect(filters.get('filter.v.price')).toMatchObject({ type: 'PRICE_RANGE', values: [{ input: JSON.stringify({ price: { min: 0, max: 1150 } }) }] });
    expect(filters.get('filter.v.option.colour')).toMatchObject({
      presentation: 'SWATCH',
      values: [{ label: 'White', swatch: { color: '#FBF9F6' } }, { label: 'Sand' }, { label: 'Mist' }],
    });
  });

  it("takes a value's input back as a filter, as a storefront's filter panel sends it", async () => {
    const { search } = await clientData(app, '{ search(query: "sheet", first: 5) { productFilters { id values { label input } } } }');
    const outOfStock = search.productFilters.find((filter: { id: string }) => filter.id === 'filter.v.availability').values[1];
    expect(outOfStock.label).toBe('Out of stock');
    // Both sets have sold-out variants, so both have something out of stock.
    expect(await handles('query: "sheet", first: 5', { filters: [JSON.parse(outOfStock.input)] })).toEqual([PREMIUM, CLASSIC]);
  });

  it('refuses filters on data the catalogue does not have instead of ignoring them', async () => {
    const { errors } = await clientRequest(
      app,
      '{ search(query: "sheet", first: 5, productFilters: [{ productMetafield: { namespace: "custom", key: "fabric", value: "sateen" } }]) { totalCount } }',
    );
    expect(errors?.[0]).toMatchObject({ message: expect.stringContaining('productMetafield'), extensions: { code: 'DEMO_SHOP_UNSUPPORTED' } });
  });
});

describe('products not for sale in results', () => {
  // Both demo sets are for sale (only some of their variants are sold out), so this is checked on the rule itself.
  const results = [
    { handle: 'a', forSale: false },
    { handle: 'b', forSale: true },
    { handle: 'c', forSale: true },
  ];
  const order = (mode: string | null) => placeUnavailable(results, (item) => item.forSale, mode).map((item) => item.handle);

  it('come last by default (LAST), are dropped with HIDE and keep their place with SHOW', () => {
    expect(order(null)).toEqual(['b', 'c', 'a']);
    expect(order('LAST')).toEqual(['b', 'c', 'a']);
    expect(order('HIDE')).toEqual(['b', 'c']);
    expect(order('SHOW')).toEqual(['a', 'b', 'c']);
  });
});
