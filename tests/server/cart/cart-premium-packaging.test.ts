// Premium packaging through the site's cart API (spec §3: premiumPackaging, default on): the browser sends a
// boolean, the shop gets the line attribute 'Premium packaging' = 'Yes' | 'No', and every cart line the browser
// gets back says `premiumPackaging`. The shop is nock with recorded Storefront answers.
import { Hono } from 'hono';
import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { CART_COOKIE } from '../../../server/cart/cart-cookie.ts';
import { EMPTY_LINE_CHANGE_MESSAGE, PREMIUM_PACKAGING_INPUT_MESSAGE } from '../../../server/cart/cart-input.ts';
import { createCartRoutes } from '../../../server/cart/cart-routes.ts';
import type { Fixture } from '../../clients/storefront/record-fixtures.ts';

const SHOP = 'https://tailored-linen.myshopify.com';
const PATH = '/api/2026-04/graphql.json';

type RecordedCart = { id: string; lines: { edges: Array<{ node: { id: string; attributes: Array<{ key: string; value: string }> } }> } };
const recorded = JSON.parse(readFileSync(new URL('../../clients/storefront/fixtures/cart-create.json', import.meta.url), 'utf8')) as Fixture;
const recordedCart = (recorded.body as { data: { cartCreate: { cart: RecordedCart } } }).data.cartCreate.cart;
const LINE_ID = recordedCart.lines.edges[0]!.node.id;

/** The recorded cart, its one line carrying the packaging attribute the shop would store. */
function cartWithPackaging(value: 'Yes' | 'No' | null): RecordedCart {
  const cart = structuredClone(recordedCart);
  cart.lines.edges[0]!.node.attributes = value === null ? [] : [{ key: 'Premium packaging', value }];
  return cart;
}
const payload = (cart: RecordedCart) => ({ cart, userErrors: [], warnings: [] });

const shop = new StorefrontClient({ endpoint: `${SHOP}${PATH}`, publicStorefrontToken: 'token', timeoutMs: 2_000 });
const app = new Hono().route('/api/cart', createCartRoutes({ shop, secureCookies: true, clientAddress: () => null }));

type Sent = { query: string; variables: Record<string, unknown> };
/** The shop answers each operation in turn; returns what it was sent. */
function shopAnswers(...answers: Array<(sent: Sent) => unknown>): Sent[] {
  const sent: Sent[] = [];
  const scope = nock(SHOP);
  for (const answer of answers) scope.post(PATH, (body: Sent) => (sent.push(body), true)).reply(200, (_uri, body) => answer(body as Sent) as nock.Body);
  return sent;
}
const loaded = (cart: RecordedCart) => () => ({ data: { cart } });

const call = (method: string, path: string, body: unknown, withCart = true) =>
  app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(withCart ? { Cookie: `${CART_COOKIE}=${encodeURIComponent(recordedCart.id)}` } : {}) },
    body: JSON.stringify(body),
  });
const linePath = `/api/cart/lines/${encodeURIComponent(LINE_ID)}`;

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('adding a line with premium packaging', () => {
  it("is on by default: the line is added with 'Premium packaging: Yes' and comes back with premiumPackaging true", async () => {
    const sent = shopAnswers(() => ({ data: { cartCreate: payload(cartWithPackaging('Yes')) } }));
    const response = await call('POST', '/api/cart/lines', { variantId: '4101331', quantity: 1 }, false);
    expect(response.status).toBe(200);
    expect(sent[0]!.variables.lines).toEqual([
      { merchandiseId: 'gid://shopify/ProductVariant/4101331', quantity: 1, attributes: [{ key: 'Premium packaging', value: 'Yes' }] },
    ]);
    expect(((await response.json()) as { cart: { lines: unknown[] } }).cart.lines[0]).toMatchObject({ id: LINE_ID, premiumPackaging: true });
  });

  it("premiumPackaging: false adds the line with 'Premium packaging: No'", async () => {
    const sent = shopAnswers(loaded(cartWithPackaging('Yes')), () => ({ data: { cartLinesAdd: payload(cartWithPackaging('No')) } }));
    const response = await call('POST', '/api/cart/lines', { variantId: '4101331', quantity: 2, premiumPackaging: false });
    expect(sent[1]!.query).toContain('cartLinesAdd');
    expect(sent[1]!.variables.lines).toEqual([
      { merchandiseId: 'gid://shopify/ProductVariant/4101331', quantity: 2, attributes: [{ key: 'Premium packaging', value: 'No' }] },
    ]);
    expect(((await response.json()) as { cart: { lines: unknown[] } }).cart.lines[0]).toMatchObject({ premiumPackaging: false });
  });

  it('a line the shop keeps without the attribute reads as premium packaging on (the spec default)', async () => {
    shopAnswers(loaded(cartWithPackaging(null)));
    const response = await app.request('/api/cart', { headers: { Cookie: `${CART_COOKIE}=${encodeURIComponent(recordedCart.id)}` } });
    expect(((await response.json()) as { cart: { lines: unknown[] } }).cart.lines[0]).toMatchObject({ premiumPackaging: true });
  });

  it.each([
    ['a string', 'no'],
    ['null', null],
    ['a number', 0],
  ])('premiumPackaging as %s is a 400 with a clear message, and nothing reaches the shop', async (_, value) => {
    const response = await call('POST', '/api/cart/lines', { variantId: '4101331', quantity: 1, premiumPackaging: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: PREMIUM_PACKAGING_INPUT_MESSAGE, code: 'BAD_INPUT' } });
  });
});

describe('changing a line', () => {
  it('PATCH { premiumPackaging: false } replaces the line attribute and keeps the quantity', async () => {
    const sent = shopAnswers(loaded(cartWithPackaging('Yes')), () => ({ data: { cartLinesUpdate: payload(cartWithPackaging('No')) } }));
    const response = await call('PATCH', linePath, { premiumPackaging: false });
    expect(response.status).toBe(200);
    expect(sent[1]!.variables.lines).toEqual([{ id: LINE_ID, attributes: [{ key: 'Premium packaging', value: 'No' }] }]);
    expect(((await response.json()) as { cart: { lines: unknown[] } }).cart.lines[0]).toMatchObject({ premiumPackaging: false });
  });

  it('PATCH { quantity, premiumPackaging } changes both in one shop call', async () => {
    const sent = shopAnswers(loaded(cartWithPackaging('No')), () => ({ data: { cartLinesUpdate: payload(cartWithPackaging('Yes')) } }));
    await call('PATCH', linePath, { quantity: 3, premiumPackaging: true });
    expect(sent[1]!.variables.lines).toEqual([{ id: LINE_ID, quantity: 3, attributes: [{ key: 'Premium packaging', value: 'Yes' }] }]);
  });

  it('PATCH { quantity } leaves the attributes as they are', async () => {
    const sent = shopAnswers(loaded(cartWithPackaging('No')), () => ({ data: { cartLinesUpdate: payload(cartWithPackaging('No')) } }));
    await call('PATCH', linePath, { quantity: 2 });
    expect(sent[1]!.variables.lines).toEqual([{ id: LINE_ID, quantity: 2 }]);
  });

  it.each([
    ['an empty change', {}, EMPTY_LINE_CHANGE_MESSAGE],
    ['premiumPackaging that is not a boolean', { premiumPackaging: 'yes' }, PREMIUM_PACKAGING_INPUT_MESSAGE],
    ['a bad quantity beside a good choice', { quantity: -1, premiumPackaging: true }, 'Quantity must be a whole number from 0 to 30.'],
  ])('%s is a 400 with a clear message', async (_, body, message) => {
    const response = await call('PATCH', linePath, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });
});
