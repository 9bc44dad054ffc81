// Vitest global setup for the browser project: one built site for all browser tests.
import { randomBytes } from 'node:crypto';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startBuiltSite } from '../../../scripts/site-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The site's data folder (SQLite of the demo CMS and shop), for checking what was stored. */
    dataDir: string;
    /** The site's PREVIEW_SECRET, which opens draft preview (/api/preview) and /api/content-health. */
    previewSecret: string;
  }
}

export default async function startSite(project: TestProject) {
  // Draft preview only adds routes and a cookie-gated mode; every other page answers as without it.
  const previewSecret = randomBytes(24).toString('base64url');
  const site = await startBuiltSite({ env: { PREVIEW_SECRET: previewSecret } });
  project.provide('baseUrl', site.baseUrl);
  project.provide('dataDir', site.dataDir);
  project.provide('previewSecret', previewSecret);
  return async () => {
    await site.stop();
  };
}
