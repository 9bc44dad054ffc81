// `npm run bench:forms-soak [-- --no-build] [--minutes 6]`: a soak of forms through the reference Varnish in front
// of two built instances on a real PostgreSQL, with the demo CMS as its own process (loopback only). 100
// connections, one request in twelve a form (each from a visitor address of its own, carrying an
// Idempotency-Key and retried once, as the site's own script does, after a proxy's 503 or a dropped
// connection), the rest pages. Faults come one at a time: PostgreSQL stopped for a sixth of the run, then one
// instance killed (SIGKILL) and started again on its own data folder, then the CMS stopped for a sixth. Then the
// load stops and nobody touches anything. Goals: within 2 minutes every accepted form is at the CMS exactly
// once and no spool holds anything; no visitor told "failed" has a stored message.
// A benchmark, not a test: the machine is shared. --quick runs a 20-second soak whose figures mean nothing.
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FORM_SPOOL_FOLDER } from '../../server/forms/form-spool.ts';
import { freePort, startBuiltSite, type RunningSite } from '../site-process.ts';
import { startDemoCms, type RunningDemoCms } from '../support/demo-cms.ts';
import { startPostgres } from '../support/postgres.ts';
import { startVarnish } from '../support/varnish.ts';
import { writeMeasures, type BenchMeasure } from './results.ts';

const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, quick: { type: 'boolean' }, minutes: { type: 'string' }, json: { type: 'string' } },
});
const RUN_MS = (args.quick ? 1 / 3 : Number(args.minutes ?? 6)) * 60_000;
const CONNECTIONS = 100;
const FORM_EVERY = 12;
const SETTLE_MS = 120_000;
const PAGES = ['/', '/how-it-works', '/faqs', '/products', '/blog', '/measure-up'];

type FormResult = { email: string; told: 'sent' | 'failed' };

let visitors = 0;
/** Each request from a loopback address of its own: every form is a different shopper to the write limit. */
const nextAddress = () => ((visitors += 1), `127.${2 + ((visitors >> 16) & 127)}.${(visitors >> 8) & 255}.${visitors & 255 || 1}`);

function send(url: string, init: { method?: string; body?: string; headers?: Record<string, string> }): Promise<{ status: number; retryAfter: boolean }> {
  return new Promise((resolve) => {
    const sending = request(url, { method: init.method ?? 'GET', localAddress: nextAddress(), headers: init.headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] !== undefined }));
    });
    sending.on('error', () => resolve({ status: 0, retryAfter: false }));
    sending.end(init.body);
  });
}

/** A visitor's form as the site's script sends it: one key per message, one quiet retry when a proxy or the network failed. */
async function sendForm(front: string, email: string): Promise<FormResult> {
  const body = JSON.stringify({ email, mobile: '+61412345678', message: 'Soak test enquiry.' });
  const headers = { 'Content-Type': 'application/json', Origin: front, 'Idempotency-Key': randomUUID() };
  let answer = await send(`${front}/api/forms/contact`, { method: 'POST', body, headers });
  if (answer.status === 0 || ([502, 503, 504].includes(answer.status) && !answer.retryAfter)) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    answer = await send(`${front}/api/forms/contact`, { method: 'POST', body, headers });
  }
  return { email, told: answer.status === 200 ? 'sent' : 'failed' };
}

