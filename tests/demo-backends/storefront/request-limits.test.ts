// The demo shop's limits (it runs in the site's process): only Shopify's documented rules refuse a query (depth, page
// size, body size); its own protection is a time and answer-size budget answered as Shopify answers throttling (429,
// THROTTLED). Versions fall forward as Shopify's do, and every answer names the version used.
import { print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as SiteOperations from '../../../generated/storefront/graphql.ts';
import { MAX_BODY_BYTES, MAX_QUERY_DEPTH, MAX_QUERY_TOKENS } from '../../../demo-backends/storefront/request-limits.ts';
import { BASKET_CHANGES, READ_BASKET, START_BASKET } from './operations/cart.ts';
import { PRODUCT_GRID, SHEET_SET_PAGE, SITE_HEADER } from './operations/catalogue.ts';
import { COLLECTION_SHELF } from './operations/collections.ts';
import { clientRequest, OFFICIAL_CLIENT_HEADERS } from './support/official-client.ts';
import { createTestShop, GRAPHQL_PATH, PREMIUM_KING_26_30_WHITE } from './support/demo-shop.ts';
import { operationCost } from './support/operation-cost.ts';

const { app } = createTestShop();
const codes = (errors: Array<{ extensions?: { code?: string } }> | undefined) => errors?.map((error) => error.extensions?.code);

describe('query depth', () => {
  it('refuses a query nested 5,000 levels deep with MAX_DEPTH_EXCEEDED, not a server error', async () => {
    const query = '{' + 'shop{'.repeat(5000) + 'name' + '}'.repeat(5000) + '}';
    const { status, errors } = await clientRequest(app, query);
    expect(status).toBe(200);
    expect(codes(errors)).toEqual(['MAX_DEPTH_EXCEEDED']);
  });

  it(`refuses fields nested deeper than ${MAX_QUERY_DEPTH}, fragments included, in graphql-ruby's words`, async () => {
    // product > variants > nodes > product > ... : three levels per round, through a fragment.
    const rounds = 'variants(first: 1) { nodes { product { '.repeat(5) + 'id' + ' } } }'.repeat(5);
    const query = `{ product(handle: "x") { ...Deep } } fragment Deep on Product { ${rounds} }`;
    const { errors } = await clientRequest(app, query);
    expect(errors).toEqual([
      expect.objectContaining({
        message: `Query has depth of 17, which exceeds max depth of ${MAX_QUERY_DEPTH}`,
        extensions: { code: 'MAX_DEPTH_EXCEEDED', depth: 17, maxDepth: MAX_QUERY_DEPTH },
      }),
    ]);
  });
});

describe('page size', () => {
  it('refuses first: 300, as over the 250 a Shopify connection returns', async () => {
    const { errors } = await clientRequest(app, '{ products(first: 300) { nodes { id } } }');
    expect(errors).toEqual([expect.objectContaining({ path: ['products'], extensions: { code: 'BAD_REQUEST', maxPageSize: 250 } })]);
  });

  it('checks page sizes given as variables, nested ones too', async () => {
    const query = 'query($n: Int) { products(first: 1) { nodes { variants(last: $n) { nodes { id } } } } }';
    const { errors } = await clientRequest(app, query, { n: 251 });
    expect(errors?.[0]).toMatchObject({ path: ['products', 'nodes', 'variants'], extensions: { code: 'BAD_REQUEST' } });
  });

  it("refuses a connection without first or last with Shopify's message", async () => {
    const { errors } = await clientRequest(app, '{ products { nodes { id } } }');
    expect(errors).toEqual([
      expect.objectContaining({ message: 'you must provide one of first or last', path: ['products'], extensions: { code: 'BAD_REQUEST' } }),
    ]);
  });
});

// A cart fragment as general storefronts write it: a hundred lines, each with its product and the product's variants.
const REAL_WORLD_CART = `
  fragment CartLineProduct on Product { id handle title vendor featuredImage { url altText width height } options { name values }
    variants(first: 250) { nodes { id title availableForSale price { amount currencyCode } selectedOptions { name value } image { url } } } }
  fragment Cart on Cart { id checkoutUrl totalQuantity note
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
    lines(first: 100) { pageInfo { hasNextPage } nodes { id quantity cost { totalAmount { amount currencyCode } }
      merchandise { ... on ProductVariant { id title price { amount currencyCode } selectedOptions { name value } product { ...CartLineProduct } } } } } }`;

describe('input arrays', () => {
  const add = 'mutation($lines: [CartLineInput!]!) { cartLinesAdd(cartId: "gid://shopify/Cart/c1-x?key=0", lines: $lines) { userErrors { message } } }';
  const lines = (count: number) => Array.from({ length: count }, () => ({ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }));

  it("refuses an input array of 251 items with Shopify's answer, in variables or in the query text", async () => {
    const expected = [
      expect.objectContaining({
        message: 'The input array size of 251 is greater than the maximum allowed of 250.',
        extensions: expect.objectContaining({ code: 'MAX_INPUT_SIZE_EXCEEDED' }),
      }),
    ];
    expect((await clientRequest(app, add, { lines: lines(251) })).errors).toEqual(expected);
    const ids = Array.from({ length: 251 }, (_, index) => `"gid://shopify/Product/${index}"`).join(', ');
    expect((await clientRequest(app, `{ nodes(ids: [${ids}]) { id } }`)).errors).toEqual(expected);
  });

  it('lets 250 items through to the shop', async () => {
    const { errors } = await clientRequest(app, add, { lines: lines(250) });
    expect(errors?.map((error) => error.extensions?.code) ?? []).not.toContain('MAX_INPUT_SIZE_EXCEEDED');
  });
});

describe('query cost and answer size', () => {
  it("answers a real-world cart fragment with lines(first: 100) and each line's product and variants (Shopify sets no per-query cap)", async () => {
    const create = `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { ...Cart } userErrors { field message } } } ${REAL_WORLD_CART}`;
    const created = await clientRequest(app, create, { lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 2 }] });
    expect(created.errors).toBeUndefined();
    const cart = created.data.cartCreate.cart;
    expect(cart.lines.nodes).toEqual([expect.objectContaining({ quantity: 2, merchandise: expect.objectContaining({ id: PREMIUM_KING_26_30_WHITE }) })]);
    expect(cart.lines.nodes[0].merchandise.product.variants.nodes.length).toBeGreaterThan(1);
    const read = await clientRequest(app, `query($id: ID!) { cart(id: $id) { ...Cart } } ${REAL_WORLD_CART}`, { id: cart.id });
    expect(read.errors).toBeUndefined();
    expect(read.data.cart.totalQuantity).toBe(2);
    const unknown = await clientRequest(app, `{ cart(id: "gid://shopify/Cart/c1-unknown?key=0") { ...Cart } } ${REAL_WORLD_CART}`);
    expect(unknown).toMatchObject({ status: 200, data: { cart: null }, errors: undefined });
  });

  it("answers 250 cart lines each with its product's 250 variants, which an estimate of 16,253 used to refuse", async () => {
    const query =
      '{ cart(id: "gid://shopify/Cart/c1-x?key=0") { lines(first: 250) { nodes { merchandise { ... on ProductVariant { product { variants(first: 250) { nodes { id } } } } } } } } }';
    expect(await clientRequest(app, query)).toMatchObject({ status: 200, data: { cart: null }, errors: undefined });
  });

  it("stops an operation whose answer grows past the shop's budget with Shopify's 429 THROTTLED, Retry-After and a small body", async () => {
    // 15 aliases × 2 products × 60 variants × 200 fields: 360,000 values.
    const fields = Array.from({ length: 200 }, (_, index) => `t${index}: title`).join(' ');
    const aliases = Array.from({ length: 15 }, (_, index) => `p${index}: products(first: 250) { nodes { variants(first: 250) { nodes { ...Wide } } } }`);
    const query = `{ ${aliases.join(' ')} } fragment Wide on ProductVariant { ${fields} }`;
    const response = await app.request(GRAPHQL_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('1');
    const body = await response.text();
    expect(body.length).toBeLessThan(500);
    expect(JSON.parse(body)).toEqual({
      errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: expect.stringContaining('shopify.dev') } }],
    });
  });

  const siteOperations = Object.entries(SiteOperations).filter(([name]) => name.endsWith('Document')) as Array<[string, DocumentNode]>;
  const realOperations: Array<[string, string, Record<string, unknown>]> = [
    ...siteOperations.map(([name, document]): [string, string, Record<string, unknown>] => [`the site's ${name}`, print(document), { first: 50 }]),
    ["the contract suite's product page", SHEET_SET_PAGE, {}],
    ["the contract suite's header", SITE_HEADER, {}],
    ["the contract suite's product grid", PRODUCT_GRID, { pageSize: 250 }],
    ["the contract suite's collection shelf", COLLECTION_SHELF, { pageSize: 250 }],
    ["the contract suite's cart read", READ_BASKET, {}],
    ...Object.entries({ cartCreate: START_BASKET, ...BASKET_CHANGES }).map(([name, query]): [string, string, Record<string, unknown>] => [
      `the contract suite's ${name}`,
      query,
      {},
    ]),
  ];

  it.each(realOperations)('lets %s through with room to spare', (_, query, variables) => {
    const { depth } = operationCost(query, variables);
    expect(depth).toBeLessThanOrEqual(MAX_QUERY_DEPTH / 1.5);
  });
});

