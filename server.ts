// Entry point and the one composition root: reads the configuration once, builds every service from it and
// hands them to the site; restores the last good content, starts the HTTP server, then loads fresh content
// (the embedded demo CMS is served by this same server) and refreshes it on an interval.
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { readBlockChunkIndex } from './blocks/block-chunk-index.ts';
import { createCmsClient } from './clients/cms/cms-client.ts';
import { createSite } from './server/app.ts';
import type { PageRenderer } from './server/caching/page-responder.ts';
import { ConfigurationError, readConfig, type SiteConfig } from './server/config.ts';
import { ContentStore } from './server/content/content-store.ts';
import { demoBackendMounts } from './server/demo-backend-mounts.ts';
import { createFormDeliverer } from './server/forms/form-delivery.ts';
import { errorMessage, log, setLogLevel } from './server/logger.ts';
import { renderWithVike } from './server/render-page.ts';
import { createShopClient } from './server/shop-client.ts';

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

async function main() {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  const cmsOptions = { baseUrl: config.cms.baseUrl, token: config.cms.token, timeoutMs: config.cmsTimeoutMs };
  const content = new ContentStore({ cms: createCmsClient(cmsOptions), persistPath: join(config.dataDir, 'content-snapshot.json') });
  await content.loadFromDisk();
  const forms = createFormDeliverer({ dataDir: config.dataDir, cms: cmsOptions });
  const shop = createShopClient(config);
  const clientDir = config.production ? resolve('dist/client') : null;
  const renderContext = { content: () => content.current, mediaBaseUrl: config.cms.mediaBaseUrl, siteUrl: config.siteUrl, shop, blockChunks: readBlockChunkIndex(clientDir) };
  const render: PageRenderer = (c, options) => renderWithVike(c, renderContext, options);

  let markReady!: () => void;
  const firstLoad = new Promise<void>((done) => (markReady = done));
  const services = { content, shop, forms, render, demoBackends: demoBackendMounts(config) };
  const { app, purge } = createSite({ config, ...services, clientDir, contentReady: firstLoad });
  const listener = getRequestListener(app.fetch);
  const vite = config.production ? null : await devMiddleware();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // In development Vite answers its own paths first.
    if (vite) vite(req, res, () => listener(req, res));
    else void listener(req, res);
  };

  const server = createServer(handle);
  server.listen(config.port, config.host, () => {
    log.info('server.listening', { url: config.siteUrl, port: config.port, cms: config.cms.kind, shop: config.shop.kind, mode: config.production ? 'production' : 'development' });
    void content.refresh().finally(markReady);
    content.startAutoRefresh(config.contentRefreshIntervalMs);
    // Started once listening: the embedded demo CMS that receives the forms is served by this server.
    forms.start();
  });

  const shutdown = (signal: string) => {
    log.info('server.shutting_down', { signal });
    content.stopAutoRefresh();
    purge.stop();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    // Sends under way finish first (bounded by the CMS timeout); anything still pending stays in the outbox.
    void forms.stop().then(() => {
      server.close(() => {
        forms.outbox.close();
        log.info('server.stopped');
        process.exit(0);
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
