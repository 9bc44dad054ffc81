import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CartCreateDocument } from '../../../generated/storefront/graphql.ts';
import { createDemoShopApp } from '../../../demo-backends/storefront/app.ts';
import type { StoredCart, StoredOrder } from '../../../demo-backends/storefront/cart-store.ts';
import { orderWebhookSender } from '../../../demo-backends/storefront/order-webhooks.ts';
import { SqliteCartStore } from '../../../demo-backends/storefront/sqlite-cart-store.ts';
import { mutate, PREMIUM_KING_26_30_WHITE, PUBLIC_BASE_URL, tempDbPath } from './support/demo-shop.ts';

const SECRET = 'app-signing-secret-0123456789';
type Delivery = { headers: Record<string, string>; body: string };

// A receiver on loopback that keeps what it was sent.
const deliveries: Delivery[] = [];
const receiver = serve({
  fetch: new Hono().post('/hooks', async (c) => {
    deliveries.push({ headers: Object.fromEntries(c.req.raw.headers), body: await c.req.text() });
    return c.text('ok');
  }).fetch,
  port: 0,
  hostname: '127.0.0.1',
});
await new Promise((resolve) => receiver.once('listening', resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function until<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('nothing arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the demo shop's orders/create webhook", () => {
  it('is sent when a sandbox order is placed, signed as Shopify signs, with the cart attributes as note_attributes', async () => {
    const app = createDemoShopApp({ carts: new SqliteCartStore(tempDbPath()), publicBaseUrl: PUBLIC_BASE_URL, orderWebhook: { url: hookUrl, secret: SECRET } });
    const { cartCreate } = await mutate(app, CartCreateDocument, {
      lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }],
      attributes: [{ key: '_visit', value: 'AbCdEfGhIjKlMnOpQrStUv' }],
    });
    const checkoutPath = cartCreate.cart!.checkoutUrl.slice(PUBLIC_BASE_URL.length);
    const placed = await app.request(checkoutPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=ana%40example.com',
    });
    expect(placed.status).toBe(303);

    const delivery = await until(() => deliveries.at(-1));
    expect(delivery.headers['x-shopify-hmac-sha256']).toBe(createHmac('sha256', SECRET).update(delivery.body).digest('base64'));
    expect(delivery.headers).toMatchObject({
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-shop-domain': 'localhost:3000',
      'x-shopify-api-version': '2026-04',
    });
    expect(delivery.headers['x-shopify-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - Date.parse(delivery.headers['x-shopify-triggered-at']!)).toBeLessThan(10_000);
    const order = JSON.parse(delivery.body);
    expect(order).toMatchObject({
      name: '#1001',
      order_number: 1001,
      currency: 'AUD',
      total_price: '1050.00',
      note_attributes: [{ name: '_visit', value: 'AbCdEfGhIjKlMnOpQrStUv' }],
      line_items: [{ sku: expect.any(String), quantity: 1, price: '1050.00' }],
    });
    expect(order.id).toBeGreaterThan(0);
  });

  it('tries a delivery that was not taken again, with the same body, id and trigger time', async () => {
    const sent: { headers: Record<string, string>; body: string }[] = [];
    const answers = [500, 503, 200];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      sent.push({ headers: init.headers as Record<string, string>, body: init.body as string });
      return new Response(null, { status: answers.shift() });
    }) as typeof fetch;
    const problems: unknown[] = [];
    const send = orderWebhookSender(
      { url: 'http://site.test/hook', secret: SECRET },
      { shopDomain: 'shop.test', logError: (_, fields) => problems.push(fields), retryDelaysMs: [5, 5], fetch: fakeFetch },
    );
    const order: StoredOrder = {
      orderNumber: 1002,
      cartToken: 'c1-x',
      email: 'a@b.co',
      lines: [],
      discountCodes: [],
      totalAmount: '10.00',
      currencyCode: 'AUD',
      createdAt: new Date().toISOString(),
      customerId: null,
    };
    const cart = { attributes: [], note: null } as unknown as StoredCart;
    expect(await send(order, cart)).toBe(true);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((attempt) => attempt.body)).size).toBe(1);
    expect(new Set(sent.map((attempt) => attempt.headers['X-Shopify-Webhook-Id'])).size).toBe(1);
    expect(new Set(sent.map((attempt) => attempt.headers['X-Shopify-Triggered-At'])).size).toBe(1);
    expect(problems).toMatchObject([
      { attempt: 1, problem: 'HTTP 500', retrying: true },
      { attempt: 2, problem: 'HTTP 503', retrying: true },
    ]);
  });
});

describe('cart permalinks with attributes', () => {
  it('keeps ?attributes[key]=value on the new cart, as Shopify does', async () => {
    const dbPath = tempDbPath();
    const app = createDemoShopApp({ carts: new SqliteCartStore(dbPath), publicBaseUrl: PUBLIC_BASE_URL });
    const response = await app.request('/cart/4101331:1?attributes%5B_visit%5D=AbCdEfGhIjKlMnOpQrStUv');
    expect(response.status).toBe(302);
    const token = /\/checkouts\/([^/?]+)/.exec(response.headers.get('Location')!)![1]!;
    const cart = await new SqliteCartStore(dbPath).find(token);
    expect(cart?.attributes).toEqual([{ key: '_visit', value: 'AbCdEfGhIjKlMnOpQrStUv' }]);
  });
});