describe('request size, API version and content type', () => {
  it(`refuses a document of more than ${MAX_QUERY_TOKENS} tokens before parsing it`, async () => {
    const { errors } = await clientRequest(app, `{ ${'shop { name } '.repeat(2600)} }`);
    expect(errors).toEqual([expect.objectContaining({ extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', maxTokens: MAX_QUERY_TOKENS } })]);
  });

  it(`refuses a 2 MB body with 413, reading at most ${MAX_BODY_BYTES} bytes`, async () => {
    const response = await app.request(GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `{ shop { name } }${' '.repeat(2 * 1024 * 1024)}` }),
    });
    expect(response.status).toBe(413);
    expect(codes((await response.json()).errors)).toEqual(['PAYLOAD_TOO_LARGE']);
  });

  const versionOf = async (path: string) => {
    const response = await app.request(path, { method: 'POST', headers: OFFICIAL_CLIENT_HEADERS, body: JSON.stringify({ query: '{ shop { name } }' }) });
    return { status: response.status, version: response.headers.get('X-Shopify-Api-Version'), body: await response.json() };
  };

  it('names the version used in X-Shopify-Api-Version on every answer, refusals included', async () => {
    expect(await versionOf(GRAPHQL_PATH)).toMatchObject({ status: 200, version: '2026-04', body: { data: { shop: { name: 'Linden & Tuck' } } } });
    const refused = await app.request(GRAPHQL_PATH, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{ shop { name } }' });
    expect(refused.headers.get('X-Shopify-Api-Version')).toBe('2026-04');
  });

  it.each([
    ['an unsupported older version', '/api/2023-01/graphql.json'],
    ['the previous quarter', '/api/2025-10/graphql.json'],
    ['a version newer than its schema', '/api/2027-01/graphql.json'],
    ['unstable', '/api/unstable/graphql.json'],
    ['no version at all', '/api/graphql.json'],
  ])('falls forward for %s: answered with 2026-04 and the header says so', async (_, path) => {
    expect(await versionOf(path)).toMatchObject({ status: 200, version: '2026-04', body: { data: { shop: { name: 'Linden & Tuck' } } } });
  });

  it.each(['latest', '2026-05', '26-04'])('answers 404 for %s, which is no Storefront API version', async (version) => {
    const { status, body } = await versionOf(GRAPHQL_PATH.replace('2026-04', version));
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('accepts the bare query text as application/graphql, as the real API does', async () => {
    const response = await app.request(GRAPHQL_PATH, { method: 'POST', headers: { 'Content-Type': 'application/graphql' }, body: '{ shop { name } }' });
    expect(await response.json()).toEqual({ data: { shop: { name: 'Linden & Tuck' } } });
  });

  it('refuses other content types with 415', async () => {
    const response = await app.request(GRAPHQL_PATH, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{ shop { name } }' });
    expect(response.status).toBe(415);
  });
});
