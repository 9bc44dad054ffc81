// Brief shop failures against recorded answers (nock): reads (product search, cart load) are tried again after
// the shop's Retry-After or a doubling wait, within a bounded budget; cart changes are sent once, never again.
// The waits run on fake timers, so each test states exactly when every request reached the shop.
import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopUnavailableError } from '../../../clients/storefront/errors.ts';
import { READ_RETRY_FIRST_WAIT_MS, retryAfterMs } from '../../../clients/storefront/read-retry.ts';
import { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { PRODUCT_SEARCH_LIMIT } from '../../../shop-rules/constants.ts';
import type { Fixture } from './record-fixtures.ts';

const SHOP = 'https://tailored-linen.myshopify.com';
const PATH = '/api/2026-04/graphql.json';
const START = new Date('2026-03-02T09:00:00.000Z');

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Fixture;
const searched = fixture('product-search');
const created = fixture('cart-create');
const cartId = (created.body as { data: { cartCreate: { cart: { id: string } } } }).data.cartCreate.cart.id;
const lines = created.variables.lines as Array<{ merchandiseId: string; quantity: number }>;

const shopClient = (timeoutMs = 8_000) => new StorefrontClient({ endpoint: `${SHOP}${PATH}`, publicStorefrontToken: 'token', timeoutMs });

/** Milliseconds after the start at which each request reached the shop. */
let arrivals: number[] = [];
type Answer = [number, nock.Body, Record<string, string>?];
/** The shop answers the n-th request with the n-th answer ('network' drops the connection instead). */
function shopAnswers(...answers: Array<Answer | 'network'>): nock.Scope {
  const scope = nock(SHOP).on('request', () => arrivals.push(Date.now() - START.getTime()));
  for (const answer of answers) {
    const interceptor = scope.post(PATH);
    if (answer === 'network') interceptor.replyWithError({ code: 'ECONNRESET', message: 'socket hang up' });
    else interceptor.reply(...answer);
  }
  return scope;
}
const UNAVAILABLE: Answer = [503, { errors: [{ message: 'Service Unavailable' }] }];
const SEARCH_ANSWER: Answer = [200, searched.body as nock.Body];
const CART_ANSWER: Answer = [200, { data: { cart: (created.body as { data: { cartCreate: { cart: unknown } } }).data.cartCreate.cart } }];

/** Runs the client's waits (fake timers) as they appear, until the call settles. */
async function settled<T>(call: Promise<T>): Promise<T | Error> {
  let done = false;
  const outcome = call
    .then(
      (value) => value,
      (error: Error) => error,
    )
    .finally(() => (done = true));
  while (!done) {
    if (vi.getTimerCount() > 0) await vi.runOnlyPendingTimersAsync();
    else await new Promise((resolve) => setImmediate(resolve));
  }
  return outcome;
}

beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  arrivals = [];
  // Only the client's waits and the clock are faked: the shop's answers (nock) and the call's time limit run as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START });
});
afterEach(() => {
  vi.useRealTimers();
  nock.cleanAll();
});
afterAll(() => nock.enableNetConnect());

