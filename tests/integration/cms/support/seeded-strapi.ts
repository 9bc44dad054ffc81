// A throwaway Strapi from cms/ for one test file: installed if needed, seeded with the demo content and the
// site's revalidation webhook, a first admin to sign in with, started on a free loopback port without the
// admin panel (with it, built first if needed, when `serveAdmin` is set). stop() stops it (if still running) and removes its data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../../scripts/site-process.ts';
import { ensureCmsInstalled, seedStrapi, startStrapi, type RunningStrapi } from '../../../../scripts/support/strapi.ts';

export type SeededStrapi = {
  /** The running instance (a new one after restart()). */
  readonly strapi: RunningStrapi;
  /** Stops the instance if it runs and starts it again on the same port and data. */
  restart: () => Promise<void>;
  adminEmail: string;
  adminPassword: string;
  revalidateSecret: string;
  /** Variables the instance runs with (give them to startStrapi again to restart it on the same data). */
  env: Record<string, string>;
  dataDir: string;
  stop: () => Promise<void>;
};

/** `siteUrl`: where the site will listen, for the webhook (and for preview, with `env.PREVIEW_SECRET`). */
export async function startSeededStrapi(options: { siteUrl: string; env?: Record<string, string>; serveAdmin?: boolean }): Promise<SeededStrapi> {
  ensureCmsInstalled();
  const dataDir = mkdtempSync(join(tmpdir(), 'strapi-test-'));
  const adminEmail = 'editor@example.com';
  const adminPassword = 'Editor-password-1';
  const revalidateSecret = `revalidate-${Math.random().toString(36).slice(2)}-secret`;
  const env = { SITE_URL: options.siteUrl, REVALIDATE_SECRET: revalidateSecret, CMS_ADMIN_EMAIL: adminEmail, CMS_ADMIN_PASSWORD: adminPassword, ...options.env };
  seedStrapi({ dataDir, env });
  const port = await freePort();
  let strapi = await startStrapi({ port, dataDir, env, serveAdmin: options.serveAdmin });
  return {
    get strapi() {
      return strapi;
    },
    restart: async () => {
      await strapi.stop();
      strapi = await startStrapi({ port, dataDir, env, serveAdmin: options.serveAdmin });
    },
    adminEmail,
    adminPassword,
    revalidateSecret,
    env,
    dataDir,
    stop: async () => {
      await strapi.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
