// Entry point and the one composition root: reads the configuration once, builds every service from it and
// hands them to the site; restores the last good content, starts the HTTP server, then loads fresh content
// (the embedded demo CMS is served by this same server) and refreshes it on an interval.
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBlockChunkIndex } from './blocks/block-chunk-index.ts';
import { createCmsClient } from './clients/cms/cms-client.ts';
import { createSite } from './server/app.ts';
import { ConfigurationError, DEMO_SHOP_MOUNT, readConfig, type SiteConfig } from './server/config/config.ts';
import { appVersionCookieName } from './server/buy-flow/app-version-cookie.ts';
import { ContentStore } from './server/content/content-store.ts';
import { demoBackendMounts } from './server/backends/demo-backend-mounts.ts';
import { startDemoShopHttps } from './server/backends/demo-shop-https.ts';
import { createSiteImages } from './server/images/site-images.ts';
import { PostgresCartStore } from './demo-backends/storefront/postgres-cart-store.ts';
import type { ContentChangeNotices } from './server/caching/content-change-notices.ts';
import { PostgresContentNotices } from './server/caching/postgres-content-notices.ts';
import { instanceName, openPostgresPool } from './server/database/postgres-pool.ts';
import { openCustomerAccounts } from './server/customer-accounts/customer-accounts.ts';
import { onPostgres, openSqlite } from './clients/database/sql-database.ts';
import { createFormDeliverer, FORM_OUTBOX_FILE } from './server/forms/site-form-deliverer.ts';
import { FORM_SPOOL_FOLDER } from './server/forms/form-spool.ts';
import type { FormOutbox } from './server/forms/form-outbox.ts';
import { PostgresFormOutbox } from './server/forms/postgres-form-outbox.ts';
import { SqliteFormOutbox } from './server/forms/sqlite-form-outbox.ts';
import { API_WRITE_LIMIT } from './server/security/rate-limit-writes.ts';
import { createWriteLimiter } from './server/security/write-limiter.ts';
import { errorMessage, flushLogs, log, setLogLevel } from './server/logging/logger.ts';
import { startTracing, stopTracing } from './server/observability/tracing.ts';
import { renderWithVike } from './server/rendering/render-page.ts';
import type { PageRenderer } from './server/rendering/render-result.ts';
import { catalogOrStatic } from './shop-rules/recent-catalog.ts';
import { createShopClient } from './server/backends/shop-client.ts';
import { siteMetrics } from './server/observability/metrics-site.ts';
import { startMetricsServer } from './server/observability/metrics-thread.ts';
import { openSiteAnalytics } from './server/analytics/site-analytics.ts';
import { shopifyAnalyticsShop } from './server/config/shopify-analytics-config.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function loadConfig(): SiteConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      log.error('config.invalid', { reason: error.message });
      process.exit(1);
    }
    throw error;
  }
}

async function devMiddleware() {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  return vite.middlewares;
}

/**
 * What several instances must share: with DATABASE_URL, the form outbox, the demo shop's carts, the API write
 * limit and the content-change notices live in PostgreSQL (its schema migrated first); without it, the outbox is
 * SQLite under DATA_DIR (and the demo shop's too), the limit is counted in memory, and there is nobody to notify.
 */
async function openSharedState(config: SiteConfig) {
  if (!config.databaseUrl) {
    const outbox: FormOutbox = await SqliteFormOutbox.open(join(config.dataDir, FORM_OUTBOX_FILE));
    // Customer sessions live beside the outbox, in the file that holds the site's migrations.
    const customerAccounts = await openCustomerAccounts(config, openSqlite(join(config.dataDir, FORM_OUTBOX_FILE)));
    return {
      outbox,
      carts: undefined,
      contentNotices: undefined,
      writeLimiter: createWriteLimiter(API_WRITE_LIMIT),
      customerAccounts,
      close: async () => {},
    };
  }
  const pool = openPostgresPool(config.databaseUrl);
  const instance = instanceName();
  try {
    const outbox: FormOutbox = await PostgresFormOutbox.open(pool, instance);
    const carts = config.shop.kind === 'demo' ? await PostgresCartStore.open(pool) : undefined;
    const notices = new PostgresContentNotices(config.databaseUrl, pool, instance);
    await notices.start();
    const contentNotices: ContentChangeNotices = notices;
    const writeLimiter = createWriteLimiter(API_WRITE_LIMIT, pool);
    const customerAccounts = await openCustomerAccounts(config, onPostgres(pool));
    return { outbox, carts, contentNotices, writeLimiter, customerAccounts, close: async () => void (await Promise.allSettled([notices.close(), pool.end()])) };
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`The database at DATABASE_URL could not be prepared: ${errorMessage(error)}`);
  }
}

