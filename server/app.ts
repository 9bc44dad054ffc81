// The site's HTTP app: logs, compression, security headers, health, the site API (guarded), embedded demo
// backends (when no credentials are set), static assets, SEO files, page rules (locale, redirects, route
// middleware) and Vike's server-side rendering, through the page cache, for every other GET.
import { Hono } from 'hono';
import { createDemoCmsApp } from '../demo-backends/cms/app.ts';
import { createDemoShopApp } from '../demo-backends/storefront/app.ts';
import { StorefrontClient } from '../clients/storefront/storefront-client.ts';
import { createCartRoutes } from './cart/cart-routes.ts';
import { createCheckoutRoutes } from './cart/checkout-routes.ts';
import type { FormDeliverer } from './forms/form-deliverer.ts';
import { createFormDeliverer } from './forms/form-delivery.ts';
import { createFormsRoutes } from './forms/forms-routes.ts';
import { compression } from './compression.ts';
import { DEMO_CMS_MOUNT, DEMO_SHOP_MOUNT, type SiteConfig } from './config.ts';
import type { ContentStore } from './content/content-store.ts';
import { renderWithVike } from './render-page.ts';
import { requestLog } from './request-log.ts';
import { mountStaticAssets } from './static-assets.ts';
import { join } from 'node:path';
import { privateNoStore } from './caching/cache-control.ts';
import { pageResponder, type PageRenderer } from './caching/page-responder.ts';
import { RefreshScheduler } from './caching/refresh-scheduler.ts';
import { mountRevalidateRoute, readRevalidateSecret, REVALIDATE_PATH } from './caching/revalidate-route.ts';
import { RenderedPageCache } from './caching/rendered-page-cache.ts';
import { type CachedPageFront, cachedPageFront as createCachedPageFront } from './caching/cached-page-front.ts';
import { localeRouting, localeSettings } from './locale/locale-routing.ts';
import { redirects } from './redirects/redirect-middleware.ts';
import { pageRequestOf } from './redirects/page-request.ts';
import { clientIpResolver, readTrustedProxyHops } from './security/client-ip.ts';
import { foreignOrigins } from './security/content-security-policy.ts';
import { API_WRITE_LIMIT, rateLimitWrites } from './security/rate-limit-writes.ts';
import { sameOriginWrites } from './security/same-origin-writes.ts';
import { pageContentSecurityPolicy, securityHeaders, securityHeadersFor } from './security/security-headers.ts';
import { TokenBucketLimiter } from './security/token-bucket.ts';
import { mountSeoRoutes } from './seo/seo-routes.ts';
import { createMiddlewareRegistry } from './session/named-middleware.ts';
import { isPerShopperRoute, ROUTE_MIDDLEWARE, routeMiddleware } from './session/route-middleware.ts';
import { readAppKey, sessionCookieNames } from './session/session-config.ts';
import { readBlockChunkIndex } from '../blocks/block-chunk-index.ts';
import { cacheClassOf } from '../blocks/registry.ts';
import { contentSlugFromPath } from '../content/content-slug.ts';

export type SiteAppOptions = {
  config: SiteConfig;
  content: ContentStore;
  clientDir: string | null;
  /** Pages wait for the first content load; the demo backends must not (the load goes through them). */
  contentReady?: Promise<void>;
  /** APP_KEY, REVALIDATE_SECRET, TRUSTED_PROXY_HOPS (default: process.env). */
  env?: Record<string, string | undefined>;
  /** Renders a page (default: Vike); tests pass a stub so no build is needed. */
  render?: PageRenderer;
  /** Delivers form submissions through the outbox; the server starts and stops it (default: one over DATA_DIR, not started). */
  forms?: FormDeliverer;
};

/** The HTTP app, and the front door that answers cached pages before it (server.ts puts the two together). */
export type Site = { app: Hono; cachedPageFront: CachedPageFront };

export function createSiteApp(options: SiteAppOptions): Hono {
  return createSite(options).app;
}

