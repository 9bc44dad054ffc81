// The brand's own analytics (server/analytics/), read by config.ts: how long raw events are kept, how many may
// wait in memory, the day the funnel counts by, the token the CMS reads the funnel with, and the shop's webhook
// secret. The embedded demo shop and the site share a secret made at start when SHOPIFY_WEBHOOK_SECRET is unset.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { ORDER_WEBHOOK_PATH } from '../analytics/analytics-paths.ts';
import { isTimeZone } from '../analytics/local-day.ts';
import { type Ga4Config, ga4ConfigFrom } from './ga4-config.ts';
import { type ShopifyAnalyticsConfig, shopifyAnalyticsConfigFrom } from './shopify-analytics-config.ts';
import { type Env, readVariable, secretOfAtLeast, type VariableSchema, wholeNumberWithin } from './variables.ts';

export type AnalyticsConfig = {
  /** Days raw events and orders are kept (ANALYTICS_RETENTION_DAYS); daily totals are kept for good. */
  retentionDays: number;
  /** Events waiting to be written, at most (ANALYTICS_QUEUE_LIMIT); more are dropped and counted. */
  queueCapacity: number;
  /** The IANA time zone whose dates the funnel counts by (ANALYTICS_TIME_ZONE). */
  timeZone: string;
  /** The bearer token the CMS reads the funnel with (ANALYTICS_READ_TOKEN); null leaves the funnel route out. */
  readToken: string | null;
  /** The shop's webhook signing secret (SHOPIFY_WEBHOOK_SECRET); null leaves the order webhook out. */
  webhookSecret: string | null;
  /** A webhook triggered longer ago than this is refused as stale (SHOPIFY_WEBHOOK_MAX_AGE_MINUTES). */
  webhookMaxAgeMs: number;
  /** Where the embedded demo shop sends its order webhooks (this site, over loopback); null with a real shop. */
  demoShopWebhookUrl: string | null;
  /** GA4's Measurement Protocol (GA4_MEASUREMENT_ID and GA4_API_SECRET, both or neither); null: nothing goes to GA4. */
  ga4: Ga4Config | null;
  /** Shopify's own analytics from the browser (shopify-analytics-config.ts); null: nothing goes to Shopify. */
  shopify: ShopifyAnalyticsConfig | null;
};

/** Shopify tries a failed delivery 8 times over 4 hours, with the original X-Shopify-Triggered-At: 6 hours covers them. */
const DEFAULT_WEBHOOK_MAX_AGE_MINUTES = 360;
const MIN_TOKEN_LENGTH = 16;

const timeZone: VariableSchema<string> = v.pipe(
  v.string(),
  v.check((raw) => isTimeZone(raw), 'must be an IANA time zone such as Australia/Sydney'),
);

/**
 * `demoShopOrigin`: the loopback origin the site is reached at by its embedded demo shop; null with a real shop.
 * `siteUrl`: the site's public origin, for the page addresses GA4 reports.
 */
export function analyticsConfigFrom(env: Env, { demoShopOrigin, siteUrl }: { demoShopOrigin: string | null; siteUrl: string }): AnalyticsConfig {
  const secret = (name: string) => readVariable(env, name, secretOfAtLeast(MIN_TOKEN_LENGTH), null, { quoteValue: false });
  const webhookSecret = secret('SHOPIFY_WEBHOOK_SECRET');
  return {
    retentionDays: readVariable(env, 'ANALYTICS_RETENTION_DAYS', wholeNumberWithin(1, 3650, ' (days)'), 90),
    queueCapacity: readVariable(env, 'ANALYTICS_QUEUE_LIMIT', wholeNumberWithin(100, 1_000_000, ' (events)'), 20_000),
    timeZone: readVariable(env, 'ANALYTICS_TIME_ZONE', timeZone, 'Australia/Sydney'),
    readToken: secret('ANALYTICS_READ_TOKEN'),
    webhookSecret: webhookSecret ?? (demoShopOrigin ? randomBytes(24).toString('base64url') : null),
    webhookMaxAgeMs: readVariable(env, 'SHOPIFY_WEBHOOK_MAX_AGE_MINUTES', wholeNumberWithin(1, 10_080, ' (minutes)'), DEFAULT_WEBHOOK_MAX_AGE_MINUTES) * 60_000,
    demoShopWebhookUrl: demoShopOrigin ? `${demoShopOrigin}${ORDER_WEBHOOK_PATH}` : null,
    ga4: ga4ConfigFrom(env, { pageOrigin: siteUrl }),
    shopify: shopifyAnalyticsConfigFrom(env, { demoShop: demoShopOrigin !== null }),
  };
}
