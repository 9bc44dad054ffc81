// Vitest global setup for the browser project: one built site for all browser tests.
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startBuiltSite } from '../../../scripts/site-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The site's data folder (SQLite of the demo CMS and shop), for checking what was stored. */
    dataDir: string;
  }
}

export default async function startSite(project: TestProject) {
  const site = await startBuiltSite();
  project.provide('baseUrl', site.baseUrl);
  project.provide('dataDir', site.dataDir);
  return async () => {
    await site.stop();
  };
}
