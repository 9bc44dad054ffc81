// How each call authenticates, as Shopify recommends (Hydrogen's createStorefrontClient): a private token with the
// shopper's IP for server-side calls, or the public token; never both. Requests are caught by nock and answered
// with recorded shop answers.
import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShopRequestError } from '../../../clients/storefront/errors.ts';
import { StorefrontClient, type StorefrontClientOptions } from '../../../clients/storefront/storefront-client.ts';
import { readConfig } from '../../../server/config/config.ts';
import { createShopClient } from '../../../server/backends/shop-client.ts';
import type { Fixture } from './record-fixtures.ts';

const SHOP = 'https://tailored-linen.myshopify.com';
const PATH = '/api/2026-04/graphql.json';
const BUYER_IP = '203.0.113.7';

const created = JSON.parse(readFileSync(new URL('./fixtures/cart-create.json', import.meta.url), 'utf8')) as Fixture;
const cart = (created.body as { data: { cartCreate: { cart: { id: string } } } }).data.cartCreate.cart;
const lines = created.variables.lines as Array<{ merchandiseId: string; quantity: number }>;

/** The headers the shop received for one cart load and one cart creation made for the shopper at BUYER_IP. */
async function sentHeaders(shop: StorefrontClient): Promise<Array<Record<string, string | string[] | undefined>>> {
  const seen: Array<Record<string, string | string[] | undefined>> = [];
  nock(SHOP)
    .post(PATH)
    .reply(function () {
      seen.push(this.req.headers);
      return [200, { data: { cart } }];
    })
    .post(PATH)
    .reply(function () {
      seen.push(this.req.headers);
      return [200, created.body as nock.Body];
    });
  await shop.loadCart(cart.id, { buyerIp: BUYER_IP });
  await shop.createCart(lines, { buyerIp: BUYER_IP });
  return seen;
}

const client = (access: Partial<StorefrontClientOptions>) => new StorefrontClient({ endpoint: `${SHOP}${PATH}`, timeoutMs: 2_000, ...access });

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Storefront token headers', () => {
  it('a private token is sent as Shopify-Storefront-Private-Token with the shopper’s IP as Shopify-Storefront-Buyer-IP', async () => {
    for (const headers of await sentHeaders(client({ privateStorefrontToken: 'private-token' }))) {
      expect(headers['shopify-storefront-private-token']).toBe('private-token');
      expect(headers['shopify-storefront-buyer-ip']).toBe(BUYER_IP);
      expect(headers['x-shopify-storefront-access-token']).toBeUndefined();
    }
  });

  it('a call made for no shopper in particular (the shared product search) sends no buyer IP', async () => {
    let headers: Record<string, string | string[] | undefined> = {};
    nock(SHOP)
      .post(PATH)
      .reply(function () {
        headers = this.req.headers;
        return [200, { data: { products: { edges: [] } } }];
      });
    await client({ privateStorefrontToken: 'private-token' }).searchProducts(10);
    expect(headers['shopify-storefront-private-token']).toBe('private-token');
    expect(headers['shopify-storefront-buyer-ip']).toBeUndefined();
  });

  it('a public token is sent as X-Shopify-Storefront-Access-Token, without a buyer IP (the shop sees the caller)', async () => {
    for (const headers of await sentHeaders(client({ publicStorefrontToken: 'public-token' }))) {
      expect(headers['x-shopify-storefront-access-token']).toBe('public-token');
      expect(headers['shopify-storefront-private-token']).toBeUndefined();
      expect(headers['shopify-storefront-buyer-ip']).toBeUndefined();
    }
  });

  it('with both tokens only the private one is sent', async () => {
    const [headers] = await sentHeaders(client({ privateStorefrontToken: 'private-token', publicStorefrontToken: 'public-token' }));
    expect(headers!['shopify-storefront-private-token']).toBe('private-token');
    expect(headers!['x-shopify-storefront-access-token']).toBeUndefined();
  });

  it('the client the server builds from SHOPIFY_STOREFRONT_PRIVATE_TOKEN sends it', async () => {
    const config = readConfig({ SHOPIFY_STORE_DOMAIN: 'tailored-linen.myshopify.com', SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'from-env' });
    const [headers] = await sentHeaders(createShopClient(config));
    expect(headers!['shopify-storefront-private-token']).toBe('from-env');
    expect(headers!['shopify-storefront-buyer-ip']).toBe(BUYER_IP);
  });

  it('a refused private token names SHOPIFY_STOREFRONT_PRIVATE_TOKEN, without its value', async () => {
    nock(SHOP)
      .post(PATH)
      .reply(401, { errors: [{ message: 'Unauthorized' }] });
    const failure = await client({ privateStorefrontToken: 'private-token' })
      .loadCart(cart.id)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShopRequestError);
    expect((failure as Error).message).toContain('check SHOPIFY_STOREFRONT_PRIVATE_TOKEN');
    expect((failure as Error).message).not.toContain('private-token');
  });
});
