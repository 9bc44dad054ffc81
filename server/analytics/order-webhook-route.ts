// POST /api/shop-webhooks/orders-create: the shop's orders/create webhook, the funnel's last step. Refused when
// unsigned or wrongly signed (401), when it is not orders/create or has no delivery id (400), or when it was
// triggered longer ago than SHOPIFY_WEBHOOK_MAX_AGE_MINUTES (400: a stale retry or a replay of an old delivery).
// A delivery id received before is acknowledged (200, so Shopify stops retrying) and changes nothing.
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { log } from '../logging/logger.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { ORDER_WEBHOOK_PATH } from './analytics-paths.ts';
import { ORDERS_CREATE_TOPIC, orderFromPayload, SHOPIFY_WEBHOOK_HEADERS as HEADERS, signatureMatches, WebhookPayloadError } from './order-webhook.ts';

/** An order payload with many lines is tens of kilobytes; a megabyte is plenty. */
const MAX_BODY_BYTES = 1024 * 1024;
/** A shop's clock may run a little ahead of this server's. */
const CLOCK_SKEW_MS = 5 * 60_000;

export type OrderWebhookOptions = {
  store: Pick<AnalyticsStore, 'recordOrder'>;
  secret: string;
  maxAgeMs: number;
  timeZone: string;
  now?: () => number;
};

const refused = (message: string, code: string) => ({ error: { message, code } });

export function mountOrderWebhookRoute(app: Hono, { store, secret, maxAgeMs, timeZone, now = Date.now }: OrderWebhookOptions): void {
  app.post(
    ORDER_WEBHOOK_PATH,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(refused('The webhook body is too large.', 'TOO_LARGE'), 413) }),
    async (c) => {
      const raw = new Uint8Array(await c.req.arrayBuffer());
      if (!signatureMatches(raw, c.req.header(HEADERS.hmac), secret)) {
        log.warn('analytics.webhook_refused', { reason: 'missing or wrong signature', shop: c.req.header(HEADERS.shopDomain) ?? null });
        return c.json(refused(`Missing or wrong ${HEADERS.hmac}.`, 'UNAUTHORIZED'), 401);
      }
      const topic = c.req.header(HEADERS.topic);
      if (topic !== ORDERS_CREATE_TOPIC)
        return c.json(refused(`This address takes ${ORDERS_CREATE_TOPIC} only, got ${topic ?? 'no topic'}.`, 'WRONG_TOPIC'), 400);
      const webhookId = c.req.header(HEADERS.webhookId);
      if (!webhookId) return c.json(refused(`${HEADERS.webhookId} is missing: a delivery without one cannot be told from a replay.`, 'NO_WEBHOOK_ID'), 400);
      const triggeredAt = Date.parse(c.req.header(HEADERS.triggeredAt) ?? '');
      const received = now();
      if (Number.isNaN(triggeredAt)) return c.json(refused(`${HEADERS.triggeredAt} is missing or not a time.`, 'NO_TRIGGER_TIME'), 400);
      if (received - triggeredAt > maxAgeMs || triggeredAt - received > CLOCK_SKEW_MS) {
        log.warn('analytics.webhook_refused', { reason: 'stale', webhookId, triggeredAt: new Date(triggeredAt).toISOString() });
        return c.json(refused(`The webhook was triggered at ${new Date(triggeredAt).toISOString()}, outside the accepted window.`, 'STALE_WEBHOOK'), 400);
      }
      let order;
      try {
        order = orderFromPayload(JSON.parse(new TextDecoder().decode(raw)), timeZone);
      } catch (error) {
        const message = error instanceof WebhookPayloadError ? error.message : 'The webhook body is not JSON.';
        return c.json(refused(message, 'INVALID_ORDER'), 400);
      }
      const outcome = await store.recordOrder(webhookId, order, received);
      if (outcome === 'duplicate') log.info('analytics.webhook_duplicate', { webhookId });
      else log.info('analytics.order_recorded', { orderId: order.orderId, linked: order.visitor !== null });
      return c.json({ received: true, duplicate: outcome === 'duplicate' }, 200);
    },
  );
}
