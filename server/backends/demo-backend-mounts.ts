// The embedded demo backends a configuration calls for: the demo CMS and the demo shop, each only while its
// real service is not configured. The site serves them itself and calls them over loopback like real ones.
import type { Hono } from 'hono';
import { join } from 'node:path';
import { CONTENT_OVERRIDES_FILE, createDemoCmsApp } from '../../demo-backends/cms/app.ts';
import { createDemoShopApp } from '../../demo-backends/storefront/app.ts';
import type { CartStore } from '../../demo-backends/storefront/cart-store.ts';
import { SqliteCartStore } from '../../demo-backends/storefront/sqlite-cart-store.ts';
import { DEMO_CMS_MOUNT, DEMO_SHOP_MOUNT, type SiteConfig } from '../config/config.ts';
import { log } from '../logging/logger.ts';

export type MountedApp = { path: string; app: Hono };

/** `carts`: the demo shop's shared store (PostgreSQL, from server.ts); without it, SQLite under DATA_DIR. */
export function demoBackendMounts(config: SiteConfig, { carts }: { carts?: CartStore } = {}): MountedApp[] {
  const mounts: MountedApp[] = [];
  if (config.cms.kind === 'demo') {
    const cms = createDemoCmsApp({
      submissionsDbPath: join(config.dataDir, 'demo-cms.sqlite'),
      contentOverridesPath: join(config.dataDir, CONTENT_OVERRIDES_FILE),
      logError: log.error,
    });
    mounts.push({ path: DEMO_CMS_MOUNT, app: cms });
  }
  if (config.shop.kind === 'demo') {
    const publicBaseUrl = `${config.siteUrl}${DEMO_SHOP_MOUNT}`;
    const store = carts ?? new SqliteCartStore(join(config.dataDir, 'demo-shop.sqlite'));
    // Its sandbox orders reach the site's funnel as a real shop's would: a signed orders/create webhook.
    const { demoShopWebhookUrl: url, webhookSecret: secret } = config.analytics;
    const orderWebhook = url && secret ? { url, secret } : null;
    mounts.push({
      path: DEMO_SHOP_MOUNT,
      app: createDemoShopApp({
        carts: store,
        publicBaseUrl,
        photosDir: config.shop.demoImagesDir,
        logError: log.error,
        orderWebhook,
        tokenlessCostLimit: true,
      }),
    });
  }
  return mounts;
}