describe('a read the shop could not answer for a moment is tried again', () => {
  it('429 with Retry-After in seconds: asked again exactly that much later, then answered', async () => {
    shopAnswers([429, { errors: [{ message: 'Throttled' }] }, { 'Retry-After': '1' }], SEARCH_ANSWER);
    const products = await settled(shopClient().searchProducts(PRODUCT_SEARCH_LIMIT));
    expect(products).toHaveLength(2);
    expect(arrivals).toEqual([0, 1000]);
  });

  it('429 with Retry-After as an HTTP date: asked again at that time', async () => {
    const at = new Date(START.getTime() + 2000).toUTCString();
    shopAnswers([429, { errors: [{ message: 'Throttled' }] }, { 'Retry-After': at }], CART_ANSWER);
    const cart = await settled(shopClient().loadCart(cartId));
    expect(cart).toMatchObject({ id: cartId });
    expect(arrivals).toEqual([0, 2000]);
  });

  it('503 twice, then 200: two retries with doubling waits', async () => {
    shopAnswers(UNAVAILABLE, UNAVAILABLE, SEARCH_ANSWER);
    expect(await settled(shopClient().searchProducts(PRODUCT_SEARCH_LIMIT))).toHaveLength(2);
    expect(arrivals).toEqual([0, READ_RETRY_FIRST_WAIT_MS, READ_RETRY_FIRST_WAIT_MS * 3]);
  });

  it('a dropped connection is tried again', async () => {
    shopAnswers('network', CART_ANSWER);
    expect(await settled(shopClient().loadCart(cartId))).toMatchObject({ id: cartId });
    expect(arrivals).toEqual([0, READ_RETRY_FIRST_WAIT_MS]);
  });

  it('gives up after two retries with ShopUnavailableError', async () => {
    const scope = shopAnswers(UNAVAILABLE, UNAVAILABLE, UNAVAILABLE, SEARCH_ANSWER);
    const failure = await settled(shopClient().searchProducts(PRODUCT_SEARCH_LIMIT));
    expect(failure).toBeInstanceOf(ShopUnavailableError);
    expect((failure as ShopUnavailableError).status).toBe(503);
    expect(arrivals).toHaveLength(3);
    expect(scope.pendingMocks()).toHaveLength(1);
  });

  it('does not wait past the budget: a Retry-After of 30 s fails at once rather than keeping the shopper waiting', async () => {
    shopAnswers([429, { errors: [{ message: 'Throttled' }] }, { 'Retry-After': '30' }], SEARCH_ANSWER);
    expect(await settled(shopClient().searchProducts(PRODUCT_SEARCH_LIMIT))).toBeInstanceOf(ShopUnavailableError);
    expect(arrivals).toEqual([0]);
  });

  it('keeps all waits within a quarter of the call timeout (1 s timeout: one retry after 250 ms, no 500 ms wait)', async () => {
    shopAnswers(UNAVAILABLE, UNAVAILABLE, SEARCH_ANSWER);
    expect(await settled(shopClient(1_000).searchProducts(PRODUCT_SEARCH_LIMIT))).toBeInstanceOf(ShopUnavailableError);
    expect(arrivals).toEqual([0, 250]);
  });

  it.each<[string, Answer]>([
    ['HTTP 500', [500, 'Internal Server Error']],
    ['HTTP 401', [401, { errors: [{ message: 'Unauthorized' }] }]],
  ])('%s is not brief: not tried again', async (_, answer) => {
    const scope = shopAnswers(answer, CART_ANSWER);
    expect(await settled(shopClient().loadCart(cartId))).toBeInstanceOf(Error);
    expect(arrivals).toEqual([0]);
    expect(scope.pendingMocks()).toHaveLength(1);
  });
});

describe('a cart change is never sent twice', () => {
  it.each([
    ['createCart', (shop: StorefrontClient) => shop.createCart(lines)],
    ['addLines', (shop: StorefrontClient) => shop.addLines(cartId, lines)],
    ['updateLines', (shop: StorefrontClient) => shop.updateLines(cartId, [{ id: 'gid://shopify/CartLine/1', quantity: 2 }])],
  ])('%s that gets 503 fails with ShopUnavailableError after one request', async (_, change) => {
    const scope = shopAnswers(UNAVAILABLE, [200, created.body as nock.Body]);
    expect(await settled(change(shopClient()))).toBeInstanceOf(ShopUnavailableError);
    expect(arrivals).toEqual([0]);
    expect(scope.pendingMocks()).toHaveLength(1);
  });

  it('nor after a dropped connection (the shop may have applied it)', async () => {
    const scope = shopAnswers('network', [200, created.body as nock.Body]);
    expect(await settled(shopClient().createCart(lines))).toBeInstanceOf(ShopUnavailableError);
    expect(scope.pendingMocks()).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates; anything else is no instruction', () => {
    const now = START.getTime();
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs(new Date(now + 5000).toUTCString(), now)).toBe(5000);
    expect(retryAfterMs(new Date(now - 5000).toUTCString(), now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-1', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
