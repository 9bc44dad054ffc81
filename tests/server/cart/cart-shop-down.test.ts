import { Hono } from 'hono';
import nock from 'nock';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { CART_COOKIE } from '../../../server/cart/cart-cookie.ts';
import { SHOP_REFUSED_MESSAGE, SHOP_UNAVAILABLE_MESSAGE } from '../../../server/cart/cart-errors.ts';
import { createCartRoutes } from '../../../server/cart/cart-routes.ts';
import { createCheckoutRoutes } from '../../../server/cart/checkout-routes.ts';
import { failShop, SHOP_ENDPOINT, SHOP_FAULTS, SHOP_ORIGIN, SHOP_TIMEOUT_MS } from './shop-faults.ts';

const CART_ID = 'gid://shopify/Cart/c1-abc?key=def';
const LINE_ID = encodeURIComponent('gid://shopify/CartLine/l1?cart=c1-abc');

const shop = new StorefrontClient({ endpoint: SHOP_ENDPOINT, timeoutMs: SHOP_TIMEOUT_MS });
const clientAddress = () => null;
const app = new Hono()
  .route('/api/cart', createCartRoutes({ shop, secureCookies: true, clientAddress }))
  .route('/checkout', createCheckoutRoutes({ shop, cartPermalinkBase: SHOP_ORIGIN, clientAddress }));

const ACTIONS: [string, string, unknown?][] = [
  ['GET', '/api/cart'],
  ['POST', '/api/cart/lines', { variantId: 'gid://shopify/ProductVariant/4101331', quantity: 1 }],
  ['PATCH', `/api/cart/lines/${LINE_ID}`, { quantity: 2 }],
  ['DELETE', `/api/cart/lines/${LINE_ID}`],
  ['PUT', '/api/cart/discount', { code: 'WELCOME10' }],
  ['DELETE', '/api/cart/discount'],
  ['GET', '/checkout'],
];

const call = (method: string, path: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: `${CART_COOKIE}=${encodeURIComponent(CART_ID)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe.each(Object.entries(SHOP_FAULTS))('when the shop fails with %s', (_, fault) => {
  it.each(ACTIONS)('%s %s answers a JSON message the shopper can act on and keeps the cart cookie', async (method, path, body) => {
    failShop(fault);
    const response = await call(method, path, body);
    expect([502, 503]).toContain(response.status);
    const json = (await response.json()) as { error: { message: string; code: string } };
    expect([SHOP_UNAVAILABLE_MESSAGE, SHOP_REFUSED_MESSAGE]).toContain(json.error.message);
    expect(JSON.stringify(json)).not.toMatch(/at .+\.ts:\d+|stack/i);
    // No Set-Cookie at all: the shopper's cart id is neither cleared nor replaced, so nothing is lost.
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });
});

describe('when the shop is only slow or overloaded', () => {
  it.each(['HTTP 500', 'HTTP 503', 'HTTP 429', 'a throttled GraphQL answer', 'a timeout', 'a refused connection'])(
    '%s is "try again" (503 with Retry-After)',
    async (name) => {
      failShop(SHOP_FAULTS[name]!);
      const response = await call('POST', '/api/cart/lines', { variantId: 'gid://shopify/ProductVariant/4101331', quantity: 1 });
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(SHOP_UNAVAILABLE_MESSAGE);
    },
  );
});
