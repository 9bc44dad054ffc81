// What the browser needs to send Shopify's own analytics (hydrogen-react's sendShopifyAnalytics) once the visitor
// allows analytics: the shop's domain the events are posted to, its id and currency. The server writes it into
// every page as a JSON data block (renderer/+bodyHtmlEnd.ts) when Shopify analytics is configured; a page without
// the block sends Shopify nothing.
import type { CurrencyCode } from '../../generated/storefront/graphql.ts';

export type ShopifyAnalyticsShop = {
  /** Host (and port) the events go to: `https://{domain}/.well-known/shopify/monorail/unstable/produce_batch`. */
  domain: string;
  /** `gid://shopify/Shop/<number>`. */
  shopId: string;
  currency: CurrencyCode;
};

export const SHOPIFY_ANALYTICS_SCRIPT_ID = 'shopify-analytics';
