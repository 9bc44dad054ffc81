// The site's HTTP app, assembled from the configuration and the services server.ts builds: logs, the image
// service, compression, security headers, health and readiness, the site API (guarded), the embedded demo backends it is given, static assets,
// SEO files, page rules (locale, redirects, route middleware) and page rendering, through the page cache.
import { type Context, Hono } from 'hono';
import type { CmsClient } from '../clients/cms/cms-client.ts';
import type { StorefrontClient } from '../clients/storefront/storefront-client.ts';
import { createCartRoutes } from './cart/cart-routes.ts';
import { createCheckoutRoutes } from './cart/checkout-routes.ts';
import type { FormDeliverer } from './forms/form-deliverer.ts';
import { createFormsRoutes } from './forms/forms-routes.ts';
import { compression } from './http/compression.ts';
import type { SiteConfig } from './config/config.ts';
import type { ContentStore } from './content/content-store.ts';
import type { MountedApp } from './backends/demo-backend-mounts.ts';
import type { ImageService } from './images/image-service.ts';
import { mountImageRoute } from './images/image-route.ts';
import { mountReadiness, notReadyPage } from './health/readiness.ts';
import { degradedDependencies } from './health/dependency-health.ts';
import { requestLog } from './http/request-log.ts';
import { mountStaticAssets } from './http/static-assets.ts';
import { privateNoStore } from './caching/cache-control.ts';
import { pageResponder } from './caching/page-responder.ts';
import type { PageRenderer } from './rendering/render-result.ts';
import type { ContentChangeNotices } from './caching/content-change-notices.ts';
import { RefreshScheduler } from './caching/refresh-scheduler.ts';
import { mountRevalidateRoute, REVALIDATE_PATH } from './caching/revalidate-route.ts';
import { PageCache } from './caching/page-cache.ts';
import { cachePurgerOf, surrogateKeyHeaderOf } from './caching/cache-engine.ts';
import { ContentChangePurge } from './caching/content-change-purge.ts';
import { storedAnswers } from './caching/stored-answers.ts';
import { localeRouting } from './locale/locale-routing.ts';
import { redirects } from './redirects/redirect-middleware.ts';
import { clientAddressResolver, clientIpResolver } from './security/client-ip.ts';
import { foreignOrigins, shopImageOrigins } from './security/content-security-policy.ts';
import { API_WRITE_LIMIT, rateLimitWrites } from './security/rate-limit-writes.ts';
import { sameOriginWrites } from './security/same-origin-writes.ts';
import { pageContentSecurityPolicy, securityHeaders } from './security/security-headers.ts';
import { createWriteLimiter, type WriteLimiter } from './security/write-limiter.ts';
import { mountSeoRoutes } from './seo/seo-routes.ts';
import { mountContentHealthRoute } from './preview/content-health-route.ts';
import { draftCookie as createDraftCookie } from './preview/draft-cookie.ts';
import { draftPageResponder } from './preview/draft-page-responder.ts';
import { draftSkips, draftSource } from './preview/draft-source.ts';
import { mountPreviewRoutes } from './preview/preview-routes.ts';
import { accountEntry } from './session/account-entry.ts';
import { ACCOUNT_PATHS } from './customer-accounts/account-paths.ts';
import { customerAccountRoutes } from './customer-accounts/account-routes.ts';
import { customerAccessTokenOf } from './customer-accounts/signed-in-customer.ts';
import { orderAgainRoute } from './customer-accounts/order-again-route.ts';
import { measurementsRoute } from './customer-accounts/measurements-route.ts';
import type { CustomerAccounts } from './customer-accounts/customer-accounts.ts';
import { createMiddlewareRegistry } from './session/named-middleware.ts';
import { isPerShopperRoute, ROUTE_MIDDLEWARE, routeMiddleware } from './session/route-middleware.ts';
import { sessionCookieNames } from './session/session-config.ts';
import { appVersionCookie, appVersionCookieName } from './buy-flow/app-version-cookie.ts';
import { type BuyRenderSources, buyFlowRender } from './buy-flow/buy-flow-render.ts';
import { CHECKOUT_PATH } from '../shop-rules/checkout-links.ts';
import { answerUnhandledError } from './http/unhandled-error.ts';
import type { SiteMetrics } from './observability/metrics.ts';
import { mountPublicMetrics } from './observability/metrics-endpoint.ts';
import { registerSourceMetrics } from './observability/metrics-sources.ts';
import { EVENTS_PATH } from '../content/analytics/event-batch.ts';
import { ORDER_WEBHOOK_PATH } from './analytics/analytics-paths.ts';
import { registerAnalyticsMetrics } from './analytics/analytics-metrics.ts';
import type { SiteAnalytics } from './analytics/site-analytics.ts';
import { VISIT_ATTRIBUTE } from './analytics/visit-attribute.ts';

