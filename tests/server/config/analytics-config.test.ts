import { describe, expect, it } from 'vitest';
import { ConfigurationError, readConfig } from '../../../server/config/config.ts';

describe('the analytics configuration', () => {
  it('keeps raw events 90 days, counts Sydney days, and gives the demo shop and the site a webhook secret made at start', () => {
    const { analytics } = readConfig({ PORT: '3100' });
    expect(analytics).toMatchObject({
      retentionDays: 90,
      queueCapacity: 20_000,
      timeZone: 'Australia/Sydney',
      readToken: null,
      webhookMaxAgeMs: 6 * 3_600_000,
    });
    expect(analytics.webhookSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(analytics.demoShopWebhookUrl).toBe('http://127.0.0.1:3100/api/shop-webhooks/orders-create');
    expect(readConfig({}).analytics.webhookSecret).not.toBe(analytics.webhookSecret);
  });

  it("takes a real shop's webhook secret and the CMS's read token, and sends no demo webhook then", () => {
    const { analytics } = readConfig({
      SHOPIFY_STORE_DOMAIN: 'linden-tuck.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: 'public-token',
      SHOPIFY_WEBHOOK_SECRET: 'a'.repeat(32),
      ANALYTICS_READ_TOKEN: 'b'.repeat(24),
      ANALYTICS_RETENTION_DAYS: '30',
      ANALYTICS_TIME_ZONE: 'Australia/Perth',
    });
    expect(analytics).toMatchObject({
      webhookSecret: 'a'.repeat(32),
      readToken: 'b'.repeat(24),
      retentionDays: 30,
      timeZone: 'Australia/Perth',
      demoShopWebhookUrl: null,
    });
    expect(readConfig({ SHOPIFY_STORE_DOMAIN: 'x.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 't' }).analytics.webhookSecret).toBeNull();
  });

  it('stops the start on a value it cannot use, naming the variable', () => {
    expect(() => readConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(
      new ConfigurationError('ANALYTICS_RETENTION_DAYS must be a whole number from 1 to 3650 (days), got "0"'),
    );
    expect(() => readConfig({ ANALYTICS_TIME_ZONE: 'Sydney' })).toThrow('ANALYTICS_TIME_ZONE must be an IANA time zone such as Australia/Sydney, got "Sydney"');
    expect(() => readConfig({ ANALYTICS_READ_TOKEN: 'short' })).toThrow('ANALYTICS_READ_TOKEN must be at least 16 characters');
  });
});
