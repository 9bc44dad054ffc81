// The site's cart and checkout routes tell the shop which shopper a call is for: with a private Storefront token
// each call carries Shopify-Storefront-Buyer-IP, the client address resolved as for the rate limit (behind
// TRUSTED_PROXY_HOPS trusted proxies, from X-Forwarded-For). The shop is caught by nock.
import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE } from '../../../server/cart/cart-cookie.ts';
import { SITE_ORIGIN, stubSite } from '../caching/stub-site.ts';
import type { Fixture } from '../../clients/storefront/record-fixtures.ts';

const SHOP = 'https://tailored-linen.myshopify.com';
const PATH = '/api/2026-04/graphql.json';
const created = JSON.parse(readFileSync(new URL('../../clients/storefront/fixtures/cart-create.json', import.meta.url), 'utf8')) as Fixture;
const cart = (created.body as { data: { cartCreate: { cart: { id: string } } } }).data.cartCreate.cart;

const site = await stubSite({
  env: { SHOPIFY_STORE_DOMAIN: 'tailored-linen.myshopify.com', SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'private-token', TRUSTED_PROXY_HOPS: '1' },
});

/** Headers of every request the shop received while `send` ran. */
async function shopHeadersDuring(send: () => Response | Promise<Response>, answers: nock.Body[]) {
  const seen: Array<Record<string, unknown>> = [];
  const scope = nock(SHOP);
  for (const answer of answers) {
    scope.post(PATH).reply(function () {
      seen.push(this.req.headers);
      return [200, answer];
    });
  }
  const response = await send();
  return { response, seen };
}

const cookie = `${CART_COOKIE}=${encodeURIComponent(cart.id)}`;
const forwardedFor = { 'X-Forwarded-For': '6.6.6.6, 198.51.100.4' };

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => {
  nock.enableNetConnect();
  site.cleanup();
});

describe('the buyer IP on the shop calls a shopper’s request makes', () => {
  it('a cart load sends the private token and the address the trusted proxy saw', async () => {
    const { response, seen } = await shopHeadersDuring(
      () => site.app.request('/api/cart', { headers: { Cookie: cookie, ...forwardedFor } }),
      [{ data: { cart } }],
    );
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ 'shopify-storefront-private-token': 'private-token', 'shopify-storefront-buyer-ip': '198.51.100.4' });
  });

  it('an add sends it with both the load and the change', async () => {
    const { response, seen } = await shopHeadersDuring(
      () =>
        site.app.request('/api/cart/lines', {
          method: 'POST',
          headers: { Cookie: cookie, Origin: SITE_ORIGIN, 'Content-Type': 'application/json', ...forwardedFor },
          body: JSON.stringify({ variantId: '4101331', quantity: 1 }),
        }),
      [{ data: { cart } }, { data: { cartLinesAdd: { cart, userErrors: [], warnings: [] } } }],
    );
    expect(response.status).toBe(200);
    expect(seen.map((headers) => headers['shopify-storefront-buyer-ip'])).toEqual(['198.51.100.4', '198.51.100.4']);
  });

  it('the checkout link sends it too', async () => {
    const { response, seen } = await shopHeadersDuring(
      () => site.app.request('/checkout', { headers: { Cookie: cookie, ...forwardedFor } }),
      [{ data: { cart } }],
    );
    expect(response.status).toBe(303);
    expect(seen[0]!['shopify-storefront-buyer-ip']).toBe('198.51.100.4');
  });

  it('an address that cannot be known is left out rather than made up', async () => {
    const { seen } = await shopHeadersDuring(() => site.app.request('/api/cart', { headers: { Cookie: cookie } }), [{ data: { cart } }]);
    expect(seen[0]!['shopify-storefront-buyer-ip']).toBeUndefined();
  });
});
