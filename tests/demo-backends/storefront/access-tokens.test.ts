// Shopify's token rules: with a public or a private token the whole API answers; with none, tokenless access answers
// the catalogue and the cart but refuses menus, product tags, metafields and customers with ACCESS_DENIED.
import { describe, expect, it } from 'vitest';
import { createTestShop, GRAPHQL_PATH } from './support/demo-shop.ts';

const { app } = createTestShop();

async function ask(query: string, headers: Record<string, string> = {}) {
  const response = await app.request(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, ...(await response.json()) } as { status: number; data?: any; errors?: any[] };
}

const MENU = '{ shop { name } menu(handle: "main-menu") { title } }';

describe('a request without a token (tokenless access)', () => {
  it('is answered for the catalogue and the cart', async () => {
    const { status, data, errors } = await ask('{ products(first: 2) { nodes { handle } } cart(id: "gid://shopify/Cart/c1-x?key=0") { id } }');
    expect({ status, errors }).toEqual({ status: 200, errors: undefined });
    expect(data.products.nodes).toHaveLength(2);
  });

  it('gets ACCESS_DENIED for the menu, with the rest of the answer kept', async () => {
    const { status, data, errors } = await ask(MENU);
    expect(status).toBe(200);
    expect(data).toEqual({ shop: { name: 'Linden & Tuck' }, menu: null });
    expect(errors).toEqual([expect.objectContaining({ path: ['menu'], extensions: expect.objectContaining({ code: 'ACCESS_DENIED' }) })]);
  });

  it.each([
    ['product tags', '{ products(first: 1) { nodes { tags } } }'],
    ['a metafield', '{ products(first: 1) { nodes { metafield(namespace: "custom", key: "care") { value } } } }'],
    ['the customer', '{ customer(customerAccessToken: "x") { id } }'],
  ])('gets ACCESS_DENIED for %s', async (_, query) => {
    const { errors } = await ask(query);
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['ACCESS_DENIED']);
  });

  it('counts an empty token header as no token', async () => {
    const { errors } = await ask(MENU, { 'X-Shopify-Storefront-Access-Token': ' ' });
    expect(errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
  });
});

describe('a request with a token', () => {
  it.each([
    ['a public token', { 'X-Shopify-Storefront-Access-Token': 'public-token' }],
    ['a private token', { 'Shopify-Storefront-Private-Token': 'private-token', 'Shopify-Storefront-Buyer-IP': '203.0.113.7' }],
  ])('reaches the menu with %s', async (_, headers) => {
    const { data, errors } = await ask(MENU, headers);
    expect(errors).toBeUndefined();
    expect(data.menu).toEqual({ title: 'Main menu' });
  });
});
