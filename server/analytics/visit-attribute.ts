// The cart attribute that links an order to the visit it came from: the anonymous visitor key of the day the cart
// was made, set by the site when it creates the cart (server/cart/). Shopify hides attributes whose key starts
// with '_' from the shopper at checkout, and copies cart attributes to the order's note_attributes, which the
// orders/create webhook carries back (order-webhook.ts).

export const VISIT_ATTRIBUTE = '_visit';

/** A visitor key as visitor-keys.ts makes them (16 bytes, base64url). */
const VISITOR_KEY = /^[A-Za-z0-9_-]{22}$/;
export const isVisitorKey = (value: unknown): value is string => typeof value === 'string' && VISITOR_KEY.test(value);
