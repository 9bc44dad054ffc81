// The size finder's measurements travel with the order: the browser sends them with an added set, the Storefront
// mutation carries them as the line attribute 'Mattress', the cart gives them back, a packaging change keeps them,
// and step 3's checkout link (no JavaScript) puts them on a one-line cart, its checkout and its order.
import { Hono } from 'hono';
import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { CART_COOKIE } from '../../../server/cart/cart-cookie.ts';
import { MATTRESS_INPUT_MESSAGE } from '../../../server/cart/cart-input.ts';
import { createCartRoutes } from '../../../server/cart/cart-routes.ts';
import { variantCheckoutHref } from '../../../shop-rules/checkout-links.ts';
import type { Fixture } from '../../clients/storefront/record-fixtures.ts';
import { PREMIUM_KING_26_30_WHITE } from '../../demo-backends/storefront/support/demo-shop.ts';
import { startCartApp } from './cart-app.ts';

const SHOP = 'https://tailored-linen.myshopify.com';
const PATH = '/api/2026-04/graphql.json';
const MEASURED = '152 × 203 × 32 cm';

type Attribute = { key: string; value: string };
type RecordedCart = { id: string; lines: { edges: Array<{ node: { id: string; attributes: Attribute[] } }> } };
const recorded = JSON.parse(readFileSync(new URL('../../clients/storefront/fixtures/cart-create.json', import.meta.url), 'utf8')) as Fixture;
const recordedCart = (recorded.body as { data: { cartCreate: { cart: RecordedCart } } }).data.cartCreate.cart;
const LINE_ID = recordedCart.lines.edges[0]!.node.id;

function cartWith(attributes: Attribute[]): RecordedCart {
  const cart = structuredClone(recordedCart);
  cart.lines.edges[0]!.node.attributes = attributes;
  return cart;
}
const payload = (cart: RecordedCart) => ({ cart, userErrors: [], warnings: [] });
const shop = new StorefrontClient({ endpoint: `${SHOP}${PATH}`, publicStorefrontToken: 'token', timeoutMs: 2_000 });
const app = new Hono().route('/api/cart', createCartRoutes({ shop, secureCookies: true, clientAddress: () => null }));

type Sent = { query: string; variables: Record<string, unknown> };
function shopAnswers(...answers: Array<() => unknown>): Sent[] {
  const sent: Sent[] = [];
  const scope = nock(SHOP);
  for (const answer of answers) scope.post(PATH, (body: Sent) => (sent.push(body), true)).reply(200, () => answer() as nock.Body);
  return sent;
}
const call = (method: string, path: string, body: unknown) =>
  app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: `${CART_COOKIE}=${encodeURIComponent(recordedCart.id)}` },
    body: JSON.stringify(body),
  });

describe('the Storefront contract (recorded answers)', () => {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  it("cartLinesAdd carries 'Mattress' = the measurements beside the packaging, and the line comes back with them", async () => {
    const stored = [
      { key: 'Premium packaging', value: 'Yes' },
      { key: 'Mattress', value: MEASURED },
    ];
    const sent = shopAnswers(
      () => ({ data: { cart: cartWith([]) } }),
      () => ({ data: { cartLinesAdd: payload(cartWith(stored)) } }),
    );
    const response = await call('POST', '/api/cart/lines', { variantId: '4101331', quantity: 1, mattress: '152 × 203 × 32 cm' });
    expect(response.status).toBe(200);
    expect(sent[1]!.query).toContain('cartLinesAdd');
    expect(sent[1]!.variables.lines).toEqual([{ merchandiseId: 'gid://shopify/ProductVariant/4101331', quantity: 1, attributes: stored }]);
    expect(((await response.json()) as { cart: { lines: unknown[] } }).cart.lines[0]).toMatchObject({ mattress: MEASURED });
  });

  it('a set added without the finder has no such attribute', async () => {
    const sent = shopAnswers(
      () => ({ data: { cart: cartWith([]) } }),
      () => ({ data: { cartLinesAdd: payload(cartWith([])) } }),
    );
    const response = await call('POST', '/api/cart/lines', { variantId: '4101331', quantity: 1 });
    expect(sent[1]!.variables.lines).toEqual([
      { merchandiseId: 'gid://shopify/ProductVariant/4101331', quantity: 1, attributes: [{ key: 'Premium packaging', value: 'Yes' }] },
    ]);
    expect(((await response.json()) as { cart: { lines: unknown[] } }).cart.lines[0]).toMatchObject({ mattress: null });
  });

  it.each([
    ['words', 'a big bed'],
    ['a number', 152],
    ['impossible measurements', '152 × 203 × 0 cm'],
  ])('measurements as %s are a 400, and nothing reaches the shop', async (_, mattress) => {
    const response = await call('POST', '/api/cart/lines', { variantId: '4101331', quantity: 1, mattress });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(MATTRESS_INPUT_MESSAGE);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('turning packaging off keeps the measurements on the line', async () => {
    const measured = { key: 'Mattress', value: MEASURED };
    const sent = shopAnswers(
      () => ({ data: { cart: cartWith([{ key: 'Premium packaging', value: 'Yes' }, measured]) } }),
      () => ({
        data: { cartLinesUpdate: payload(cartWith([{ key: 'Premium packaging', value: 'No' }, measured])) },
      }),
    );
    const response = await call('PATCH', `/api/cart/lines/${encodeURIComponent(LINE_ID)}`, { premiumPackaging: false });
    expect(response.status).toBe(200);
    expect(sent[1]!.variables.lines).toEqual([{ id: LINE_ID, attributes: [{ key: 'Premium packaging', value: 'No' }, measured] }]);
  });
});

describe('against the demo shop', () => {
  it('the cart keeps the measurements across loads, and step 3’s checkout link puts them on the checkout and the order', async () => {
    const site = await startCartApp();
    try {
      await site.call('POST', '/api/cart/lines', { variantId: PREMIUM_KING_26_30_WHITE, quantity: 1, mattress: '60 × 80 × 12 in (152.4 × 203.2 × 30.5 cm)' });
      const reloaded = await site.call('GET', '/api/cart');
      expect(reloaded.json.cart.lines[0].mattress).toBe('60 × 80 × 12 in (152.4 × 203.2 × 30.5 cm)');

      const response = await site.call('GET', variantCheckoutHref('4101331', true, MEASURED));
      expect(response.status).toBe(303);
      const checkout = new URL(new URL(response.headers.get('Location')!).pathname, site.origin);
      expect(await fetch(checkout).then((answer) => answer.text())).toContain(`Mattress: ${MEASURED}`);
      const form = new URLSearchParams({ email: 'shopper@example.com' });
      await fetch(checkout, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form, redirect: 'manual' });
      const order = await fetch(checkout).then((answer) => answer.text());
      expect(order).toMatch(/Order|order/);
      expect(order).toContain(`Mattress: ${MEASURED}`);
    } finally {
      await site.stop();
    }
  });
});