/** What the site is assembled from; server.ts builds each one (tests build their own). */
export type SiteServices = {
  content: ContentStore;
  /** The one CMS client (the content store's); draft preview asks it for one entry's draft per request. */
  cms: CmsClient;
  /** The one Storefront client, asked in the configured country and language. */
  shop: StorefrontClient;
  /** Delivers form submissions through the outbox; server.ts starts and stops it. */
  forms: FormDeliverer;
  /** Renders a page (Vike in server.ts; tests pass a stub so no build is needed). */
  render: PageRenderer;
  /** /buy's catalogue for one request (shop-rules/recent-catalog.ts); absent (tests), /buy renders ask for it themselves and are never reused. */
  buyCatalog?: BuyRenderSources['catalog'];
  /** The embedded demo backends to serve, each under its mount path (none for real services). */
  demoBackends: readonly MountedApp[];
  /** Passes content changes between instances sharing a database; absent for a single instance. */
  contentNotices?: ContentChangeNotices;
  /** The image service (/_image/…); absent, there is none. */
  images?: ImageService;
  /** The API write limit, shared in PostgreSQL by the instances (server.ts); absent, it is counted in memory. */
  writeLimiter?: WriteLimiter;
  /** The brand's own analytics (server/analytics/): /api/events, the shop's order webhook, the funnel; absent, none. */
  analytics?: SiteAnalytics;
  /** Sign-in with the shop's customer accounts and /account (server/customer-accounts/); absent, /account leads to the shop's hosted account. */
  customerAccounts?: CustomerAccounts;
};

export type SiteAppOptions = SiteServices & {
  config: SiteConfig;
  /** The built client assets to serve; null in development and tests. */
  clientDir: string | null;
  /** Pages wait for the first content load; the demo backends must not (the load goes through them). */
  contentReady?: Promise<void>;
  /** Prometheus metrics (server/observability/); absent when nobody could read them (no METRICS_PORT or METRICS_TOKEN). */
  metrics?: SiteMetrics | null;
};

/** The HTTP app, what purges cached pages when content changes (server.ts stops its retries on shutdown), and the page cache (its stats() for metrics). */
export type Site = { app: Hono; purge: ContentChangePurge; pageCache: PageCache };

/**
 * A refresh the CMS asked this instance for is announced to the other instances, and one they announce is
 * requested here: every instance refreshes, whichever one the webhook reached.
 */
function cmsRefreshRequests(scheduler: RefreshScheduler, notices: ContentChangeNotices | undefined): Pick<RefreshScheduler, 'request'> {
  if (!notices) return scheduler;
  notices.listen(() => scheduler.request());
  return {
    request: () => {
      scheduler.request();
      notices.announce();
    },
  };
}

