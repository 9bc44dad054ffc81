import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_WEBHOOK_PATH } from '../../../server/analytics/analytics-paths.ts';
import { minorUnits, orderFromPayload } from '../../../server/analytics/order-webhook.ts';
import { type AnalyticsSite, analyticsSite, WEBHOOK_SECRET } from './support/analytics-site.ts';

const NOW = Date.parse('2026-11-28T03:00:00Z');
const VISIT = 'AbCdEfGhIjKlMnOpQrStUv';
let site: AnalyticsSite;
afterEach(() => site?.stop());

const payload = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 5930000001001,
    name: '#1001',
    created_at: '2026-11-28T13:30:00+11:00',
    currency: 'AUD',
    total_price: '189.50',
    email: 'ana@example.com',
    note_attributes: [{ name: '_visit', value: VISIT }],
    ...overrides,
  });

function deliver(body: string, headers: Record<string, string | null> = {}) {
  const all: Record<string, string | null> = {
    'Content-Type': 'application/json',
    'X-Shopify-Hmac-Sha256': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('base64'),
    'X-Shopify-Topic': 'orders/create',
    'X-Shopify-Shop-Domain': 'linden-tuck.myshopify.com',
    'X-Shopify-API-Version': '2026-04',
    'X-Shopify-Webhook-Id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
    'X-Shopify-Triggered-At': new Date(NOW - 60_000).toISOString(),
    ...headers,
  };
  const sent = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null));
  // No Origin: a shop is no browser. The same-origin rule and the write limit must let it through.
  return site.app.request(`${site.origin}${ORDER_WEBHOOK_PATH}`, { method: 'POST', headers: sent, body });
}

const storedOrders = () => site.analytics.store.ordersOfDays(['2026-11-28']);

describe("the shop's orders/create webhook", () => {
  it('stores a signed order with its total, currency, time and the visit its cart carried; never the e-mail', async () => {
    site = await analyticsSite({ now: () => NOW });
    const response = await deliver(payload());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(await storedOrders()).toEqual([
      { orderId: '5930000001001', totalMinor: 18950, currency: 'AUD', visitor: VISIT, createdAt: Date.parse('2026-11-28T02:30:00Z'), day: '2026-11-28' },
    ]);
    expect(JSON.stringify(await storedOrders())).not.toContain('ana@example.com');
  });

  it('refuses an unsigned webhook, a wrong signature and a body changed after signing (401)', async () => {
    site = await analyticsSite({ now: () => NOW });
    expect((await deliver(payload(), { 'X-Shopify-Hmac-Sha256': null })).status).toBe(401);
    expect(
      (await deliver(payload(), { 'X-Shopify-Hmac-Sha256': createHmac('sha256', 'another-secret-0123456789').update(payload()).digest('base64') })).status,
    ).toBe(401);
    const signedFor = createHmac('sha256', WEBHOOK_SECRET).update(payload()).digest('base64');
    const tampered = await deliver(payload({ total_price: '1.00' }), { 'X-Shopify-Hmac-Sha256': signedFor });
    expect(tampered.status).toBe(401);
    expect((await tampered.json()).error.code).toBe('UNAUTHORIZED');
    expect(await storedOrders()).toEqual([]);
  });

  it('acknowledges a replayed delivery (the same webhook id) without storing it twice', async () => {
    site = await analyticsSite({ now: () => NOW });
    expect((await deliver(payload())).status).toBe(200);
    const replay = await deliver(payload());
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    // A replay whose body was changed to another order under the same id stores nothing either.
    expect(await (await deliver(payload({ id: 5930000001002 }))).json()).toEqual({ received: true, duplicate: true });
    expect(await storedOrders()).toHaveLength(1);
  });

  it('refuses a delivery triggered too long ago, or in the future, with 400', async () => {
    site = await analyticsSite({ now: () => NOW, env: { SHOPIFY_WEBHOOK_MAX_AGE_MINUTES: '360' } });
    const stale = await deliver(payload(), { 'X-Shopify-Triggered-At': new Date(NOW - 361 * 60_000).toISOString() });
    expect(stale.status).toBe(400);
    expect((await stale.json()).error.code).toBe('STALE_WEBHOOK');
    const future = await deliver(payload(), { 'X-Shopify-Triggered-At': new Date(NOW + 3_600_000).toISOString() });
    expect(future.status).toBe(400);
    // A retry within the window is taken.
    expect((await deliver(payload(), { 'X-Shopify-Triggered-At': new Date(NOW - 359 * 60_000).toISOString() })).status).toBe(200);
  });

  it('refuses another topic, a delivery without id or trigger time, and an order it cannot read (400)', async () => {
    site = await analyticsSite({ now: () => NOW });
    expect((await deliver(payload(), { 'X-Shopify-Topic': 'orders/updated' })).status).toBe(400);
    expect((await deliver(payload(), { 'X-Shopify-Webhook-Id': null })).status).toBe(400);
    expect((await deliver(payload(), { 'X-Shopify-Triggered-At': null })).status).toBe(400);
    const unreadable = await deliver(payload({ total_price: 'lots' }));
    expect(unreadable.status).toBe(400);
    expect((await unreadable.json()).error.message).toMatch(/^The order payload cannot be read: total_price: a decimal amount/);
    expect(await storedOrders()).toEqual([]);
  });

  it('does not exist without SHOPIFY_WEBHOOK_SECRET when the shop is a real one', async () => {
    site = await analyticsSite({ env: { SHOPIFY_WEBHOOK_SECRET: '', SHOPIFY_STORE_DOMAIN: 'linden-tuck.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 'token' } });
    expect(site.config.analytics.webhookSecret).toBeNull();
    expect((await deliver(payload())).status).toBe(404);
  });
});

describe('reading an order payload', () => {
  it('adds amounts up in minor units exactly, and leaves a visit key that is not one out', () => {
    expect([minorUnits('189.5'), minorUnits('0.05'), minorUnits('1200'), minorUnits('19.99')]).toEqual([18950, 5, 120000, 1999]);
    const order = orderFromPayload(JSON.parse(payload({ note_attributes: [{ name: '_visit', value: 'ana@example.com' }] })), 'Australia/Sydney');
    expect(order.visitor).toBeNull();
  });
});
