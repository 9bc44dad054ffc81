// Reads the environment once at start, and is the only code that does: server.ts passes the result down.
// Each external service switches on its own: a service whose variables are all absent runs on its embedded
// demo backend; a half-configured service is an error naming what is missing.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { DEMO_CLIENT_ID } from '../../demo-backends/customer-accounts/endpoints.ts';
import { EMBEDDED_SHOP_PRIVATE_TOKEN } from '../../demo-backends/storefront/access-tokens.ts';
import type { InContext } from '../../clients/storefront/storefront-client.ts';
import { type CacheEngineConfig, cacheEngineFrom } from '../caching/cache-engine.ts';
import { revalidateSecretFrom } from '../caching/revalidate-route.ts';
import { ConfigurationError } from './configuration-error.ts';
import { type Env, oneOf, positiveInteger, readVariable, variableText as value, wholeNumberWithin } from './variables.ts';
import { assertLocaleConfig, type LocaleConfig, readLocaleConfig, storefrontInContext } from '../locale/locale-config.ts';
import { type LogLevel, logLevelFrom } from '../logging/logger.ts';
import { type PreviewConfig, previewConfigFrom } from '../preview/preview-config.ts';
import { trustedProxyHopsFrom } from '../security/client-ip.ts';
import { appKeyFrom } from '../session/session-config.ts';
import { type MetricsConfig, metricsConfigFrom } from '../observability/metrics-config.ts';
import { type AnalyticsConfig, analyticsConfigFrom } from './analytics-config.ts';
import type { ImageResizing, MediaSource } from '../../content/media-url.ts';

export { ConfigurationError };

export type CmsConfig = { kind: 'remote' | 'demo'; baseUrl: string; token: string | null; mediaSource: MediaSource };
export type ShopConfig = {
  kind: 'remote' | 'demo';
  endpoint: string;
  /** Shopify's recommendation for server-side calls; sent with the shopper's IP. Preferred when both are set. */
  privateStorefrontToken: string | null;
  publicStorefrontToken: string | null;
  apiVersion: string;
  /** Where `/cart/{variantId}:{quantity}` permalinks to the hosted checkout live. */
  cartPermalinkBase: string;
  /** The shop's hosted account (sign-in, then the customer's account), where the site's /account leads. */
  accountUrl: string;
  /** Customer accounts the site signs in with itself (server/customer-accounts/); null: /account leads to accountUrl. */
  customerAccounts: { shopOrigin: string; clientId: string } | null;
  /** The country and language every Storefront call is asked in (from SITE_COUNTRY and SITE_LOCALE). */
  inContext: InContext;
  /** DEMO_SHOP_IMAGES_DIR: a folder whose `{product handle}.jpg` photographs replace the demo shop's drawings; null otherwise. */
  demoImagesDir: string | null;
};

/** The site's image service (server/images/): how much it may do at once and keep on disk. */
export type ImageServiceConfig = {
  /** Transforms at once (IMAGE_TRANSFORM_CONCURRENCY); each uses one core. */
  transformConcurrency: number;
  /** The bound of the finished files under DATA_DIR/images/ (IMAGE_CACHE_MAX_MB), in bytes. */
  cacheMaxBytes: number;
};

export type SiteConfig = {
  port: number;
  host: string;
  siteUrl: string;
  /** SITE_URL was set: the API then takes writes from its origin only (server/security/same-origin-writes.ts). */
  siteUrlExplicit: boolean;
  production: boolean;
  /** Cookies get `Secure` in production whenever the site is served over https. */
  secureCookies: boolean;
  dataDir: string;
  cms: CmsConfig;
  shop: ShopConfig;
  cmsTimeoutMs: number;
  shopTimeoutMs: number;
  /** The time limit of a shop read a shopper waits on (a render); at most shopTimeoutMs. */
  shopRenderTimeoutMs: number;
  contentRefreshIntervalMs: number;
  locale: LocaleConfig;
  /** Names the session and token cookies. */
  appKey: string;
  /** The CMS webhook's shared secret; null leaves POST /api/revalidate out. */
  revalidateSecret: string | null;
  /** Draft preview and content health (PREVIEW_SECRET, CMS_ADMIN_URL); null leaves their routes out. */
  preview: PreviewConfig | null;
  /** Reverse proxies in front of the site whose X-Forwarded-For entry is trusted. */
  trustedProxyHops: number;
  /** The shared cache in front of the site whose entries a content change purges (CACHE_PURGE and its variables). */
  cacheEngine: CacheEngineConfig;
  logLevel: LogLevel;
  /** PostgreSQL that several instances share (form outbox, demo shop carts, content-change notices); null = SQLite under dataDir. */
  databaseUrl: string | null;
  images: ImageServiceConfig;
  /** Prometheus metrics: where they are served (METRICS_PORT, METRICS_HOST, METRICS_TOKEN); server/observability/. */
  metrics: MetricsConfig;
  /** The brand's own analytics: retention, queue, time zone, the funnel's token and the shop's webhook (analytics-config.ts). */
  analytics: AnalyticsConfig;
};

