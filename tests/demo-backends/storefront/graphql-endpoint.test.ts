import { describe, expect, it } from 'vitest';
import { createTestShop, GRAPHQL_PATH, postGraphQL } from './support/demo-shop.ts';

const { app } = createTestShop();

describe('local shop GraphQL endpoint', () => {
  it('answers a query for a field the Storefront schema does not have with 200 and errors, like Shopify', async () => {
    const { status, json } = await postGraphQL(app, { query: '{ products(first: 1) { edges { node { priceV3 } } } }' });
    expect(status).toBe(200);
    expect(json.data).toBeUndefined();
    expect(json.errors[0].message).toContain('Cannot query field "priceV3" on type "Product"');
  });

  it('answers a syntax error with 200 and errors', async () => {
    const { status, json } = await postGraphQL(app, { query: '{ products(first: 1) {' });
    expect(status).toBe(200);
    expect(json.errors[0].message).toMatch(/^Syntax Error/);
  });

  it('answers a wrongly typed variable with errors instead of failing', async () => {
    const { status, json } = await postGraphQL(app, {
      query: 'query Load($cartId: ID!) { cart(id: $cartId) { id } }',
      variables: { cartId: { not: 'an id' } },
    });
    expect(status).toBe(200);
    expect(json.errors[0].message).toContain('$cartId');
  });

  it('answers a body that is not a GraphQL request with 400', async () => {
    expect((await postGraphQL(app, 'not json')).status).toBe(400);
    expect((await postGraphQL(app, { variables: {} })).status).toBe(400);
  });

  it('runs the operation operationName names, and asks for one when a document has several', async () => {
    const query = 'query Shop { shop { name } } query Count { products(first: 5) { nodes { id } } }';
    expect((await postGraphQL(app, { query, operationName: 'Shop' })).json).toEqual({ data: { shop: { name: 'Linden & Tuck' } } });
    const unnamed = await postGraphQL(app, { query });
    expect(unnamed.status).toBe(200);
    expect(unnamed.json.errors[0].message).toContain('operationName');
  });

  it('accepts @inContext with country and language', async () => {
    const { json } = await postGraphQL(app, {
      query: 'query Count @inContext(country: AU, language: EN) { products(first: 50) { nodes { handle } } }',
    });
    expect(json).toEqual({ data: { products: { nodes: [{ handle: 'tailored-sateen-sheet-set-premium' }, { handle: 'tailored-sateen-sheet-set-classic' }] } } });
  });

  it('takes the @inContext country and language as variables, and refuses codes the schema does not have', async () => {
    const query =
      'query Count($country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) { products(first: 50) { nodes { handle } } }';
    const asked = await postGraphQL(app, { query, variables: { country: 'NZ', language: 'PT_BR' } });
    expect(asked.json.data.products.nodes).toHaveLength(2);
    const unknown = await postGraphQL(app, { query, variables: { country: 'XX', language: 'EN' } });
    expect(unknown.status).toBe(200);
    expect(unknown.json.errors[0].message).toContain('$country');
  });

  it('pages through variants with first and after', async () => {
    const query =
      'query Page($after: String) { products(first: 1) { nodes { variants(first: 2, after: $after) { nodes { sku } pageInfo { hasNextPage endCursor } } } } }';
    const first = (await postGraphQL(app, { query })).json.data.products.nodes[0].variants;
    expect(first.nodes.map((node: { sku: string }) => node.sku)).toEqual(['LT-PRE-DOUBLE-15-20-WHT', 'LT-PRE-DOUBLE-15-20-SND']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await postGraphQL(app, { query, variables: { after: first.pageInfo.endCursor } })).json.data.products.nodes[0].variants;
    expect(next.nodes.map((node: { sku: string }) => node.sku)).toEqual(['LT-PRE-DOUBLE-15-20-MST', 'LT-PRE-DOUBLE-21-25-WHT']);
  });

  it('ignores a trailing slash', async () => {
    const response = await app.request(GRAPHQL_PATH + '/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ products(first: 1) { nodes { id } } }' }),
    });
    expect(response.status).toBe(200);
  });
});
