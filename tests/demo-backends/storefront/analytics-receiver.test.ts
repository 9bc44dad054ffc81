// The demo shop receives Shopify analytics as a shop's domain does. Batches are made by hydrogen-react's own
// sendShopifyAnalytics (its fetch routed to the shop), so the shape checked is the one a real sender produces.
import {
  AnalyticsEventName,
  AnalyticsPageType,
  sendShopifyAnalytics,
  type ShopifyAddToCartPayload,
  type ShopifyAnalytics,
  type ShopifyPageViewPayload,
} from '@shopify/hydrogen-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCE_BATCH_PATH, RECEIVED_ANALYTICS_JSON_PATH, RECEIVED_ANALYTICS_PATH } from '../../../demo-backends/storefront/analytics-receiver.ts';
import { CUSTOMER_TRACKING_SCHEMA, PAGE_VIEW_SCHEMA } from '../../../demo-backends/storefront/monorail-schemas.ts';
import { ReceivedAnalytics } from '../../../demo-backends/storefront/received-analytics.ts';
import { createDemoShopApp } from '../../../demo-backends/storefront/app.ts';
import { SqliteCartStore } from '../../../demo-backends/storefront/sqlite-cart-store.ts';
import { PUBLIC_BASE_URL, tempDbPath } from './support/demo-shop.ts';

const SHOP_DOMAIN = 'shop.example';

function testShop() {
  const analytics = new ReceivedAnalytics();
  return { analytics, app: createDemoShopApp({ carts: new SqliteCartStore(tempDbPath()), publicBaseUrl: PUBLIC_BASE_URL, analytics }) };
}

type Shop = ReturnType<typeof testShop>;

const VISITOR = {
  hasUserConsent: true,
  analyticsAllowed: true,
  marketingAllowed: false,
  saleOfDataAllowed: false,
  shopId: 'gid://shopify/Shop/68829970619',
  currency: 'AUD',
  uniqueToken: '5f1c7b2e-2d1a-4c3b-9e8f-0a1b2c3d4e5f',
  visitToken: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  url: 'https://www.example.com/products/tailored-sateen-sheet-set-premium',
  path: '/products/tailored-sateen-sheet-set-premium',
  search: '',
  referrer: 'https://www.example.com/',
  title: 'Tailored Sateen Sheet Set — Premium',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  navigationType: 'navigate',
  navigationApi: 'PerformanceNavigationTiming',
} satisfies Partial<ShopifyPageViewPayload>;

const PREMIUM_KING = {
  productGid: 'gid://shopify/Product/4101',
  variantGid: 'gid://shopify/ProductVariant/4101331',
  name: 'Tailored Sateen Sheet Set — Premium',
  variantName: 'King / 26-30 cm / White',
  brand: 'Demo Bedding',
  price: '1050.0',
  quantity: 2,
};

const productPageView: ShopifyAnalytics = {
  eventName: AnalyticsEventName.PAGE_VIEW,
  payload: { ...VISITOR, pageType: AnalyticsPageType.product, resourceId: PREMIUM_KING.productGid, products: [PREMIUM_KING], totalValue: 1050 },
};

const addToCart: ShopifyAnalytics = {
  eventName: AnalyticsEventName.ADD_TO_CART,
  payload: { ...VISITOR, cartId: 'gid://shopify/Cart/c1-demo-cart', products: [PREMIUM_KING], totalValue: 2100 } satisfies ShopifyAddToCartPayload,
};

/** Sends an event with hydrogen-react to the shop, and returns the batch it sent and the shop's answer. */
async function send(shop: Shop, event: ShopifyAnalytics): Promise<{ batch: any; status: number }> {
  const sent: { batch: any; status: number }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    expect(url.host).toBe(SHOP_DOMAIN);
    const response = await shop.app.request(url.pathname, { method: 'POST', headers: init?.headers, body: init?.body });
    sent.push({ batch: JSON.parse(String(init?.body)), status: response.status });
    return response;
  });
  await sendShopifyAnalytics(event, SHOP_DOMAIN);
  vi.restoreAllMocks();
  if (sent.length !== 1) throw new Error(`hydrogen-react sent ${sent.length} batches, not one`);
  return sent[0]!;
}

