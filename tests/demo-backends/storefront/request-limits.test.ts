// The demo shop's limits (it runs in the site's process): depth, page size, cost and answer size, tokens, body size,
// API version and content type, each refused with a Shopify-like error instead of a 500 or a huge answer.
import { print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as SiteOperations from '../../../generated/storefront/graphql.ts';
import { MAX_BODY_BYTES, MAX_QUERY_COST, MAX_QUERY_DEPTH, MAX_QUERY_TOKENS, MAX_RESULT_VALUES } from '../../../demo-backends/storefront/request-limits.ts';
import { CATALOG_QUERY, HEADER_QUERY, PRODUCT_QUERY } from './fixtures/hydrogen-skeleton-catalog.ts';
import { CART_MUTATIONS } from './fixtures/hydrogen-skeleton-cart-mutations.ts';
import { CART_QUERY } from './fixtures/hydrogen-skeleton-cart-query.ts';
import { clientRequest } from './support/official-client.ts';
import { createTestShop, GRAPHQL_PATH } from './support/demo-shop.ts';
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
    expect(errors).toEqual([expect.objectContaining({ message: `Query has depth of 17, which exceeds max depth of ${MAX_QUERY_DEPTH}`, extensions: { code: 'MAX_DEPTH_EXCEEDED', depth: 17, maxDepth: MAX_QUERY_DEPTH } })]);
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

  it('refuses a connection without first or last with Shopify\'s message', async () => {
    const { errors } = await clientRequest(app, '{ products { nodes { id } } }');
    expect(errors).toEqual([expect.objectContaining({ message: 'you must provide one of first or last', path: ['products'], extensions: { code: 'BAD_REQUEST' } })]);
  });
});

describe('query cost and answer size', () => {
  it('refuses 500 aliases of 250 products with 250 variants each with MAX_COMPLEXITY_EXCEEDED and a small answer', async () => {
    const aliases = Array.from({ length: 500 }, (_, index) => `p${index}: products(first: 250) { nodes { variants(first: 250) { nodes { id title sku } } } }`);
    const response = await app.request(GRAPHQL_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: `{ ${aliases.join(' ')} }` }) });
    const body = await response.text();
    expect(body.length).toBeLessThan(1000);
    expect(codes(JSON.parse(body).errors)).toEqual(['MAX_COMPLEXITY_EXCEEDED']);
  });

  it("refuses a query over Shopify's calculated cost with Shopify's answer, carrying the cost and the limit", async () => {
    // Cart lines are not capped by the catalogue: 250 lines, each with its product's 60 variants.
    const query = '{ cart(id: "gid://shopify/Cart/c1-x?key=0") { lines(first: 250) { nodes { merchandise { ... on ProductVariant { product { variants(first: 250) { nodes { id } } } } } } } } }';
    const { errors } = await clientRequest(app, query);
    // The cart 1, its lines 2 + 250 × (line 1, merchandise 1, product 1, variants 2 + 60 × 1).
    expect(errors?.[0]).toEqual({ message: 'Complexity exceeded', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost: 16253, maxCost: MAX_QUERY_COST } });
  });

  it.each([
    ['many scalar fields, though scalars cost nothing', Array.from({ length: 250 }, (_, index) => `t${index}: title`).join(' ')],
    ['long texts', `product { ${Array.from({ length: 50 }, (_, index) => `d${index}: descriptionHtml`).join(' ')} }`],
  ])('refuses a query whose answer would repeat %s', async (_, selection) => {
    const { errors } = await clientRequest(app, `{ products(first: 2) { nodes { variants(first: 60) { nodes { ${selection} } } } } }`);
    expect(errors).toEqual([expect.objectContaining({ extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', values: expect.any(Number), maxValues: MAX_RESULT_VALUES } })]);
  });

  const siteOperations = Object.entries(SiteOperations).filter(([name]) => name.endsWith('Document')) as Array<[string, DocumentNode]>;
  const realOperations: Array<[string, string, Record<string, unknown>]> = [
    ...siteOperations.map(([name, document]): [string, string, Record<string, unknown>] => [`the site's ${name}`, print(document), { first: 50 }]),
    ['the Hydrogen product query', PRODUCT_QUERY, {}],
    ['the Hydrogen header query', HEADER_QUERY, {}],
    ['the Hydrogen catalogue query', CATALOG_QUERY, { first: 250 }],
    ['the Hydrogen cart query', CART_QUERY, {}],
    ...Object.entries(CART_MUTATIONS).map(([name, query]): [string, string, Record<string, unknown>] => [`Hydrogen's ${name}`, query, {}]),
  ];

  it.each(realOperations)('lets %s through with room to spare', (_, query, variables) => {
    const { cost, values, depth } = operationCost(query, variables);
    expect(cost).toBeLessThanOrEqual(MAX_QUERY_COST / 2);
    expect(values).toBeLessThanOrEqual(MAX_RESULT_VALUES * 0.7);
    expect(depth).toBeLessThanOrEqual(MAX_QUERY_DEPTH / 1.5);
  });
});

describe('request size, API version and content type', () => {
  it(`refuses a document of more than ${MAX_QUERY_TOKENS} tokens before parsing it`, async () => {
    const { errors } = await clientRequest(app, `{ ${'shop { name } '.repeat(300)} }`);
    expect(errors).toEqual([expect.objectContaining({ extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', maxTokens: MAX_QUERY_TOKENS } })]);
  });

  it(`refuses a 2 MB body with 413, reading at most ${MAX_BODY_BYTES} bytes`, async () => {
    const response = await app.request(GRAPHQL_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: `{ shop { name } }${' '.repeat(2 * 1024 * 1024)}` }) });
    expect(response.status).toBe(413);
    expect(codes((await response.json()).errors)).toEqual(['PAYLOAD_TOO_LARGE']);
  });

  it.each(['2025-10', '2026-07', 'unstable', 'latest'])('answers 404 for API version %s, which the demo shop does not serve', async (version) => {
    const { status, errors } = await clientRequest(app, '{ shop { name } }', undefined, GRAPHQL_PATH.replace('2026-04', version));
    expect(status).toBe(404);
    expect(errors?.[0]?.message).toContain('serves Storefront API version 2026-04 only');
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
