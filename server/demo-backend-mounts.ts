// The embedded demo backends a configuration calls for: the demo CMS and the demo shop, each only while its
// real service is not configured. The site serves them itself and calls them over loopback like real ones.
import type { Hono } from 'hono';
import { join } from 'node:path';
import { createDemoCmsApp } from '../demo-backends/cms/app.ts';
import { createDemoShopApp } from '../demo-backends/storefront/app.ts';
import { DEMO_CMS_MOUNT, DEMO_SHOP_MOUNT, type SiteConfig } from './config.ts';

export type MountedApp = { path: string; app: Hono };

/** Edits to the demo content, in DATA_DIR (demo-backends/cms/content-edits.ts). */
export const DEMO_CMS_EDITS_FILE = 'demo-cms-edits.json';

export function demoBackendMounts(config: SiteConfig): MountedApp[] {
  const mounts: MountedApp[] = [];
  if (config.cms.kind === 'demo') {
    mounts.push({ path: DEMO_CMS_MOUNT, app: createDemoCmsApp({ submissionsDbPath: join(config.dataDir, 'demo-cms.sqlite'), editsPath: join(config.dataDir, DEMO_CMS_EDITS_FILE) }) });
  }
  if (config.shop.kind === 'demo') {
    const publicBaseUrl = `${config.siteUrl}${DEMO_SHOP_MOUNT}`;
    mounts.push({ path: DEMO_SHOP_MOUNT, app: createDemoShopApp({ dbPath: join(config.dataDir, 'demo-shop.sqlite'), publicBaseUrl }) });
  }
  return mounts;
}
