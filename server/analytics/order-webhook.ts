// Shopify's orders/create webhook, as the site reads it: the signature (X-Shopify-Hmac-Sha256, the base64
// HMAC-SHA256 of the raw body with the app's secret), the delivery's id and trigger time (for replays and stale
// retries), and from the order only what the funnel needs: id, total, currency, creation time and the visit key
// its cart carried. The customer's e-mail, name and address in the payload are never read.
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { ShopOrder } from './analytics-store.ts';
import { localDay } from './local-day.ts';
import { isVisitorKey, VISIT_ATTRIBUTE } from './visit-attribute.ts';

export const SHOPIFY_WEBHOOK_HEADERS = {
  hmac: 'X-Shopify-Hmac-Sha256',
  topic: 'X-Shopify-Topic',
  shopDomain: 'X-Shopify-Shop-Domain',
  webhookId: 'X-Shopify-Webhook-Id',
  eventId: 'X-Shopify-Event-Id',
  triggeredAt: 'X-Shopify-Triggered-At',
  apiVersion: 'X-Shopify-API-Version',
} as const;
export const ORDERS_CREATE_TOPIC = 'orders/create';

/** The base64 HMAC-SHA256 Shopify sends in X-Shopify-Hmac-Sha256. */
export const webhookSignature = (rawBody: Uint8Array | string, secret: string): string => createHmac('sha256', secret).update(rawBody).digest('base64');

/** Whether `header` is the body's signature, compared in constant time. */
export function signatureMatches(rawBody: Uint8Array, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const given = Buffer.from(header, 'base64');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class WebhookPayloadError extends Error {}

const money = v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,2})?$/, 'a decimal amount such as "189.00"'));
const orderPayload = v.object({
  id: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,20}$/))]),
  total_price: money,
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'a three-letter currency code')),
  created_at: v.pipe(
    v.string(),
    v.check((raw) => !Number.isNaN(Date.parse(raw)), 'an ISO 8601 time'),
  ),
  note_attributes: v.optional(v.nullable(v.array(v.object({ name: v.string(), value: v.unknown() })))),
});

/** 189.5 → 18950: amounts are added up in minor units, exactly. */
export function minorUnits(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The order as the funnel stores it; a payload without the fields it needs is an error naming them. */
export function orderFromPayload(body: unknown, timeZone: string): ShopOrder {
  const parsed = v.safeParse(orderPayload, body);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`);
    throw new WebhookPayloadError(`The order payload cannot be read: ${problems.join('; ')}`);
  }
  const order = parsed.output;
  const visit = order.note_attributes?.find((attribute) => attribute.name === VISIT_ATTRIBUTE)?.value;
  const createdAt = Date.parse(order.created_at);
  return {
    orderId: String(order.id),
    totalMinor: minorUnits(order.total_price),
    currency: order.currency,
    visitor: isVisitorKey(visit) ? visit : null,
    createdAt,
    day: localDay(createdAt, timeZone),
  };
}
