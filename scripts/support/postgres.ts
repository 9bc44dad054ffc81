// A throwaway PostgreSQL 15 server for the integration tests: its own cluster in a temp folder, on a free
// loopback port, with its socket in that folder, so several can run at once and the system cluster is never
// touched. PostgreSQL refuses to run as root, so initdb and pg_ctl run as the `postgres` user (Debian's
// `postgresql` package, installed by scripts/ensure-debian-packages.sh).
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../site-process.ts';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';
const DATABASE = 'storefront';

/**
 * `pause()` stops the server as an outage would (its data kept); `resume()` starts it again on the same port.
 * `freeze()` hangs it instead (every process stopped: connections and queries wait, nothing is refused), as a
 * database on a stalled disk or host does; `thaw()` lets it go on where it was.
 */
export type RunningPostgres = {
  url: string;
  stop: () => Promise<void>;
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  freeze: () => Promise<void>;
  thaw: () => Promise<void>;
};

/** Runs one of PostgreSQL's programs as the postgres user; a failure carries its output. */
async function asPostgres(program: string, args: string[]): Promise<void> {
  const command =
    process.getuid?.() === 0 ? (['runuser', ['-u', 'postgres', '--', join(BIN, program), ...args]] as const) : ([join(BIN, program), args] as const);
  try {
    await run(command[0], [...command[1]], { timeout: 60_000 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${program} failed: ${(error as Error).message}\n${stdout}${stderr}`);
  }
}

async function waitForConnections(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL at ${url} did not accept connections within ${timeoutMs} ms: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

export async function startPostgres({ timeoutMs = 30_000 } = {}): Promise<RunningPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'postgres-'));
  const dataDir = join(folder, 'data');
  const stop = async () => {
    await asPostgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']).catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    chownSync(folder, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), Number((await run('id', ['-g', 'postgres'])).stdout.trim()));
    await asPostgres('initdb', ['-D', dataDir, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
    const start = () =>
      asPostgres('pg_ctl', ['start', '-D', dataDir, '-o', options, '-l', join(folder, 'postgres.log'), '-w', '-t', String(Math.ceil(timeoutMs / 1000))]);
    await start();
    const server = `postgres://postgres@127.0.0.1:${port}`;
    await waitForConnections(`${server}/postgres`, timeoutMs);
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE}`).finally(() => admin.end());
    const pause = () => asPostgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    const resume = async () => {
      await start();
      await waitForConnections(`${server}/${DATABASE}`, timeoutMs);
    };
    const signalAll = async (signal: 'SIGSTOP' | 'SIGCONT') => {
      const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = (await run('pgrep', ['-P', String(postmaster)]).catch(() => ({ stdout: '' }))).stdout.split('\n').filter(Boolean).map(Number);
      // The postmaster first when stopping (no new backend is forked meanwhile), last when continuing.
      const order = signal === 'SIGSTOP' ? [postmaster, ...children] : [...children, postmaster];
      for (const pid of order) process.kill(pid, signal);
    };
    const freeze = () => signalAll('SIGSTOP');
    const thaw = () => signalAll('SIGCONT');
    return { url: `${server}/${DATABASE}`, stop: async () => (await thaw().catch(() => {}), await stop()), pause, resume, freeze, thaw };
  } catch (error) {
    await stop();
    throw error;
  }
}
