// `npm run bench:forms [-- --no-build] [--forms 24000] [--mixed-seconds 30]`: visitors' forms at volume, on two
// built instances sharing a real PostgreSQL and the demo CMS run as its own process (loopback only).
//   1. A hung database: PostgreSQL frozen (every process stopped: nothing refused, nothing answered) while
//      `--forms` contact forms arrive from distinct visitors; then thawed. Goals: every form answered 200, all at
//      the CMS exactly once within 120 s of the database's return, no spool left, each instance under 500 MB.
//   2. A mixed load with the database up: 100 connections, one request in ten a form, nine pages. Goal: at most
//      1 % of the forms go through a spool (the instances' own count, site_form_stored_total).
// A benchmark, not a test: the machine is shared; --quick runs tiny sizes whose figures mean nothing.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startBuiltSite, type RunningSite } from '../site-process.ts';
import { startDemoCms } from '../support/demo-cms.ts';
import { startPostgres } from '../support/postgres.ts';
import { positiveIntegerFlag } from './flags.ts';
import { rssMb } from './process-rss.ts';
import { writeMeasures, type BenchMeasure } from './results.ts';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    quick: { type: 'boolean' },
    forms: { type: 'string' },
    'mixed-seconds': { type: 'string' },
    json: { type: 'string' },
  },
});
const FORMS = positiveIntegerFlag('forms', args.forms ?? (args.quick ? '60' : '24000'));
const MIXED_SECONDS = positiveIntegerFlag('mixed-seconds', args['mixed-seconds'] ?? (args.quick ? '2' : '30'));
const IN_FLIGHT = 32;
const MIXED_CONNECTIONS = 100;
const MIXED_PAGES = ['/', '/how-it-works', '/measure-up', '/products', '/faqs', '/blog', '/buy'];
const METRICS_TOKEN = 'bench-forms-metrics-token';

let visitors = 0;
/** A visitor's address as the site sees it (X-Forwarded-For from the one trusted proxy): each form its own shopper. */
const nextVisitor = () => ((visitors += 1), `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`);

function post(site: RunningSite, email: string): Promise<number> {
  const body = JSON.stringify({ email, mobile: '+61412345678', message: 'A fitted sheet for a 40 cm mattress, please.' });
  return new Promise((resolve) => {
    const sending = request(
      `${site.baseUrl}/api/forms/contact`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: site.baseUrl, 'X-Forwarded-For': nextVisitor() },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sending.on('error', () => resolve(0));
    sending.end(body);
  });
}

