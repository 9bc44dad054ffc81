// The site's HTTP app: logs, compression, health, embedded demo backends (when no credentials are set),
// static assets and Vike's server-side rendering for every other GET.
import { Hono } from 'hono';
import { createDemoCmsApp } from '../demo-backends/cms/app.ts';
import { createDemoShopApp } from '../demo-backends/shop/app.ts';
import { StorefrontClient } from '../clients/shop/storefront-client.ts';
import { createCartRoutes } from './cart/cart-routes.ts';
import { createCheckoutRoutes } from './cart/checkout-routes.ts';
import { compression } from './compression.ts';
import { DEMO_CMS_MOUNT, DEMO_SHOP_MOUNT, type SiteConfig } from './config.ts';
import type { ContentStore } from './content/content-store.ts';
import { renderWithVike } from './render-page.ts';
import { requestLog } from './request-log.ts';
import { mountStaticAssets } from './static-assets.ts';
import { join } from 'node:path';

export type SiteAppOptions = {
  config: SiteConfig;
  content: ContentStore;
  clientDir: string | null;
  /** Pages wait for the first content load; the demo backends must not (the load goes through them). */
  contentReady?: Promise<void>;
};

export function createSiteApp({ config, content, clientDir, contentReady = Promise.resolve() }: SiteAppOptions): Hono {
  const app = new Hono();
  app.use(requestLog());
  app.use(compression());

  app.get('/healthz', (c) =>
    c.json({ status: 'ok', content: { fetchedAt: content.current.fetchedAt, complete: content.complete } }, 200, { 'Cache-Control': 'no-store' }),
  );

  if (config.cms.kind === 'demo') {
    app.route(DEMO_CMS_MOUNT, createDemoCmsApp({ submissionsDbPath: join(config.dataDir, 'demo-cms.sqlite') }));
  }
  if (config.shop.kind === 'demo') {
    app.route(DEMO_SHOP_MOUNT, createDemoShopApp({ dbPath: join(config.dataDir, 'demo-shop.sqlite'), publicBaseUrl: `${config.siteUrl}${DEMO_SHOP_MOUNT}` }));
  }

  const shop = new StorefrontClient({ endpoint: config.shop.endpoint, storefrontToken: config.shop.storefrontToken, timeoutMs: config.shopTimeoutMs });
  app.route('/api/cart', createCartRoutes({ shop, secureCookies: config.secureCookies }));
  app.route('/checkout', createCheckoutRoutes({ shop, cartPermalinkBase: config.shop.cartPermalinkBase }));

  if (clientDir) mountStaticAssets(app, clientDir);

  const renderContext = { content: () => content.current, mediaBaseUrl: config.cms.mediaBaseUrl, siteUrl: config.siteUrl };
  app.get('*', async (c) => {
    await contentReady;
    return renderWithVike(c, renderContext);
  });
  return app;
}