const post = (shop: Shop, body: unknown) =>
  shop.app.request(PRODUCE_BATCH_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A batch as hydrogen-react sent it, with one change made to its first event's payload. */
async function changedBatch(change: (payload: Record<string, unknown>) => void) {
  const { batch } = await send(testShop(), addToCart);
  change(batch.events[0].payload);
  return batch;
}

afterEach(() => vi.restoreAllMocks());

describe("the demo shop's Shopify analytics endpoint", () => {
  it("keeps a product page view and an add to cart sent by hydrogen-react, answering 200 as Shopify's endpoint does", async () => {
    const shop = testShop();
    const view = await send(shop, productPageView);
    expect(view.status).toBe(200);
    expect(view.batch.events.map((event: any) => event.schema_id)).toEqual([PAGE_VIEW_SCHEMA, CUSTOMER_TRACKING_SCHEMA, CUSTOMER_TRACKING_SCHEMA]);
    const added = await send(shop, addToCart);
    expect(added.status).toBe(200);

    const kept = shop.analytics.received();
    expect(kept.map(({ schemaId, payload }) => [schemaId, payload.event_name ?? payload.pageType])).toEqual([
      [CUSTOMER_TRACKING_SCHEMA, 'product_added_to_cart'],
      [CUSTOMER_TRACKING_SCHEMA, 'product_page_rendered'],
      [CUSTOMER_TRACKING_SCHEMA, 'page_rendered'],
      [PAGE_VIEW_SCHEMA, 'product'],
    ]);
    const cartEvent = kept[0]!;
    expect(cartEvent.payload).toMatchObject({
      shop_id: 68829970619,
      currency: 'AUD',
      cart_token: 'c1-demo-cart',
      total_value: 2100,
      unique_token: VISITOR.uniqueToken,
    });
    expect(JSON.parse((cartEvent.payload.products as string[])[0]!)).toMatchObject({ product_gid: PREMIUM_KING.productGid, quantity: 2, price: 1050 });
    expect(cartEvent.sentAtMs).toBe(added.batch.metadata.event_sent_at_ms);
    expect(kept[3]!.payload).toMatchObject({ shopId: 68829970619, resourceId: 4101, uniqToken: VISITOR.uniqueToken, visitToken: VISITOR.visitToken });
    expect(shop.analytics.tally()).toEqual({ accepted: 4, refused: 0, refusedForConsent: 0, malformedBatches: 0 });
  });

  it("answers a storefront's page on another origin so that its script can read the answer", async () => {
    const shop = testShop();
    const batch = await changedBatch(() => {});
    const response = await shop.app.request(PRODUCE_BATCH_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://www.lindenandtuck.com.au' },
      body: JSON.stringify(batch),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('also answers at the path of Monorail’s own host', async () => {
    const shop = testShop();
    const batch = await changedBatch(() => {});
    const response = await shop.app.request('/unstable/produce_batch', { method: 'POST', body: JSON.stringify(batch) });
    expect(response.status).toBe(200);
    expect(shop.analytics.received()).toHaveLength(1);
  });

  it('refuses an event of an unknown schema with 207 and says why, keeping the good one beside it', async () => {
    const shop = testShop();
    const good = await changedBatch(() => {});
    const unknown = { ...good.events[0], schema_id: 'storefront_page_view/9.9' };
    const response = await post(shop, { ...good, events: [good.events[0], unknown] });
    expect(response.status).toBe(207);
    expect(await response.json()).toEqual({
      result: [
        { status: 200, message: 'ok' },
        { status: 400, message: expect.stringMatching(/^Schema validation error: events\[1\]: unknown schema_id "storefront_page_view\/9\.9"/) },
      ],
    });
    expect(shop.analytics.received()).toHaveLength(1);
    expect(shop.analytics.tally()).toMatchObject({ accepted: 1, refused: 1 });
  });

  it.each([
    ['a missing shop id', (payload: Record<string, unknown>) => delete payload.shop_id, 'shop_id is required'],
    ['a shop id that is not a gid (sent as null)', (payload: Record<string, unknown>) => (payload.shop_id = null), 'shop_id must be an integer'],
    ['an add to cart without its cart', (payload: Record<string, unknown>) => delete payload.cart_token, 'cart_token is required for product_added_to_cart'],
    ['an unknown event name', (payload: Record<string, unknown>) => (payload.event_name = 'product_wished'), 'unknown event_name "product_wished"'],
    [
      'a product without a price',
      (payload: Record<string, unknown>) =>
        (payload.products = ['{"product_gid":"gid://shopify/Product/1","name":"A","variant":"","brand":"B","price":null,"quantity":1}']),
      'products[0].price must be a number',
    ],
    [
      'consent fields that are not booleans',
      (payload: Record<string, unknown>) => (payload.analytics_allowed = 'yes'),
      'analytics_allowed must be true or false',
    ],
  ])('refuses %s and says why', async (_case, change, reason) => {
    const shop = testShop();
    const response = await post(shop, await changedBatch(change));
    expect(response.status).toBe(207);
    const { result } = await response.json();
    expect(result).toEqual([{ status: 400, message: expect.stringContaining(reason) }]);
    expect(shop.analytics.received()).toEqual([]);
  });

  it('never keeps an event that says analytics is not allowed, and counts it', async () => {
    const shop = testShop();
    const declined = await send(shop, { ...addToCart, payload: { ...addToCart.payload, analyticsAllowed: false } });
    expect(declined.batch.events[0].payload.analytics_allowed).toBe(false);
    expect(declined.status).toBe(200);
    const { batch: pageView } = await send(testShop(), productPageView);
    pageView.events = [pageView.events[0]];
    pageView.events[0].payload.isPersistentCookie = false;
    expect((await post(shop, pageView)).status).toBe(200);
    expect(shop.analytics.received()).toEqual([]);
    expect(shop.analytics.tally()).toMatchObject({ accepted: 0, refusedForConsent: 2 });
  });

  it('does not send at all when the visitor gave no consent (hydrogen-react), so nothing reaches the shop', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await sendShopifyAnalytics({ ...addToCart, payload: { ...addToCart.payload, hasUserConsent: false } }, SHOP_DOMAIN);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', 'events=1', 'must be a JSON object'],
    ['without events', { metadata: { event_sent_at_ms: 1 } }, '"events" must be a non-empty array'],
    ['with no events', { events: [], metadata: { event_sent_at_ms: 1 } }, '"events" must be a non-empty array'],
    ['without the time it was sent', { events: [{}] }, '"metadata.event_sent_at_ms"'],
  ])('refuses a batch %s whole with 400 and the reason', async (_case, body, reason) => {
    const shop = testShop();
    const response = await post(shop, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(reason);
    expect(shop.analytics.tally()).toMatchObject({ malformedBatches: 1, accepted: 0 });
  });

  it('refuses a batch larger than it reads with 413', async () => {
    const response = await post(testShop(), { events: [{ payload: { title: 'x'.repeat(70_000) } }], metadata: { event_sent_at_ms: 1 } });
    expect(response.status).toBe(413);
  });

  it('keeps only the newest events past its bound', async () => {
    const analytics = new ReceivedAnalytics(2);
    const batch = await changedBatch(() => {});
    for (const total of [1, 2, 3])
      analytics.receiveBatch({ ...batch, events: [{ ...batch.events[0], payload: { ...batch.events[0].payload, total_value: total } }] });
    expect(analytics.received().map(({ payload }) => payload.total_value)).toEqual([3, 2]);
    expect(analytics.tally().accepted).toBe(3);
  });
});

describe("the demo shop's page of received analytics", () => {
  it('lists what it kept, newest first, with the counts of what it refused, and escapes what browsers sent', async () => {
    const shop = testShop();
    await send(shop, productPageView);
    await send(shop, { ...addToCart, payload: { ...addToCart.payload, url: 'https://www.example.com/<script>' } });
    await post(shop, 'not a batch');

    const response = await shop.app.request(RECEIVED_ANALYTICS_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<h1>Analytics received</h1>');
    const rows = [...page.matchAll(/<tr>\n<td>[^<]+<\/td>\n<td>([^<]+)<\/td>/g)].map((match) => match[1]);
    expect(rows).toEqual(['product_added_to_cart', 'product_page_rendered', 'page_rendered', 'page view (product)']);
    expect(page).toContain('Tailored Sateen Sheet Set — Premium · King / 26-30 cm / White × 2');
    expect(page).toContain('2100 AUD');
    expect(page).toContain('https://www.example.com/&lt;script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toMatch(/Accepted<\/th><td class="number">4</);
    expect(page).toMatch(/Batches refused whole<\/th><td class="number">1</);
  });

  it('gives the same as JSON for a test in another process: the counts and every kept event, newest first', async () => {
    const shop = testShop();
    await send(shop, addToCart);
    await send(shop, { ...addToCart, payload: { ...addToCart.payload, analyticsAllowed: false } });
    const response = await shop.app.request(RECEIVED_ANALYTICS_JSON_PATH);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { counts, events } = await response.json();
    expect(counts).toEqual({ accepted: 1, refused: 0, refusedForConsent: 1, malformedBatches: 0 });
    expect(events).toEqual([
      expect.objectContaining({
        schemaId: CUSTOMER_TRACKING_SCHEMA,
        payload: expect.objectContaining({ event_name: 'product_added_to_cart', analytics_allowed: true }),
      }),
    ]);
  });

  it('says when nothing was received yet', async () => {
    const page = await (await testShop().app.request(RECEIVED_ANALYTICS_PATH)).text();
    expect(page).toContain('No events received yet.');
  });
});