async function main() {
  // First: every fetch from here on (CMS, Storefront) is traced when a collector is configured.
  const tracing = await startTracing(process.env);
  const config = loadConfig();
  setLogLevel(config.logLevel);
  if (tracing) log.info('tracing.started', { endpoint: process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT });
  const cmsOptions = { baseUrl: config.cms.baseUrl, token: config.cms.token, timeoutMs: config.cmsTimeoutMs };
  const cms = createCmsClient(cmsOptions);
  const shared = await openSharedState(config);
  // Its own SQLite file or PostgreSQL pool: events never queue behind the forms (server/analytics/).
  const analytics = await openSiteAnalytics(config);
  const demoBackends = demoBackendMounts(config, { carts: shared.carts });
  // Pictures: the image service, which learns the pictures of each snapshot accepted, and their placeholders.
  const images = createSiteImages(config, demoBackends);
  const content = new ContentStore({ cms, persistPath: join(config.dataDir, 'content-snapshot.json'), decorator: images.decorator });
  await content.loadFromDisk();
  const forms = createFormDeliverer({ outbox: shared.outbox, cms: cmsOptions, spoolDir: join(config.dataDir, FORM_SPOOL_FOLDER) });
  const shop = createShopClient(config);
  const clientDir = config.production ? resolve('dist/client') : null;
  // This checkout's own server build. Vike would otherwise find it through a path it writes into node_modules at
  // build time, which names whichever checkout sharing those node_modules built last.
  if (config.production) await import(pathToFileURL(resolve('dist/server/entry.mjs')).href);
  const renderContext = {
    content: () => content.current,
    mediaSource: config.cms.mediaSource,
    siteUrl: config.siteUrl,
    shop,
    blockChunks: readBlockChunkIndex(clientDir),
    appVersionCookieName: appVersionCookieName(config.appKey),
    shopifyAnalytics: shopifyAnalyticsShop(config.analytics.shopify),
  };
  const render: PageRenderer = (c, options) => renderWithVike(c, renderContext, options);
  // /buy's catalogue, resolved once per request by the site (server/buy-flow/buy-flow-render.ts).
  const buyCatalog = ({ recheck }: { recheck: boolean }) => catalogOrStatic(shop, Date.now(), { recheck });

  let markReady!: () => void;
  const firstLoad = new Promise<void>((done) => (markReady = done));
  const services = {
    content,
    cms,
    shop,
    forms,
    render,
    buyCatalog,
    demoBackends,
    contentNotices: shared.contentNotices,
    writeLimiter: shared.writeLimiter,
    images: images.service,
    analytics,
    customerAccounts: shared.customerAccounts ?? undefined,
  };
  // Before createSite, so the CMS and shop calls of the first content load are counted too.
  const metrics = siteMetrics(config, content);
  const { app, purge } = createSite({ config, ...services, clientDir, contentReady: firstLoad, metrics });
  const metricsServer =
    metrics && config.metrics.port !== null ? await startMetricsServer(metrics.registry, { ...config.metrics, port: config.metrics.port }) : null;
  if (metricsServer) log.info('metrics.listening', { host: metricsServer.host, port: metricsServer.port });
  const listener = getRequestListener(app.fetch);
  const vite = config.production ? null : await devMiddleware();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // In development Vite answers its own paths first.
    if (vite) vite(req, res, () => listener(req, res));
    else void listener(req, res);
  };

  const shopifyAnalytics = config.analytics.shopify;
  const shopMount = demoBackends.find((mount) => mount.path === DEMO_SHOP_MOUNT);
  const demoShopHttps =
    shopifyAnalytics?.demoHttpsPort && shopMount
      ? await startDemoShopHttps(shopMount.app, { port: shopifyAnalytics.demoHttpsPort, host: config.host, dataDir: config.dataDir })
      : null;
  if (demoShopHttps) log.info('demo_shop.https_listening', { origin: demoShopHttps.origin });

  const server = createServer(handle);
  server.listen(config.port, config.host, () => {
    log.info('server.listening', {
      url: config.siteUrl,
      port: config.port,
      cms: config.cms.kind,
      shop: config.shop.kind,
      mode: config.production ? 'production' : 'development',
    });
    void content.refresh().finally(markReady);
    content.startAutoRefresh(config.contentRefreshIntervalMs);
    // Started once listening: the embedded demo CMS that receives the forms is served by this server.
    forms.start();
  });

  const shutdown = (signal: string) => {
    log.info('server.shutting_down', { signal });
    content.stopAutoRefresh();
    purge.stop();
    void metricsServer?.close();
    void demoShopHttps?.close();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    // Sends under way finish first (bounded by the CMS timeout); anything still pending stays in the outbox.
    void forms.stop().then(() => {
      server.close(() => {
        void Promise.allSettled([forms.outbox.close(), shared.close(), analytics.close(), stopTracing()]).then(() => {
          log.info('server.stopped');
          flushLogs();
          process.exit(0);
        });
      });
      server.closeIdleConnections();
    });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  log.error('server.start_failed', { reason: errorMessage(error) });
  process.exit(1);
});