export function createSite({
  config,
  content,
  cms,
  shop,
  forms,
  render: renderPage,
  buyCatalog,
  demoBackends,
  contentNotices,
  images,
  writeLimiter,
  analytics,
  customerAccounts,
  clientDir,
  contentReady = Promise.resolve(),
  metrics,
}: SiteAppOptions): Site {
  const app = new Hono();
  // The one cache of rendered pages: shared pages, their encodings and replayed answers, and /buy's reuse.
  const pageCache = new PageCache();
  const render = buyCatalog ? buyFlowRender(renderPage, pageCache, { content: () => content.current, catalog: buyCatalog }) : renderPage;
  // Draft preview exists only with PREVIEW_SECRET; an editor in it never gets the public page's stored answer.
  const draftCookie = config.preview ? createDraftCookie({ appKey: config.appKey, secret: config.preview.secret }) : null;
  app.onError(answerUnhandledError);
  // First, so every answer is counted; /metrics itself answers the public port only with METRICS_TOKEN.
  if (metrics) app.use(metrics.requests);
  mountPublicMetrics(app, metrics?.registry ?? null, config.metrics);
  if (metrics) registerSourceMetrics(metrics.registry, { pageCache, content, forms });
  if (metrics && analytics) registerAnalyticsMetrics(metrics.registry, analytics.counts, () => analytics.queue.length);
  app.use(requestLog());
  // Picture files answer before the page layers: never the page cache, compression or the HTML policy.
  if (images) mountImageRoute(app, images, { hsts: config.secureCookies, previewing: (c) => draftCookie?.isOn(c) ?? false });
  // A cached page's stored answer goes out before the other layers, which wrote it the first time.
  app.use(storedAnswers(pageCache, { personal: (c) => draftCookie?.isOn(c) ?? false }));
  app.use(compression());
  // Security headers on everything; HTML gets a CSP naming its own inline scripts.
  const imageOrigins = foreignOrigins([config.cms.mediaSource.base, ...shopImageOrigins(config.shop)], config.siteUrl);
  // Shopify's analytics go from the shopper's browser to the shop's domain once they allow analytics.
  const connectOrigins = config.analytics.shopify ? [`https://${config.analytics.shopify.domain}`] : [];
  const security = {
    hsts: config.secureCookies,
    development: !config.production,
    imageOrigins,
    connectOrigins,
    cmsAdminOrigin: config.preview?.adminOrigin ?? null,
  };
  app.use(securityHeaders(security));

  app.get('/healthz', (c) =>
    c.json({ status: 'ok', content: { fetchedAt: content.current.fetchedAt, complete: content.complete } }, 200, { 'Cache-Control': 'no-store' }),
  );
  mountReadiness(app, content, () => degradedDependencies({ shop, forms }));

  // The site API (before any /api route): never cached, writes only from this site's pages, rate-limited per client.
  app.use('/api/*', privateNoStore());
  const { siteUrl, siteUrlExplicit, trustedProxyHops } = config;
  // The shop's webhook is signed (a cross-site page cannot sign); events have a write limit of their own (server/analytics/).
  app.use('/api/*', sameOriginWrites({ siteUrl, siteUrlExplicit, trustedProxyHops, exemptPaths: [REVALIDATE_PATH, ORDER_WEBHOOK_PATH] }));
  const limiter = writeLimiter ?? createWriteLimiter(API_WRITE_LIMIT);
  const clientIp = clientIpResolver(config.trustedProxyHops);
  app.use('/api/*', rateLimitWrites({ limiter, clientIp, exemptPaths: [REVALIDATE_PATH, ORDER_WEBHOOK_PATH, EVENTS_PATH] }));
  mountRevalidateRoute(app, { secret: config.revalidateSecret, scheduler: cmsRefreshRequests(new RefreshScheduler(() => content.refresh()), contentNotices) });
  // Draft preview and content health exist only with PREVIEW_SECRET.
  if (config.preview && draftCookie) {
    mountPreviewRoutes(app, { secret: config.preview.secret, cookie: draftCookie, trustedProxyHops });
    mountContentHealthRoute(app, { secret: config.preview.secret, content: () => content.current, drafts: draftSkips(cms) });
  }

  for (const backend of demoBackends) app.route(backend.path, backend.app);

  const clientAddress = clientAddressResolver(config.trustedProxyHops);
  analytics?.mount(app, { clientAddress, clientIp });
  // A new cart carries the visit it came from, so the shop's order can be linked to it (server/analytics/visit-attribute.ts).
  const newCartAttributes = async (c: Context) => {
    const visit = analytics ? await analytics.visitKeyOf(clientAddress(c), c.req.header('User-Agent') ?? '') : null;
    return visit ? [{ key: VISIT_ATTRIBUTE, value: visit }] : [];
  };
  app.route('/api/cart', createCartRoutes({ shop, secureCookies: config.secureCookies, clientAddress, newCartAttributes }));
  // Checkout redirects carry a shopper's cart: never stored.
  app.use(`${CHECKOUT_PATH}/*`, privateNoStore());
  // A signed-in customer's cart goes to checkout as theirs, so the order shows in their account.
  const customerAccessToken = customerAccounts ? customerAccessTokenOf({ ...customerAccounts, appKey: config.appKey }) : undefined;
  app.route(
    CHECKOUT_PATH,
    createCheckoutRoutes({ shop, cartPermalinkBase: config.shop.cartPermalinkBase, clientAddress, newCartAttributes, customerAccessToken }),
  );
  app.route('/api/forms', createFormsRoutes({ deliverer: forms }));

  if (clientDir) mountStaticAssets(app, clientDir);
  mountSeoRoutes(app, { content: () => content.current, siteUrl: config.siteUrl, contentReady, ready: () => content.complete });

  // The customer's own pages: never the page cache, never shared (server/customer-accounts/).
  if (customerAccounts) {
    const { siteUrl, appKey, secureCookies } = config;
    // /account is a page of the site (pages/account/), rendered once the content (its header, menu, footer) is in.
    const renderAccount: PageRenderer = async (c, options) => {
      await contentReady;
      return render(c, options);
    };
    app.route('/', orderAgainRoute({ client: customerAccounts.client, shop, customerAccessToken: customerAccessToken!, clientAddress, secureCookies }));
    app.route('/', measurementsRoute({ client: customerAccounts.client, customerAccessToken: customerAccessToken! }));
    app.route('/', customerAccountRoutes({ ...customerAccounts, siteUrl, appKey, secureCookies, render: renderAccount }));
  }

  // Page requests: locale prefix and cookies, old-URL redirects, the account path, then each route's named middleware.
  app.use(localeRouting(config.locale, { secureCookies: config.secureCookies }));
  app.use(redirects());
  app.use(accountEntry({ accountUrl: customerAccounts ? ACCOUNT_PATHS.account : config.shop.accountUrl }));
  const cookies = sessionCookieNames(config.appKey);
  app.use(routeMiddleware(ROUTE_MIDDLEWARE, createMiddlewareRegistry({ cookies, secureCookies: config.secureCookies })));
  app.use(appVersionCookie({ cookieName: appVersionCookieName(config.appKey), secure: config.secureCookies }));

  const purge = new ContentChangePurge({ pageCache, engine: cachePurgerOf(config.cacheEngine, config.cmsTimeoutMs), onEngineOutcome: metrics?.purgeOutcome });
  content.onChange((next, previous) => purge.snapshotChanged(previous, next));
  const respond = pageResponder({
    pagePolicy: pageContentSecurityPolicy(security),
    surrogateKeyHeader: surrogateKeyHeaderOf(config.cacheEngine),
    render,
    cache: pageCache,
    isPerShopper: (c) => isPerShopperRoute(ROUTE_MIDDLEWARE, c.req.url),
  });
  const respondWithDraft = draftPageResponder({ render, loadDraft: draftSource(cms) });
  app.get('*', async (c) => {
    await contentReady;
    // Never loaded content: "back shortly" (503), not a 404 for every page (readiness.ts).
    if (!content.complete) return notReadyPage(c);
    return draftCookie?.isOn(c) ? respondWithDraft(c) : respond(c);
  });

  return { app, purge, pageCache };
}
