// Three built site instances on one PostgreSQL behind the reference Varnish, sharing one demo CMS run as its
// own process: the set-up of "Running several instances" in docs/operations.md, on free loopback ports.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, startBuiltSite, type RunningSite } from '../../../../scripts/site-process.ts';
import { startDemoCms, type RunningDemoCms } from '../../../../scripts/support/demo-cms.ts';
import { startPostgres, type RunningPostgres } from '../../../../scripts/support/postgres.ts';
import { startVarnish, TEST_PURGE_SECRET, type RunningVarnish } from '../../../../scripts/support/varnish.ts';

const run = promisify(execFile);

export const REVALIDATE_SECRET = 'instances-test-revalidate-secret';
export const CMS_TIMEOUT_MS = 2_000;

export type Instances = {
  postgres: RunningPostgres;
  /** A connection for reading what the instances share. */
  db: pg.Client;
  cmsDataDir: string;
  cms: RunningDemoCms;
  sites: RunningSite[];
  /** Varnish in front, balancing the instances round-robin; each instance purges it on a content change. */
  varnish: RunningVarnish;
  /** Starts the CMS again on its port after cms.stop() (the sites keep their CMS_URL). */
  restartCms: () => Promise<RunningDemoCms>;
  stop: () => Promise<void>;
};

/** `openFilesLimit`: each instance may hold at most this many files open, as a service started with a common default (1024) may. */
export async function startInstances({
  count = 3,
  formAnswerDelayMs = 0,
  openFilesLimit,
}: { count?: number; formAnswerDelayMs?: number; openFilesLimit?: number } = {}): Promise<Instances> {
  const postgres = await startPostgres();
  const cmsDataDir = mkdtempSync(join(tmpdir(), 'demo-cms-'));
  const state = { cms: await startDemoCms({ dataDir: cmsDataDir, formAnswerDelayMs }) };
  const sitePorts = await Promise.all(Array.from({ length: count }, () => freePort()));
  const varnishPort = await freePort();
  const env = {
    DATABASE_URL: postgres.url,
    // Shoppers reach the instances through Varnish: its address is the site's public origin.
    SITE_URL: `http://127.0.0.1:${varnishPort}`,
    // Varnish is the one proxy in front (it adds the shopper's address to X-Forwarded-For): limits count per shopper.
    TRUSTED_PROXY_HOPS: '1',
    CACHE_PURGE: 'varnish',
    VARNISH_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
    VARNISH_PURGE_SECRET: TEST_PURGE_SECRET,
    REVALIDATE_SECRET,
    CMS_URL: state.cms.url,
    CMS_TOKEN: 'demo-cms-accepts-any-token',
    CMS_TIMEOUT_MS: String(CMS_TIMEOUT_MS),
    // Only a webhook (or its notice) refreshes content during a test, never the periodic refresh.
    CONTENT_REFRESH_INTERVAL_MS: String(60 * 60_000),
    // The outage's retries are expected; only errors are worth reading.
    LOG_LEVEL: 'error',
  };
  const sites = await Promise.all(sitePorts.map((port) => startBuiltSite({ port, env, timeoutMs: 90_000 })));
  if (openFilesLimit !== undefined) {
    for (const site of sites) await run('prlimit', ['--pid', String(site.pid), `--nofile=${openFilesLimit}:${openFilesLimit}`]);
  }
  // Started once the instances answer, so its health probes count every instance in from the start.
  const varnish = await startVarnish({ backendPorts: sitePorts, port: varnishPort });
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  return {
    postgres,
    db,
    cmsDataDir,
    get cms() {
      return state.cms;
    },
    sites,
    varnish,
    restartCms: async () => (state.cms = await startDemoCms({ dataDir: cmsDataDir, port: state.cms.port, formAnswerDelayMs })),
    stop: async () => {
      await Promise.allSettled(sites.map((site) => site.stop()));
      await varnish.stop();
      await state.cms.stop();
      await db.end().catch(() => {});
      await postgres.stop();
      rmSync(cmsDataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