export function createSite({ config, content, clientDir, contentReady = Promise.resolve(), env = process.env, render, forms }: SiteAppOptions): Site {
  const app = new Hono();
  app.use(requestLog());
  app.use(compression());
  // Security headers on everything; the per-request CSP nonce is made here, before any page renders.
  const shopImages = config.shop.kind === 'remote' ? ['https://cdn.shopify.com'] : [];
  const security = { hsts: config.secureCookies, development: !config.production, imageOrigins: foreignOrigins([config.cms.mediaBaseUrl, ...shopImages], config.siteUrl) };
  app.use(securityHeaders(security));

  app.get('/healthz', (c) =>
    c.json({ status: 'ok', content: { fetchedAt: content.current.fetchedAt, complete: content.complete } }, 200, { 'Cache-Control': 'no-store' }),
  );

  // The site API (before any /api route): never cached, writes only from this site's pages, rate-limited per client.
  app.use('/api/*', privateNoStore());
  app.use('/api/*', sameOriginWrites({ siteUrl: config.siteUrl, exemptPaths: [REVALIDATE_PATH] }));
  const limiter = new TokenBucketLimiter(API_WRITE_LIMIT);
  app.use('/api/*', rateLimitWrites({ limiter, clientIp: clientIpResolver(readTrustedProxyHops(env)), exemptPaths: [REVALIDATE_PATH] }));
  mountRevalidateRoute(app, { secret: readRevalidateSecret(env), scheduler: new RefreshScheduler(() => content.refresh()) });

  if (config.cms.kind === 'demo') {
    app.route(DEMO_CMS_MOUNT, createDemoCmsApp({ submissionsDbPath: join(config.dataDir, 'demo-cms.sqlite') }));
  }
  if (config.shop.kind === 'demo') {
    app.route(DEMO_SHOP_MOUNT, createDemoShopApp({ dbPath: join(config.dataDir, 'demo-shop.sqlite'), publicBaseUrl: `${config.siteUrl}${DEMO_SHOP_MOUNT}` }));
  }

  const shop = new StorefrontClient({ endpoint: config.shop.endpoint, storefrontToken: config.shop.storefrontToken, timeoutMs: config.shopTimeoutMs });
  app.route('/api/cart', createCartRoutes({ shop, secureCookies: config.secureCookies }));
  app.route('/checkout', createCheckoutRoutes({ shop, cartPermalinkBase: config.shop.cartPermalinkBase }));
  const deliverer = forms ?? createFormDeliverer({ dataDir: config.dataDir, cms: { baseUrl: config.cms.baseUrl, token: config.cms.token, timeoutMs: config.cmsTimeoutMs } });
  app.route('/api/forms', createFormsRoutes({ deliverer }));

  if (clientDir) mountStaticAssets(app, clientDir);
  mountSeoRoutes(app, { content: () => content.current, siteUrl: config.siteUrl, contentReady });

  // Page requests: locale prefix and cookies, old-URL redirects, then each route's named middleware.
  app.use(localeRouting(config.locale, { secureCookies: config.secureCookies }));
  app.use(redirects());
  const cookies = sessionCookieNames(readAppKey(env));
  app.use(routeMiddleware(ROUTE_MIDDLEWARE, createMiddlewareRegistry({ cookies, secureCookies: config.secureCookies })));

  const renderContext = { content: () => content.current, mediaBaseUrl: config.cms.mediaBaseUrl, siteUrl: config.siteUrl, shop, blockChunks: readBlockChunkIndex(clientDir) };
  const pageCache = new RenderedPageCache();
  content.onChange(() => pageCache.clear());
  const respond = pageResponder({
    render: render ?? ((c, options) => renderWithVike(c, renderContext, options)),
    cache: pageCache,
    isPerShopper: (c) => isPerShopperRoute(ROUTE_MIDDLEWARE, c.req.url),
    showsShopData: (c) => {
      const slug = contentSlugFromPath(pageRequestOf(c.req.url).pathname);
      const page = slug === null ? undefined : content.current.pages.get(slug);
      return page !== undefined && cacheClassOf(page.blocks) === 'live-shop-data';
    },
  });
  app.get('*', async (c) => {
    await contentReady;
    return respond(c);
  });

  const cachedPageFront = createCachedPageFront({
    cache: pageCache,
    securityHeaders: securityHeadersFor(security),
    contentSecurityPolicy: pageContentSecurityPolicy(security),
    locale: localeSettings(config.locale),
    secureCookies: config.secureCookies,
  });
  return { app, cachedPageFront };
}
