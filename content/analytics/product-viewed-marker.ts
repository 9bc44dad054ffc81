// A block that shows the sheet set (ProductSize: one version's sizes and prices) says so in its markup, and the
// page's analytics tells Shopify's product_viewed for it (renderer/analytics/page-events.ts). The block needs no
// script for it, and a block added by an editor to any page is counted the same way. The buy flow tells its own
// product step from its store (models/buy-events.ts).

/** On the block's root element; its value is the sheet version shown (shop-rules/constants.ts SHEET_VERSIONS). */
export const PRODUCT_VIEWED_ATTRIBUTE = 'data-product-viewed';

/** The attribute as JSX props, spread on the block's root element. */
export function productViewedMarker(version: string): Record<typeof PRODUCT_VIEWED_ATTRIBUTE, string> {
  return { [PRODUCT_VIEWED_ATTRIBUTE]: version };
}