function get(site: RunningSite, path: string): Promise<number> {
  return new Promise((resolve) => {
    request(`${site.baseUrl}${path}`, { headers: { 'X-Forwarded-For': nextVisitor() } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', () => resolve(0))
      .end();
  });
}

async function storedCounts(site: RunningSite): Promise<{ outbox: number; spool: number }> {
  const text = await (await fetch(`${site.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const read = (where: string) => Number(text.match(new RegExp(`site_form_stored_total\\{in="${where}"\\} (\\d+)`))?.[1] ?? 0);
  return { outbox: read('outbox'), spool: read('spool') };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

if (!args['no-build']) execSync('npm run build', { stdio: ['ignore', 2, 2] });
const postgres = await startPostgres();
const cmsDir = mkdtempSync(join(tmpdir(), 'bench-forms-cms-'));
const cms = await startDemoCms({ dataDir: cmsDir });
const env = {
  DATABASE_URL: postgres.url,
  CMS_URL: cms.url,
  CMS_TOKEN: 'demo-cms-accepts-any-token',
  TRUSTED_PROXY_HOPS: '1',
  METRICS_TOKEN,
  LOG_LEVEL: process.env.BENCH_SITE_LOG_LEVEL ?? 'error',
};
const sites = await Promise.all([0, 1].map(async () => startBuiltSite({ port: await freePort(), env, timeoutMs: 90_000 })));
const measures: BenchMeasure[] = [];
try {
  // 1. The hung database.
  let peakRss = 0;
  const sampling = setInterval(() => sites.forEach((site) => (peakRss = Math.max(peakRss, rssMb(site.pid)))), 250);
  await postgres.freeze();
  const frozenAt = performance.now();
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let index = next++; index < FORMS; index = next++) if ((await post(sites[index % 2]!, `hung-${index}@example.com`)) !== 200) refused += 1;
    }),
  );
  const intakeSeconds = (performance.now() - frozenAt) / 1000;
  await postgres.thaw();
  const thawedAt = performance.now();
  const atCms = async () => (await cms.submissions()).filter((submission) => String(submission.formData.email).startsWith('hung-'));
  const drained = await until(async () => new Set((await atCms()).map((submission) => submission.formData.email)).size >= FORMS - refused, 600_000);
  const drainSeconds = (performance.now() - thawedAt) / 1000;
  await until(
    async () =>
      (
        await Promise.all(sites.map(async (site) => ((await (await fetch(`${site.baseUrl}/readyz`)).json()) as { degraded: unknown[] }).degraded.length === 0))
      ).every(Boolean),
    30_000,
  );
  clearInterval(sampling);
  const stored = await atCms();
  const duplicates = stored.length - new Set(stored.map((submission) => submission.formData.email)).size;
  console.error(
    `hung database: ${FORMS} forms taken in ${intakeSeconds.toFixed(1)} s (${refused} refused); all at the CMS ${drained ? `${drainSeconds.toFixed(1)} s` : 'NOT within 600 s'} after its return; ` +
      `${duplicates} stored twice; peak instance RSS ${peakRss.toFixed(0)} MB`,
  );
  measures.push(
    { measure: `forms: ${FORMS} taken while the database hangs, refused`, goal: 0, value: refused, unit: '', bound: 'max' },
    {
      measure: `forms: ${FORMS} at the CMS after the database returns`,
      goal: 120,
      value: drained ? Number(drainSeconds.toFixed(1)) : 600,
      unit: 's',
      bound: 'max',
    },
    { measure: 'forms: stored twice at the CMS', goal: 0, value: duplicates, unit: '', bound: 'max' },
    { measure: 'forms: peak instance RSS while the spool fills and drains', goal: 500, value: Math.round(peakRss), unit: 'MB', bound: 'max' },
  );

  // 2. A mixed load with the database up: forms should reach the outbox, not the spool.
  const before = await Promise.all(sites.map(storedCounts));
  const endAt = Date.now() + MIXED_SECONDS * 1000;
  let requests = 0;
  let forms = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: MIXED_CONNECTIONS }, async (_, connection) => {
      while (Date.now() < endAt) {
        const site = sites[requests % 2]!;
        const isForm = (requests += 1) % 10 === 0;
        const status = isForm
          ? await post(site, `mixed-${connection}-${(forms += 1)}@example.com`)
          : await get(site, MIXED_PAGES[requests % MIXED_PAGES.length]!);
        if (status >= 500 || status === 0) failed += 1;
      }
    }),
  );
  const after = await Promise.all(sites.map(storedCounts));
  const spooled = after.reduce((sum, counts, index) => sum + counts.spool - before[index]!.spool, 0);
  const toOutbox = after.reduce((sum, counts, index) => sum + counts.outbox - before[index]!.outbox, 0);
  const share = (100 * spooled) / Math.max(1, spooled + toOutbox);
  console.error(
    `mixed load, database up: ${requests} requests in ${MIXED_SECONDS} s (${failed} failed), ${spooled + toOutbox} forms stored, ${spooled} of them through a spool (${share.toFixed(2)} %)`,
  );
  measures.push({ measure: 'forms: share through a spool under a mixed load, database up', goal: 1, value: Number(share.toFixed(2)), unit: '%', bound: 'max' });
} finally {
  await Promise.allSettled(sites.map((site) => site.stop()));
  await cms.stop();
  await postgres.stop();
  rmSync(cmsDir, { recursive: true, force: true });
}
writeMeasures(args.json, measures);