const spooled = (dataDir: string) =>
  readdirSync(join(dataDir, FORM_SPOOL_FOLDER), { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.json')).length;
const spoolCount = (dataDir: string) => {
  try {
    return spooled(dataDir);
  } catch {
    return 0;
  }
};

if (!args['no-build']) execSync('npm run build', { stdio: ['ignore', 2, 2] });
const postgres = await startPostgres();
const cmsDir = mkdtempSync(join(tmpdir(), 'soak-cms-'));
let cms: RunningDemoCms = await startDemoCms({ dataDir: cmsDir });
const varnishPort = await freePort();
const front = `http://127.0.0.1:${varnishPort}`;
const env = {
  DATABASE_URL: postgres.url,
  CMS_URL: cms.url,
  CMS_TOKEN: 'demo-cms-accepts-any-token',
  CMS_TIMEOUT_MS: '2000',
  TRUSTED_PROXY_HOPS: '1',
  SITE_URL: front,
  LOG_LEVEL: 'error',
};
const ports = await Promise.all([freePort(), freePort()]);
const dataDirs = ports.map(() => mkdtempSync(join(tmpdir(), 'soak-site-')));
const sites: RunningSite[] = await Promise.all(ports.map((port, index) => startBuiltSite({ port, env, dataDir: dataDirs[index], timeoutMs: 90_000 })));
const varnish = await startVarnish({ backendPorts: ports, port: varnishPort });
const measures: BenchMeasure[] = [];
const forms: FormResult[] = [];
const faultLog: string[] = [];
try {
  const started = Date.now();
  const at = (share: number) => started + share * RUN_MS;
  const until = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
  const faults = (async () => {
    await until(at(1 / 6));
    await postgres.pause();
    faultLog.push(`PostgreSQL stopped at ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await until(at(2 / 6));
    await postgres.resume();
    faultLog.push(`back at ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await until(at(2.5 / 6));
    process.kill(sites[1]!.pid, 'SIGKILL');
    faultLog.push(`instance 2 killed at ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await until(at(3 / 6));
    sites[1] = await startBuiltSite({ port: ports[1], env, dataDir: dataDirs[1], timeoutMs: 90_000 });
    faultLog.push(`started again at ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await until(at(3.5 / 6));
    await cms.stop();
    faultLog.push(`CMS stopped at ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await until(at(4.5 / 6));
    cms = await startDemoCms({ dataDir: cmsDir, port: cms.port });
    faultLog.push(`back at ${((Date.now() - started) / 1000).toFixed(0)} s`);
  })();
  let requests = 0;
  let pageErrors = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < started + RUN_MS) {
        requests += 1;
        if (requests % FORM_EVERY === 0) forms.push(await sendForm(front, `soak-${requests}@example.com`));
        else if ((await send(`${front}${PAGES[requests % PAGES.length]!}`, {})).status >= 500) pageErrors += 1;
      }
    }),
  );
  await faults;
  const loadEnded = Date.now();
  const accepted = forms.filter((form) => form.told === 'sent').map((form) => form.email);
  const failed = new Set(forms.filter((form) => form.told === 'failed').map((form) => form.email));
  const counts = async () => {
    const stored = new Map<string, number>();
    for (const submission of await cms.submissions()) stored.set(String(submission.formData.email), (stored.get(String(submission.formData.email)) ?? 0) + 1);
    return stored;
  };
  let settled = false;
  while (!settled && Date.now() - loadEnded < SETTLE_MS) {
    const stored = await counts();
    settled = accepted.every((email) => stored.has(email)) && dataDirs.every((dir) => spoolCount(dir) === 0);
    if (!settled) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const settledSeconds = (Date.now() - loadEnded) / 1000;
  const stored = await counts();
  const missing = accepted.filter((email) => !stored.has(email)).length;
  const twice = [...stored.values()].filter((n) => n > 1).length;
  const toldFailedButStored = [...failed].filter((email) => stored.has(email)).length;
  const leftInSpools = dataDirs.reduce((sum, dir) => sum + spoolCount(dir), 0);
  console.error(
    `soak ${(RUN_MS / 60_000).toFixed(1)} min through Varnish: ${requests} requests (${pageErrors} page 5xx), ${forms.length} forms: ${accepted.length} sent, ${failed.size} told failed. ` +
      `Faults: ${faultLog.join('; ')}. After the load: ${settled ? `all delivered and spools empty in ${settledSeconds.toFixed(0)} s` : `NOT settled in ${SETTLE_MS / 1000} s`}; ` +
      `${missing} accepted missing, ${twice} stored twice, ${toldFailedButStored} told failed yet stored, ${leftInSpools} left in spools.`,
  );
  measures.push(
    { measure: 'forms soak: accepted forms not at the CMS 2 min after the load', goal: 0, value: missing, unit: '', bound: 'max' },
    { measure: 'forms soak: forms stored twice', goal: 0, value: twice, unit: '', bound: 'max' },
    { measure: 'forms soak: left in spools 2 min after the load', goal: 0, value: leftInSpools, unit: '', bound: 'max' },
    { measure: 'forms soak: visitors told "failed" whose form was stored', goal: 0, value: toldFailedButStored, unit: '', bound: 'max' },
  );
} finally {
  await Promise.allSettled(sites.map((site) => site.stop()));
  await varnish.stop();
  await cms.stop();
  await postgres.stop();
  for (const dir of [cmsDir, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
}
writeMeasures(args.json, measures);
