import { describe, expect, it } from 'vitest';
import { ConfigurationError, readConfig } from '../../../server/config/config.ts';

const REAL_SHOP = { SHOPIFY_STORE_DOMAIN: 'linden-tuck.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 'public-token' };

describe("the configuration of Shopify's own analytics", () => {
  it('is off with the demo shop until it is also served over https, then goes to that port under the demo shop’s id', () => {
    expect(readConfig({}).analytics.shopify).toBeNull();
    expect(readConfig({ DEMO_SHOP_HTTPS_PORT: '3443' }).analytics.shopify).toEqual({
      domain: 'localhost:3443',
      shopId: 'gid://shopify/Shop/81000001',
      currency: 'AUD',
      demoHttpsPort: 3443,
    });
  });

  it("is off with a real shop until its id is given, then goes to the shop's domain or the one named for analytics", () => {
    expect(readConfig(REAL_SHOP).analytics.shopify).toBeNull();
    expect(readConfig({ ...REAL_SHOP, SHOPIFY_SHOP_ID: '68829970619' }).analytics.shopify).toEqual({
      domain: 'linden-tuck.myshopify.com',
      shopId: 'gid://shopify/Shop/68829970619',
      currency: 'AUD',
      demoHttpsPort: null,
    });
    const named = readConfig({ ...REAL_SHOP, SHOPIFY_SHOP_ID: 'gid://shopify/Shop/68829970619', SHOPIFY_ANALYTICS_DOMAIN: 'shop.lindenandtuck.com.au' });
    expect(named.analytics.shopify).toMatchObject({ domain: 'shop.lindenandtuck.com.au', shopId: 'gid://shopify/Shop/68829970619' });
    // A real shop is never sent to the demo's https port.
    expect(readConfig({ ...REAL_SHOP, DEMO_SHOP_HTTPS_PORT: '3443' }).analytics.shopify).toBeNull();
  });

  it('refuses a shop id or domain that is not one, saying what it must be', () => {
    expect(() => readConfig({ ...REAL_SHOP, SHOPIFY_SHOP_ID: 'linden-tuck' })).toThrow(ConfigurationError);
    expect(() => readConfig({ ...REAL_SHOP, SHOPIFY_SHOP_ID: 'linden-tuck' })).toThrow(/SHOPIFY_SHOP_ID must be the shop’s id/);
    expect(() => readConfig({ ...REAL_SHOP, SHOPIFY_SHOP_ID: '1', SHOPIFY_ANALYTICS_DOMAIN: 'https://shop.example/' })).toThrow(
      /SHOPIFY_ANALYTICS_DOMAIN must be a host name/,
    );
    expect(() => readConfig({ DEMO_SHOP_HTTPS_PORT: 'https' })).toThrow(/DEMO_SHOP_HTTPS_PORT must be a whole number/);
  });
});
