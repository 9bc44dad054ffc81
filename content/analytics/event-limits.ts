// Where the browser sends analytics events, how much one batch may hold and the bounds the stores keep to, apart
// from the schema so that a page's sender and the stores carry these lines and not the schema's rules (the server
// checks with event-batch.ts).
export const EVENTS_PATH = '/api/events';
export const MAX_BATCH_EVENTS = 50;
export const MAX_BATCH_BYTES = 16 * 1024;
/** The most lines a Shopify cart holds, so the most a cart_viewed can show. */
export const CART_LINES_MAX = 250;
/** A shop variant's id as the Storefront API gives it; the schema's rule (event-fields.ts shopifyId), kept here for the stores. */
export const SHOP_VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/;
