// Starts the seeded Strapi the sharing test files expect (shared-strapi.ts). Run as a script by the integration
// project's global setup: it sends the instance's SharedStrapiInfo over the IPC channel (its output is Strapi's
// log), and stops the instance on SIGTERM or when that channel closes (the test run ended, however it ended).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { freePort } from '../../../../scripts/site-process.ts';
import { startSeededStrapi } from './seeded-strapi.ts';

export type SharedStrapiInfo = {
  url: string;
  adminEmail: string;
  adminPassword: string;
  revalidateSecret: string;
  previewSecret: string;
  /** What the site's funnel asks for (the site's ANALYTICS_READ_TOKEN must be the same). */
  analyticsReadToken: string;
  /** The site's address Strapi knows (webhook, preview, content health); a file starts its site on sitePort. */
  siteUrl: string;
  sitePort: number;
};

export async function startSharedStrapi(): Promise<{ info: SharedStrapiInfo; stop: () => Promise<void> }> {
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const secret = (name: string) => `${name}-${randomBytes(12).toString('hex')}`;
  const [previewSecret, analyticsReadToken] = [secret('preview'), secret('analytics-read')];
  const env = { PREVIEW_SECRET: previewSecret, ANALYTICS_READ_TOKEN: analyticsReadToken, CMS_SCHEDULE_EVERY_SECONDS: '1' };
  const cms = await startSeededStrapi({ siteUrl, env, serveAdmin: true });
  const { adminEmail, adminPassword, revalidateSecret } = cms;
  return { info: { url: cms.strapi.url, adminEmail, adminPassword, revalidateSecret, previewSecret, analyticsReadToken, siteUrl, sitePort }, stop: cms.stop };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { info, stop } = await startSharedStrapi();
  let stopping: Promise<void> | undefined;
  const quit = () => (stopping ??= stop().finally(() => process.exit(0)));
  process.on('SIGTERM', quit);
  process.on('SIGINT', quit);
  // The channel closes when the test run's process ends, however it ends.
  process.on('disconnect', quit);
  process.send!(info);
}
