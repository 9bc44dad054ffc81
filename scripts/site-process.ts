// Starts the built site in production mode on a free loopback port with a throwaway data folder, for the
// browser tests and the benchmarks. Waits until the first content load is complete.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntilReady } from './support/wait-until-ready.ts';

/** stop() resolves with the server's exit code. */
export type RunningSite = { baseUrl: string; dataDir: string; pid: number; stop: () => Promise<number | null> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `port`: where to listen (a free loopback port when not given), e.g. one a CMS webhook or a cache in front was pointed at first. */
/** `cwd`: the project to start (default: this one). `logTo`: a file descriptor for its logs, stdout and stderr (default: this process's). */
/** `dataDir`: the instance's DATA_DIR, kept at stop (a restart after a crash finds its spool and caches there); by default a new one, removed at stop. */
export async function startBuiltSite(
  options: { env?: Record<string, string>; timeoutMs?: number; port?: number; cwd?: string; logTo?: number; dataDir?: string } = {},
): Promise<RunningSite> {
  if (!existsSync(join(options.cwd ?? '.', 'dist/client'))) throw new Error('No build found: run `npm run build` first.');
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'site-'));
  const site = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.logTo ?? 'inherit', options.logTo ?? 'inherit'],
  });
  try {
    await waitUntilReady(site, {
      name: `the site at ${baseUrl}`,
      what: 'load its content',
      ready: async () => ((await (await fetch(`${baseUrl}/healthz`)).json()) as { content: { complete: boolean } }).content.complete,
      timeoutMs: options.timeoutMs ?? 45_000,
      everyMs: 200,
    });
  } catch (error) {
    site.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    pid: site.pid!,
    stop: async () => {
      // Still running (a site killed by a signal has exited too, with signalCode set instead of exitCode).
      if (site.exitCode === null && site.signalCode === null) {
        site.kill('SIGTERM');
        await new Promise((r) => site.once('exit', r));
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return site.exitCode;
    },
  };
}
