// Shopify's own analytics from the shopper's browser (renderer/analytics/shopify-analytics.ts), sent once the
// visitor allows analytics. A real shop: on when SHOPIFY_SHOP_ID is set (Settings › General, or `shop { id }`),
// posted to SHOPIFY_ANALYTICS_DOMAIN, else to SHOPIFY_STORE_DOMAIN. The embedded demo shop: on when
// DEMO_SHOP_HTTPS_PORT is set, since hydrogen-react posts only over https; the site then also serves the demo shop
// over https on that port (server/backends/demo-shop-https.ts), with a local certificate the browser must trust.
import * as v from 'valibot';
import type { ShopifyAnalyticsShop } from '../../content/analytics/shopify-analytics-shop.ts';
import { DEMO_SHOP_ID } from '../../demo-backends/storefront/shop-shapes.ts';
import { STATIC_PRICE_CURRENCY } from '../../shop-rules/static-catalog.ts';
import { type Env, readVariable, type VariableSchema, variableText, wholeNumberWithin } from './variables.ts';

export type ShopifyAnalyticsConfig = ShopifyAnalyticsShop & {
  /** Demo only: the port the embedded demo shop is also served on over https; null with a real shop. */
  demoHttpsPort: number | null;
};

/** The shop's id as a number or as its gid; either way the gid, which hydrogen-react reads the number from. */
const shopId: VariableSchema<string> = v.pipe(
  v.string(),
  v.regex(/^(?:gid:\/\/shopify\/Shop\/)?\d{1,20}$/, 'must be the shop’s id, a number such as 68829970619 or gid://shopify/Shop/68829970619'),
  v.transform((raw) => (raw.startsWith('gid:') ? raw : `gid://shopify/Shop/${raw}`)),
);
const domain: VariableSchema<string> = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9.-]+(?::\d{1,5})?$/i, 'must be a host name (with a port if not 443), such as shop.lindenandtuck.com.au'),
);

export function shopifyAnalyticsConfigFrom(env: Env, { demoShop }: { demoShop: boolean }): ShopifyAnalyticsConfig | null {
  if (demoShop) {
    const port = readVariable(env, 'DEMO_SHOP_HTTPS_PORT', wholeNumberWithin(1, 65535), null);
    return port === null ? null : { domain: `localhost:${port}`, shopId: DEMO_SHOP_ID, currency: STATIC_PRICE_CURRENCY, demoHttpsPort: port };
  }
  const id = readVariable(env, 'SHOPIFY_SHOP_ID', shopId, null);
  if (id === null) return null;
  const to = readVariable(env, 'SHOPIFY_ANALYTICS_DOMAIN', domain, variableText(env, 'SHOPIFY_STORE_DOMAIN')!);
  return { domain: to, shopId: id, currency: STATIC_PRICE_CURRENCY, demoHttpsPort: null };
}

/** What of it the pages carry to the browser. */
export const shopifyAnalyticsShop = (config: ShopifyAnalyticsConfig | null): ShopifyAnalyticsShop | null =>
  config && { domain: config.domain, shopId: config.shopId, currency: config.currency };
