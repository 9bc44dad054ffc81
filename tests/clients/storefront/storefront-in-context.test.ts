// The configured market reaches the shop: the client the server builds from SITE_COUNTRY and SITE_LOCALE sends
// them as `$country` and `$language` for `@inContext` with every Storefront call (requests caught by nock).
import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { PRODUCT_SEARCH_LIMIT } from '../../../shop-rules/constants.ts';
import { readConfig } from '../../../server/config/config.ts';
import { createShopClient } from '../../../server/backends/shop-client.ts';
import type { Fixture } from './record-fixtures.ts';

const SHOP = 'https://tailored-linen.myshopify.com';
const PATH = '/api/2026-04/graphql.json';
const SHOP_ENV = { SHOPIFY_STORE_DOMAIN: 'tailored-linen.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 'storefront-token-for-tests' };

type SentRequest = { query: string; variables: Record<string, unknown> };

const recordedCart = (JSON.parse(readFileSync(new URL('./fixtures/cart-create.json', import.meta.url), 'utf8')) as Fixture).body as {
  data: { cartCreate: { cart: { id: string } } };
};
const cart = recordedCart.data.cartCreate.cart;
const cartPayload = { cart, userErrors: [], warnings: [] };
const lines = [{ merchandiseId: 'gid://shopify/ProductVariant/4101331', quantity: 1 }];

/** Every call the client makes, with the answer that lets it finish. */
const CALLS: { name: string; field: string; answer: unknown; call: (shop: StorefrontClient) => Promise<unknown> }[] = [
  { name: 'searchProducts', field: 'products', answer: { edges: [] }, call: (shop) => shop.searchProducts(PRODUCT_SEARCH_LIMIT) },
  { name: 'loadCart', field: 'cart', answer: null, call: (shop) => shop.loadCart(cart.id) },
  { name: 'createCart', field: 'cartCreate', answer: cartPayload, call: (shop) => shop.createCart(lines) },
  { name: 'addLines', field: 'cartLinesAdd', answer: cartPayload, call: (shop) => shop.addLines(cart.id, lines) },
  {
    name: 'updateLines',
    field: 'cartLinesUpdate',
    answer: cartPayload,
    call: (shop) => shop.updateLines(cart.id, [{ id: 'gid://shopify/CartLine/1', quantity: 2 }]),
  },
  { name: 'removeLines', field: 'cartLinesRemove', answer: cartPayload, call: (shop) => shop.removeLines(cart.id, ['gid://shopify/CartLine/1']) },
  { name: 'updateDiscountCodes', field: 'cartDiscountCodesUpdate', answer: cartPayload, call: (shop) => shop.updateDiscountCodes(cart.id, ['WELCOME10']) },
];

/** Sends one call through a client built from the given environment and returns the request the shop received. */
async function sentRequest(env: Record<string, string>, { field, answer, call }: (typeof CALLS)[number]): Promise<SentRequest> {
  let sent: SentRequest | null = null;
  const scope = nock(SHOP)
    .post(PATH, (body: SentRequest) => {
      sent = body;
      return true;
    })
    .reply(200, { data: { [field]: answer } });
  await call(createShopClient(readConfig({ ...SHOP_ENV, ...env })));
  expect(scope.isDone()).toBe(true);
  return sent!;
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('the configured country and language in every Storefront call', () => {
  it.each(CALLS)('$name sends SITE_COUNTRY=NZ as $country and the locale as $language', async (entry) => {
    const { query, variables } = await sentRequest({ SITE_COUNTRY: 'NZ' }, entry);
    expect(variables).toMatchObject({ country: 'NZ', language: 'EN' });
    expect(query).toContain('@inContext(country: $country, language: $language)');
  });

  it.each(CALLS)('$name is asked in AU and EN when neither is configured', async (entry) => {
    const { variables } = await sentRequest({}, entry);
    expect(variables).toMatchObject({ country: 'AU', language: 'EN' });
  });

  it('sends the language of SITE_LOCALE', async () => {
    const { variables } = await sentRequest({ SITE_COUNTRY: 'CA', SITE_LOCALE: 'fr' }, CALLS[0]!);
    expect(variables).toMatchObject({ country: 'CA', language: 'FR' });
  });
});
