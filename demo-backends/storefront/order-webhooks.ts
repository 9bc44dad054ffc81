// The demo shop's orders/create webhook, sent as Shopify sends it when a sandbox order is placed: a JSON body in
// the shape of the Admin API's Order (the fields a receiver commonly reads, cart attributes as note_attributes),
// signed with the app's secret (X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body) and carrying Shopify's
// other webhook headers. A delivery that is not answered 2xx is tried again with the same body, webhook id and
// trigger time, as Shopify retries (8 times over 4 hours there; a few times over a minute here).
import { createHmac, randomUUID } from 'node:crypto';
import { errorDetail, type InternalErrorLog } from '../internal-errors.ts';
import type { StoredCart, StoredOrder } from './cart-store.ts';

export type OrderWebhookTarget = {
  /** Where orders/create is delivered (the site's ORDER_WEBHOOK_PATH). */
  url: string;
  /** The app's signing secret; the receiver holds the same one. */
  secret: string;
};

/** The Admin API version the payload is shaped after. */
export const WEBHOOK_API_VERSION = '2026-04';
/** The waits before each new try of an unanswered delivery. */
export const RETRY_DELAYS_MS = [1_000, 5_000, 25_000];
const DELIVERY_TIMEOUT_MS = 10_000;
/** Admin API ids are large integers; sandbox orders take theirs from the order number. */
const ORDER_ID_BASE = 5_930_000_000_000;

/** The order as an orders/create payload. */
export function orderPayload(order: StoredOrder, cart: StoredCart) {
  const id = ORDER_ID_BASE + order.orderNumber;
  const linesTotal = order.lines.reduce((sum, line) => sum + Math.round(Number(line.lineTotal) * 100), 0);
  const money = (cents: number) => (cents / 100).toFixed(2);
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${order.orderNumber}`,
    order_number: order.orderNumber,
    created_at: order.createdAt,
    processed_at: order.createdAt,
    updated_at: order.createdAt,
    test: true,
    financial_status: 'paid',
    currency: order.currencyCode,
    presentment_currency: order.currencyCode,
    subtotal_price: money(linesTotal),
    total_discounts: money(linesTotal - Math.round(Number(order.totalAmount) * 100)),
    total_price: order.totalAmount,
    email: order.email,
    cart_token: order.cartToken,
    discount_codes: order.discountCodes.map((code) => ({ code })),
    note: cart.note,
    note_attributes: cart.attributes.map(({ key, value }) => ({ name: key, value })),
    line_items: order.lines.map((line) => ({
      title: line.title,
      variant_title: line.variantTitle,
      sku: line.sku,
      quantity: line.quantity,
      price: money(Math.round((Number(line.lineTotal) * 100) / line.quantity)),
      properties: (line.attributes ?? []).map(({ key, value }) => ({ name: key, value })),
    })),
  };
}

export type OrderWebhookSenderOptions = {
  /** The shop's domain as X-Shopify-Shop-Domain names it. */
  shopDomain: string;
  logError: InternalErrorLog;
  retryDelaysMs?: readonly number[];
  fetch?: typeof fetch;
};

/** Sends one order's webhook in the background (the shopper's confirmation never waits on it); resolves when done. */
export function orderWebhookSender(target: OrderWebhookTarget, options: OrderWebhookSenderOptions) {
  const { shopDomain, logError, retryDelaysMs = RETRY_DELAYS_MS, fetch: send = fetch } = options;
  return async (order: StoredOrder, cart: StoredCart): Promise<boolean> => {
    const body = JSON.stringify(orderPayload(order, cart));
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': 'Shopify-Captain-Hook',
      'X-Shopify-Topic': 'orders/create',
      'X-Shopify-Hmac-Sha256': createHmac('sha256', target.secret).update(body).digest('base64'),
      'X-Shopify-Shop-Domain': shopDomain,
      'X-Shopify-API-Version': WEBHOOK_API_VERSION,
      'X-Shopify-Webhook-Id': randomUUID(),
      'X-Shopify-Event-Id': randomUUID(),
      'X-Shopify-Triggered-At': new Date().toISOString(),
    };
    for (let attempt = 0; ; attempt += 1) {
      let problem: string;
      try {
        const response = await send(target.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
        if (response.ok) return true;
        problem = `HTTP ${response.status}`;
      } catch (error) {
        problem = errorDetail(error);
      }
      const wait = retryDelaysMs[attempt];
      logError('demo_shop.order_webhook_failed', { orderNumber: order.orderNumber, attempt: attempt + 1, problem, retrying: wait !== undefined });
      if (wait === undefined) return false;
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
    }
  };
}