/** The Storefront API version whose schema is pinned in codegen.ts. */
export const PINNED_STOREFRONT_API_VERSION = '2026-04';
export const DEMO_CMS_MOUNT = '/demo/cms';
export const DEMO_SHOP_MOUNT = '/demo/shop';

const milliseconds = (env: Env, name: string, fallback: number) => readVariable(env, name, positiveInteger, fallback);

function imageServiceConfig(env: Env): ImageServiceConfig {
  return {
    transformConcurrency: readVariable(env, 'IMAGE_TRANSFORM_CONCURRENCY', wholeNumberWithin(1, 32), 2),
    cacheMaxBytes: readVariable(env, 'IMAGE_CACHE_MAX_MB', wholeNumberWithin(16, 1_048_576, ' (megabytes)'), 1024) * 1024 * 1024,
  };
}

/** The shop: its domain and a private or a public Storefront token (either or both); none of them is the demo shop. */
function shopConfigured(env: Env): boolean {
  const domain = value(env, 'SHOPIFY_STORE_DOMAIN') !== null;
  const token = value(env, 'SHOPIFY_STOREFRONT_PRIVATE_TOKEN') !== null || value(env, 'SHOPIFY_STOREFRONT_TOKEN') !== null;
  if (domain && !token)
    throw new ConfigurationError('The shop is only partly configured; missing: SHOPIFY_STOREFRONT_PRIVATE_TOKEN or SHOPIFY_STOREFRONT_TOKEN');
  if (token && !domain) throw new ConfigurationError('The shop is only partly configured; missing: SHOPIFY_STORE_DOMAIN');
  return domain;
}

/** DEMO_SHOP_IMAGES_DIR: photographs for the embedded demo shop, so there must be one, and the folder must exist. */
function demoShopImagesDir(env: Env, shop: ShopConfig['kind']): string | null {
  const raw = value(env, 'DEMO_SHOP_IMAGES_DIR');
  if (raw === null) return null;
  if (shop === 'remote')
    throw new ConfigurationError(
      'DEMO_SHOP_IMAGES_DIR gives the embedded demo shop its photographs, but SHOPIFY_STORE_DOMAIN replaces that shop: unset one of them',
    );
  const dir = resolve(raw);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new ConfigurationError(`DEMO_SHOP_IMAGES_DIR must be a folder of {product handle}.jpg photographs; ${dir} is not a folder`);
  return dir;
}

/**
 * DATABASE_URL must be a PostgreSQL connection URL; anything else is a mistake worth stopping for. Its messages
 * quote at most the scheme: the rest holds a password.
 */
