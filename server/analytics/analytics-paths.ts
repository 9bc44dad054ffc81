// The analytics routes of the site besides the browser's /api/events (content/analytics/event-batch.ts).

/** Where the shop sends `orders/create` (signed, so exempt from the same-origin rule and the write limit). */
export const ORDER_WEBHOOK_PATH = '/api/shop-webhooks/orders-create';
/** The funnel, read by the CMS with ANALYTICS_READ_TOKEN. */
export const FUNNEL_PATH = '/api/analytics/funnel';
