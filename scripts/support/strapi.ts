// The Strapi project in cms/ as processes: install it, compile it, start it, seed it. Shared by `npm run cms`,
// `npm run cms:seed`, the fixture recorder and the integration tests, so they all run Strapi the same way.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { waitUntilReady } from './wait-until-ready.ts';

export const CMS_DIR = resolve(import.meta.dirname, '../../cms');
const ROOT_DIR = resolve(CMS_DIR, '..');
const STRAPI_BIN = join(CMS_DIR, 'node_modules/@strapi/strapi/bin/strapi.js');
const SEED_SCRIPT = join(ROOT_DIR, 'scripts/cms-seed.ts');

export type RunningStrapi = { url: string; pid: number; dataDir: string; env: Record<string, string>; stop: () => Promise<void> };
export type StrapiOptions = {
  port: number;
  /** Where the SQLite file and uploads go (a throwaway folder in tests); unset: cms/.tmp and cms/public. */
  dataDir?: string;
  /** Extra variables: SITE_URL, REVALIDATE_SECRET, PREVIEW_SECRET, CMS_ADMIN_EMAIL, DATABASE_*, … */
  env?: Record<string, string>;
  /** Serve the admin panel, built first when its sources changed (ensureAdminBuilt); tests leave it off unless they drive it. */
  serveAdmin?: boolean;
  host?: string;
  timeoutMs?: number;
  /** Show Strapi's log lines (CMS_LOGS=1 does too). */
  logs?: boolean;
};

/** `npm install` in cms/ when its dependencies are missing or older than its package.json (npm reuses its cache). */
export function ensureCmsInstalled(): void {
  const marker = join(CMS_DIR, 'node_modules/.package-lock.json');
  if (existsSync(STRAPI_BIN) && existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(CMS_DIR, 'package.json')).mtimeMs) return;
  console.log('Installing the CMS (cms/) …');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', CMS_DIR], { stdio: 'inherit' });
}

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Compiles cms/src and cms/config to cms/dist (TypeScript and the schema JSON files) when a source is newer. */
export function ensureCmsCompiled(): void {
  // tsc leaves unchanged outputs alone, so a marker written after each compile tells when it last ran.
  const marker = join(CMS_DIR, 'dist/.compiled');
  const sources = Math.max(newestChange(join(CMS_DIR, 'src')), newestChange(join(CMS_DIR, 'config')), statSync(join(CMS_DIR, 'tsconfig.json')).mtimeMs);
  if (existsSync(marker) && statSync(marker).mtimeMs >= sources) return;
  execFileSync(join(CMS_DIR, 'node_modules/.bin/tsc'), ['-p', CMS_DIR], { stdio: 'inherit' });
  writeFileSync(marker, new Date().toISOString());
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/**
 * What the admin build is made from: cms/src/admin (the site's screens) and cms/package-lock.json (Strapi's own
 * admin). The same hash means the same build, so CI can cache cms/dist/build under this key and pay the build once.
 */
export function adminSourceHash(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(join(CMS_DIR, 'src/admin')), join(CMS_DIR, 'package-lock.json')]) {
    hash.update(file.slice(CMS_DIR.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const ADMIN_BUILD_MARKER = join(CMS_DIR, 'dist/build/.source-hash');

/**
 * Builds the admin panel unless the build there was made from the same sources (2–2.5 min and about 2 GB of
 * memory at its peak on a 2-core machine). Answers how long it took in ms, 0 when the build was reused.
 */
export function ensureAdminBuilt(): number {
  const wanted = adminSourceHash();
  if (existsSync(join(CMS_DIR, 'dist/build/index.html')) && existsSync(ADMIN_BUILD_MARKER) && readFileSync(ADMIN_BUILD_MARKER, 'utf8').trim() === wanted)
    return 0;
  console.log(`Building the CMS admin panel (sources ${wanted}) …`);
  const started = Date.now();
  execFileSync(process.execPath, [STRAPI_BIN, 'build'], { cwd: CMS_DIR, stdio: 'inherit' });
  writeFileSync(ADMIN_BUILD_MARKER, `${wanted}\n`);
  const took = Date.now() - started;
  console.log(`The admin panel was built in ${(took / 1000).toFixed(0)} s.`);
  return took;
}

const SECRET_NAMES = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'] as const;
const secret = () => randomBytes(24).toString('base64');
const freshSecrets = (): Record<string, string> =>
  Object.fromEntries(SECRET_NAMES.map((name) => [name, name === 'APP_KEYS' ? [secret(), secret()].join(',') : secret()]));

/** An env file with Strapi's secrets, written once with random values so sessions and tokens survive restarts. */
function ensureSecretsFile(path: string): Record<string, string> {
  if (!existsSync(path))
    writeFileSync(
      path,
      `${Object.entries(freshSecrets())
        .map(([k, v]) => `${k}=${v}`)
        .join('\n')}\n`,
      { mode: 0o600 },
    );
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** cms/.env: the local instance's secrets (Strapi reads the file itself). */
export function ensureCmsSecrets(): void {
  ensureSecretsFile(join(CMS_DIR, '.env'));
}

/** The variables of one instance: its own secrets and storage when given a data folder, else cms/.env's. */
function instanceEnv(options: Pick<StrapiOptions, 'dataDir' | 'env' | 'serveAdmin' | 'port' | 'host'>): Record<string, string> {
  const storage: Record<string, string> = {};
  if (options.dataDir) {
    mkdirSync(join(options.dataDir, 'public/uploads'), { recursive: true });
    Object.assign(storage, ensureSecretsFile(join(options.dataDir, 'secrets.env')), {
      DATABASE_FILENAME: join(options.dataDir, 'data.db'),
      CMS_PUBLIC_DIR: join(options.dataDir, 'public'),
    });
  } else {
    ensureCmsSecrets();
    mkdirSync(join(CMS_DIR, 'public/uploads'), { recursive: true });
  }
  return {
    ...storage,
    HOST: options.host ?? '127.0.0.1',
    PORT: String(options.port),
    CMS_SERVE_ADMIN: String(options.serveAdmin ?? false),
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ENV_PATH: join(CMS_DIR, '.env'),
    ...options.env,
  };
}

/** Starts Strapi from cms/dist and resolves once /_health answers. */
export async function startStrapi(options: StrapiOptions): Promise<RunningStrapi> {
  if (options.serveAdmin) ensureAdminBuilt();
  ensureCmsCompiled();
  const env = instanceEnv(options);
  const child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', options.logs || process.env.CMS_LOGS ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${options.port}`;
  try {
    await waitUntilReady(child, {
      name: `Strapi at ${url}`,
      what: 'answer /_health',
      ready: async () => (await fetch(`${url}/_health`)).status === 204,
      timeoutMs: options.timeoutMs ?? 90_000,
      everyMs: 200,
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    dataDir: options.dataDir ?? CMS_DIR,
    env,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type SeedOptions = Pick<StrapiOptions, 'dataDir' | 'env'>;

/**
 * Loads the demo content into the instance's database (scripts/cms-seed.ts in its own process, with Strapi
 * loaded but not listening). Run it while that instance is stopped: SQLite has one writer.
 */
export function seedStrapi(options: SeedOptions = {}): void {
  ensureCmsCompiled();
  const env = instanceEnv({ ...options, port: 0 });
  execFileSync(process.execPath, ['--import', 'tsx', SEED_SCRIPT], { cwd: ROOT_DIR, env: { ...process.env, ...env }, stdio: 'inherit' });
}
