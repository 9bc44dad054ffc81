// Vitest global setup for the browser project: one built site for all browser tests.
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startBuiltSite } from '../../../scripts/site-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function startSite(project: TestProject) {
  const site = await startBuiltSite();
  project.provide('baseUrl', site.baseUrl);
  return async () => {
    await site.stop();
  };
}
