// Runs the reference cache tier (deploy/varnish/default.vcl) in front of a site, for the integration tests and
// bench:load: Debian's varnishd in the foreground on a loopback port, with its own working folder so several
// copies can run at once, and the VCL's backend pointed at the site's port. Needs `varnish` and
// `varnish-modules` (scripts/ensure-debian-packages.sh). Its CLI listens on a free loopback port, for varnishadm.
import { execFile, spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { renderSiteVcl } from '../varnish-site-vcl.ts';
import { waitUntilReady } from './wait-until-ready.ts';

export const VARNISHD_PATH = '/usr/sbin/varnishd';
export const REFERENCE_VCL = resolve(import.meta.dirname, '../../deploy/varnish/default.vcl');
/** The purge secret of every Varnish started here: give it to the site as VARNISH_PURGE_SECRET. */
export const TEST_PURGE_SECRET = 'purge-secret-of-the-local-cache-tier-0123456789';

export type RunningVarnish = {
  url: string;
  port: number;
  /** Sent as X-Purge-Secret; the site's VARNISH_PURGE_SECRET. */
  purgeSecret: string;
  /** Counters from varnishstat (MAIN.cache_hit, MAIN.cache_miss…). */
  stats: () => Promise<Record<string, number>>;
  /** The probe's verdict on each site backend of the VCL ('site', 'site2'…): true while healthy (varnishadm backend.list). */
  backendHealth: () => Promise<Record<string, boolean>>;
  /** Resolves once the probe counts every site backend in: started before the site, Varnish sees it down at first. */
  untilBackendsHealthy: (timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
};

/** Whether varnishd and the xkey module are installed, so callers can skip cleanly when they are not. */
export function varnishAvailable(): boolean {
  return existsSync(VARNISHD_PATH) && existsSync('/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so');
}

export type VarnishBackend = { host: string; port: number };

/** The reference VCL with its `site` backend pointed at the first address, and one more backend in the director for each other address. */
export function renderVcl(vcl: string, backends: readonly VarnishBackend[]): string {
  const declaration = /backend site (\{[^}]*?\.host = )"[^"]*";(\s*\.port = )"[^"]*";([\s\S]*?\n\})/;
  const added = /^(\s*)instances\.add_backend\(site\);$/m;
  if (!declaration.test(vcl) || !added.test(vcl)) throw new Error('The VCL has no `backend site` with .host and .port, added to the `instances` director');
  if (backends.length === 0) throw new Error('Varnish needs at least one backend');
  const names = backends.map((_, index) => (index === 0 ? 'site' : `site${index + 1}`));
  const template = declaration.exec(vcl)!;
  const declarations = backends
    .map(({ host, port }, index) => `backend ${names[index]} ${template[1]}"${host}";${template[2]}"${port}";${template[3]}`)
    .join('\n\n');
  return vcl
    .replace(declaration, declarations)
    .replace(added, (_, indent: string) => names.map((name) => `${indent}instances.add_backend(${name});`).join('\n'));
}

export type VarnishOptions = { backendPorts: readonly number[]; port: number; backendHost?: string; timeoutMs?: number; appKey?: string };

/**
 * `backendPorts`: the site instances on this host, balanced round-robin (one is the usual case). The site's host
 * names are the addresses clients reach this Varnish at (127.0.0.1 and localhost with its port).
 */
export async function startVarnish({
  backendPorts,
  port,
  backendHost = '127.0.0.1',
  timeoutMs = 30_000,
  appKey = 'lt',
}: VarnishOptions): Promise<RunningVarnish> {
  const workDir = mkdtempSync(join(tmpdir(), 'varnish-'));
  // Started as root, varnishd reads the VCL as its own unprivileged user.
  chmodSync(workDir, 0o755);
  const vclPath = join(workDir, 'default.vcl');
  writeFileSync(
    vclPath,
    renderVcl(
      readFileSync(REFERENCE_VCL, 'utf8'),
      backendPorts.map((backendPort) => ({ host: backendHost, port: backendPort })),
    ),
  );
  // The files it includes, beside it.
  copyFileSync(resolve(dirname(REFERENCE_VCL), 'page-query.vcl'), join(workDir, 'page-query.vcl'));
  writeFileSync(join(workDir, 'site.vcl'), renderSiteVcl({ hosts: [`127.0.0.1:${port}`, `localhost:${port}`], appKey, purgeSecret: TEST_PURGE_SECRET }));
  const instanceDir = join(workDir, 'instance');
  const varnish = spawn(VARNISHD_PATH, ['-F', '-a', `127.0.0.1:${port}`, '-f', vclPath, '-n', instanceDir, '-s', 'malloc,64m', '-T', '127.0.0.1:0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  varnish.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  varnish.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (varnish.exitCode === null && varnish.signalCode === null) {
      const exited = new Promise((r) => varnish.once('exit', r));
      varnish.kill('SIGTERM');
      await exited;
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    // Any answer will do (a 503 while the site is not up yet): Varnish is listening.
    await waitUntilReady(varnish, {
      name: `varnishd at ${url}`,
      what: 'answer',
      ready: async () => Boolean(await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1_000) })),
      timeoutMs,
      output: () => output,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const backendHealth = async (): Promise<Record<string, boolean>> => {
    const { stdout } = await promisify(execFile)('varnishadm', ['-n', instanceDir, 'backend.list']);
    // "boot.site2     probe    1/4      sick      Thu, 26 Nov …": the VCL's name, a dot, the backend's name.
    return Object.fromEntries(
      stdout.split('\n').flatMap((line) => {
        const [name, , , health] = line.trim().split(/\s+/);
        const backend = name?.replace(/^[^.]*\./, '');
        return backend && /^site\d*$/.test(backend) ? [[backend, health === 'healthy']] : [];
      }),
    );
  };
  return {
    url,
    port,
    purgeSecret: TEST_PURGE_SECRET,
    stats: async () => {
      const { stdout } = await promisify(execFile)('varnishstat', ['-n', instanceDir, '-1', '-j']);
      const parsed = JSON.parse(stdout) as { counters?: Record<string, { value: number }> } & Record<string, { value?: number }>;
      const counters = parsed.counters ?? parsed;
      return Object.fromEntries(Object.entries(counters).flatMap(([name, counter]) => (typeof counter?.value === 'number' ? [[name, counter.value]] : [])));
    },
    backendHealth,
    untilBackendsHealthy: async (timeoutMs = 15_000) => {
      await waitUntilReady(varnish, {
        name: `varnishd at ${url}`,
        what: 'count every site backend healthy',
        ready: async () => Object.values(await backendHealth()).every(Boolean),
        timeoutMs,
        output: () => output,
      });
    },
    stop,
  };
}