const postgresUrl = v.pipe(
  v.string(),
  v.check((raw) => URL.canParse(raw), 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database'),
  v.check(
    // A pipe runs every check; the one before has already said when it is no URL at all.
    (raw) => !URL.canParse(raw) || ['postgres:', 'postgresql:'].includes(new URL(raw).protocol),
    (issue) => `must start with postgres:// or postgresql://, got "${new URL(String(issue.input)).protocol}//"`,
  ),
);

/**
 * The CMS: CMS_URL alone is enough (Strapi's public role may read the content); CMS_TOKEN is sent when given.
 * Media follow MEDIA_URL's {hash}/{hash}{ext} layout when it is set, else the URL Strapi stored for each file.
 */
function cmsConfig(env: Env, internalOrigin: string): CmsConfig {
  const url = value(env, 'CMS_URL')?.replace(/\/+$/, '') ?? null;
  const token = value(env, 'CMS_TOKEN');
  const resizing = imageResizing(env);
  if (!url && token) throw new ConfigurationError('The CMS is only partly configured; missing: CMS_URL');
  if (!url)
    return {
      kind: 'demo',
      baseUrl: `${internalOrigin}${DEMO_CMS_MOUNT}`,
      token: null,
      mediaSource: { layout: 'hashed', base: `${DEMO_CMS_MOUNT}/uploads`, resizing },
    };
  const mediaUrl = value(env, 'MEDIA_URL')?.replace(/\/+$/, '');
  return {
    kind: 'remote',
    baseUrl: url,
    token,
    mediaSource: mediaUrl ? { layout: 'hashed', base: mediaUrl, resizing } : { layout: 'cms-url', base: url, resizing },
  };
}

const IMAGE_RESIZINGS = ['site', 'cloudflare', 'fastly'] as const satisfies readonly ImageResizing[];

/** Who resizes CMS pictures: the site's own image service, or the CDN in front of it (IMAGE_RESIZING). */
const imageResizing = (env: Env): ImageResizing => readVariable(env, 'IMAGE_RESIZING', oneOf(IMAGE_RESIZINGS), 'site');

export function readConfig(env: Env): SiteConfig {
  const port = readVariable(env, 'PORT', positiveInteger, 3000);
  const host = value(env, 'HOST') ?? '0.0.0.0';
  const siteUrl = (value(env, 'SITE_URL') ?? `http://localhost:${port}`).replace(/\/$/, '');
  // The server calls its own embedded backends over loopback, exactly as it would call the real services.
  const internalOrigin = `http://127.0.0.1:${port}`;

  const cms = cmsConfig(env, internalOrigin);

  const locale = readLocaleConfig(env);
  assertLocaleConfig(locale);
  const inContext = storefrontInContext(locale);

  const apiVersion = value(env, 'SHOPIFY_API_VERSION') ?? PINNED_STOREFRONT_API_VERSION;
  const shop: ShopConfig = shopConfigured(env)
    ? {
        kind: 'remote',
        endpoint: `https://${value(env, 'SHOPIFY_STORE_DOMAIN')}/api/${apiVersion}/graphql.json`,
        privateStorefrontToken: value(env, 'SHOPIFY_STOREFRONT_PRIVATE_TOKEN'),
        publicStorefrontToken: value(env, 'SHOPIFY_STOREFRONT_TOKEN'),
        apiVersion,
        cartPermalinkBase: `https://${value(env, 'SHOPIFY_STORE_DOMAIN')}`,
        accountUrl: `https://${value(env, 'SHOPIFY_STORE_DOMAIN')}/account`,
        // The client id of the shop's Customer Account API (Headless or Hydrogen channel, public client).
        customerAccounts: value(env, 'SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID')
          ? { shopOrigin: `https://${value(env, 'SHOPIFY_STORE_DOMAIN')}`, clientId: value(env, 'SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID')! }
          : null,
        inContext,
        demoImagesDir: demoShopImagesDir(env, 'remote'),
      }
    : {
        kind: 'demo',
        endpoint: `${internalOrigin}${DEMO_SHOP_MOUNT}/api/${apiVersion}/graphql.json`,
        privateStorefrontToken: EMBEDDED_SHOP_PRIVATE_TOKEN,
        publicStorefrontToken: null,
        apiVersion,
        cartPermalinkBase: `${siteUrl}${DEMO_SHOP_MOUNT}`,
        // A site path, so it works at whichever address the site was opened.
        accountUrl: `${DEMO_SHOP_MOUNT}/account/login`,
        customerAccounts: { shopOrigin: `${internalOrigin}${DEMO_SHOP_MOUNT}`, clientId: DEMO_CLIENT_ID },
        inContext,
        demoImagesDir: demoShopImagesDir(env, 'demo'),
      };

  return {
    port,
    host,
    siteUrl,
    siteUrlExplicit: value(env, 'SITE_URL') !== null,
    production: env.NODE_ENV === 'production',
    secureCookies: env.NODE_ENV === 'production' && siteUrl.startsWith('https://'),
    dataDir: resolve(value(env, 'DATA_DIR') ?? 'data'),
    cms,
    shop,
    cmsTimeoutMs: milliseconds(env, 'CMS_TIMEOUT_MS', 8000),
    shopTimeoutMs: milliseconds(env, 'SHOP_TIMEOUT_MS', 8000),
    shopRenderTimeoutMs: Math.min(milliseconds(env, 'SHOP_RENDER_TIMEOUT_MS', 2500), milliseconds(env, 'SHOP_TIMEOUT_MS', 8000)),
    contentRefreshIntervalMs: milliseconds(env, 'CONTENT_REFRESH_INTERVAL_MS', 5 * 60_000),
    locale,
    appKey: appKeyFrom(value(env, 'APP_KEY')),
    revalidateSecret: revalidateSecretFrom(value(env, 'REVALIDATE_SECRET')),
    preview: previewConfigFrom({ secret: value(env, 'PREVIEW_SECRET'), cmsUrl: value(env, 'CMS_URL'), cmsAdminUrl: value(env, 'CMS_ADMIN_URL') }),
    trustedProxyHops: trustedProxyHopsFrom(value(env, 'TRUSTED_PROXY_HOPS')),
    cacheEngine: cacheEngineFrom({
      CACHE_PURGE: value(env, 'CACHE_PURGE'),
      VARNISH_PURGE_URL: value(env, 'VARNISH_PURGE_URL'),
      VARNISH_PURGE_SECRET: value(env, 'VARNISH_PURGE_SECRET'),
      CLOUDFLARE_ZONE_ID: value(env, 'CLOUDFLARE_ZONE_ID'),
      CLOUDFLARE_API_TOKEN: value(env, 'CLOUDFLARE_API_TOKEN'),
      FASTLY_SERVICE_ID: value(env, 'FASTLY_SERVICE_ID'),
      FASTLY_API_TOKEN: value(env, 'FASTLY_API_TOKEN'),
    }),
    logLevel: logLevelFrom(value(env, 'LOG_LEVEL')),
    databaseUrl: readVariable(env, 'DATABASE_URL', postgresUrl, null, { quoteValue: false }),
    images: imageServiceConfig(env),
    metrics: metricsConfigFrom(env),
    analytics: analyticsConfigFrom(env, { demoShopOrigin: shop.kind === 'demo' ? internalOrigin : null, siteUrl }),
  };
}
