// `npm run bench:load [-- --no-build] [--duration 60] [--connections 100]`: load on the built site, on
// loopback only. Runs of the same length and concurrency:
//   1. mixed pages: content pages, the blog, an article, the purchase flow (per shopper, never cached) and a 404;
//   2. one cached content page;
//   3. the ceiling: the same HTTP stack answering that page's exact bytes and headers from memory;
//   4. the purchase flow /buy alone (rendered for each shopper; goal ≥ 250 pages/s);
//   5. the home page with a query string no request repeats (`/?r=N`, as click ids and cache busters arrive):
//      one render when the page cache keys pages by the parameters they read (server/caching/page-query.ts);
//   6. to 8. the mixed pages, the cached page and `/?r=N` through the reference Varnish (deploy/varnish/default.vcl),
//      when varnishd is installed (scripts/ensure-debian-packages.sh varnish varnish-modules); otherwise skipped.
// Prints requests/s, latency percentiles, errors, the site's RSS, the cached-page ratio (run 2 ÷ run 3; goal
// ≥ 0.7), Varnish's cached page ÷ the ceiling, and the mixed run's hit ratio through Varnish (varnishstat).
// The site logs at `info` to a file, as in production (pino's asynchronous destination; the size is printed).
// `--traces`: tracing on, exporting every span to a local OTLP sink (scripts/support/otlp-receiver.ts); compare
// a run with and without it for tracing's cost.
// `METRICS_TOKEN=… npm run bench:load`: metrics on (server/observability/), /metrics scraped every 250 ms during the
// mixed run and timed; compare with a run without it for the metrics' cost.
// A benchmark, not a test: the machine is shared, read the ratios.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { positiveIntegerFlag } from './bench/flags.ts';
import { type LoadOptions, type LoadRun, runLoad, uniqueQueries } from './bench/load-run.ts';
import { rssMb } from './bench/process-rss.ts';
import { writeMeasures } from './bench/results.ts';
import { freePort, startBuiltSite } from './site-process.ts';
import { type RunningVarnish, startVarnish, varnishAvailable } from './support/varnish.ts';
import { startOtlpReceiver } from './support/otlp-receiver.ts';
import { startMetricsProbe } from './bench/metrics-probe.ts';

const MIXED_PAGES = ['/', '/how-it-works', '/measure-up', '/products', '/faqs', '/blog', '/clean-fold-and-store', '/buy', '/no-such-page'];
const CACHED_PAGE = '/how-it-works';
const UNIQUE_QUERY_PAGE = '/';
const RATIO_GOAL = 0.7;
const BUY_PAGE = '/buy';
const BUY_PAGES_PER_SECOND_GOAL = 250;
const MIXED_P99_GOAL_MS = 500;
// Per-connection or per-response headers the ceiling does not replay.
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    json: { type: 'string' },
    traces: { type: 'boolean' },
  },
});
const options: LoadOptions = {
  durationSeconds: positiveIntegerFlag('duration', args.duration),
  connections: positiveIntegerFlag('connections', args.connections),
};

/** The response exactly as sent (fetch would decompress the body). */
function rawResponse(url: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).flatMap(([name, value]) => (typeof value === 'string' && !NOT_REPLAYED.has(name) ? [[name, value]] : [])),
        );
        resolve({ status: response.statusCode!, headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

async function startCeiling(origin: string, path: string): Promise<{ origin: string; stop: () => void; bytes: number; encoding: string }> {
  const { status, headers, body } = await rawResponse(`${origin}${path}`);
  const dir = mkdtempSync(join(tmpdir(), 'ceiling-'));
  writeFileSync(join(dir, 'response.json'), JSON.stringify({ status, headers }));
  writeFileSync(join(dir, 'body'), body);
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/ceiling-server.ts', join(dir, 'response.json'), join(dir, 'body'), String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => server.stdout!.once('data', () => resolve()));
  return {
    origin: `http://127.0.0.1:${port}`,
    bytes: body.length,
    encoding: headers['content-encoding'] ?? 'identity',
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function printRuns(runs: LoadRun[]) {
  console.log('| run | req/s | p50 ms | p90 ms | p99 ms | max ms | requests | errors | unexpected status |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    const { p50, p90, p99, max } = run.latencyMs;
    console.log(
      `| ${run.label} | ${run.requestsPerSecond.toFixed(0)} | ${p50} | ${p90} | ${p99} | ${max} | ${run.requests} | ${run.errors} | ${run.unexpectedStatus} |`,
    );
  }
}

if (!args['no-build']) execSync('npm run build', { stdio: 'inherit' });
const sitePort = await freePort();
// With metrics on, the private metrics port (its own thread) is scraped too, beside the public port with the token.
const metricsPort = process.env.METRICS_TOKEN ? await freePort() : null;
const varnish: RunningVarnish | null = varnishAvailable() ? await startVarnish({ backendPorts: [sitePort], port: await freePort() }) : null;
// Behind Varnish the site names its pages' surrogate keys in xkey, as an operator would run it.
const logDir = mkdtempSync(join(tmpdir(), 'bench-load-logs-'));
const logFile = join(logDir, 'site.log');
const logFd = openSync(logFile, 'w');
const traceSink = args.traces ? await startOtlpReceiver({ keep: false }) : null;
const site = await startBuiltSite({
  port: sitePort,
  logTo: logFd,
  env: {
    LOG_LEVEL: 'info',
    ...(metricsPort !== null ? { METRICS_PORT: String(metricsPort) } : {}),
    ...(traceSink ? { OTEL_EXPORTER_OTLP_ENDPOINT: traceSink.endpoint } : {}),
    ...(varnish ? { CACHE_PURGE: 'varnish', VARNISH_PURGE_URL: `${varnish.url}/`, VARNISH_PURGE_SECRET: varnish.purgeSecret } : {}),
  },
});
await varnish?.untilBackendsHealthy();
try {
  // Warm the render cache and the shop catalogue, as a running site would be.
  for (const path of MIXED_PAGES) await fetch(`${site.baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
  const rssBefore = rssMb(site.pid);
  console.log(
    `Load: ${options.connections} connections, ${options.durationSeconds} s per run; ${cpus().length} cores (${cpus()[0]?.model}), load average ${loadavg()[0]!.toFixed(2)} at start.`,
  );

  const metricsProbe = process.env.METRICS_TOKEN ? startMetricsProbe(site.baseUrl, process.env.METRICS_TOKEN) : null;
  const metricsPortProbe =
    process.env.METRICS_TOKEN && metricsPort !== null ? startMetricsProbe(`http://127.0.0.1:${metricsPort}`, process.env.METRICS_TOKEN) : null;
  const mixed = await runLoad(`mixed pages (${MIXED_PAGES.length} paths)`, site.baseUrl, MIXED_PAGES, [200, 404], options);
  const metricsTimes = await metricsProbe?.stop();
  const metricsPortTimes = await metricsPortProbe?.stop();
  const cached = await runLoad(`cached page ${CACHED_PAGE}`, site.baseUrl, [CACHED_PAGE], [200], options);
  const buy = await runLoad(`purchase flow ${BUY_PAGE}`, site.baseUrl, [BUY_PAGE], [200], options);
  const unique = await runLoad(`unique queries ${UNIQUE_QUERY_PAGE}?r=N`, site.baseUrl, uniqueQueries(UNIQUE_QUERY_PAGE), [200], options);
  const rssAfter = rssMb(site.pid);
  const ceilingServer = await startCeiling(site.baseUrl, CACHED_PAGE);
  let ceiling: LoadRun;
  try {
    ceiling = await runLoad(`ceiling: same ${ceilingServer.bytes} bytes from memory`, ceilingServer.origin, [CACHED_PAGE], [200], options);
  } finally {
    ceilingServer.stop();
  }

  let throughVarnish: { mixed: LoadRun; cached: LoadRun; unique: LoadRun; hitRatio: number; rssAfter: number } | null = null;
  if (varnish) {
    for (const path of MIXED_PAGES) await fetch(`${varnish.url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    const before = await varnish.stats();
    const varnishMixed = await runLoad(`Varnish: mixed pages (${MIXED_PAGES.length} paths)`, varnish.url, MIXED_PAGES, [200, 404], options);
    // Varnish publishes a connection's counters when it closes: wait until the run's requests are all counted.
    let after = await varnish.stats();
    for (const deadline = Date.now() + 5_000; Date.now() < deadline; after = await varnish.stats()) {
      if ((after['MAIN.client_req'] ?? 0) - (before['MAIN.client_req'] ?? 0) >= varnishMixed.requests) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const counted = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    const hitRatio = counted('MAIN.cache_hit') / Math.max(1, counted('MAIN.client_req'));
    const varnishCached = await runLoad(`Varnish: cached page ${CACHED_PAGE}`, varnish.url, [CACHED_PAGE], [200], options);
    const varnishUnique = await runLoad(`Varnish: unique queries ${UNIQUE_QUERY_PAGE}?r=N`, varnish.url, uniqueQueries(UNIQUE_QUERY_PAGE), [200], options);
    throughVarnish = { mixed: varnishMixed, cached: varnishCached, unique: varnishUnique, hitRatio, rssAfter: rssMb(site.pid) };
  }

  console.log('');
  printRuns([mixed, cached, ceiling, buy, unique, ...(throughVarnish ? [throughVarnish.mixed, throughVarnish.cached, throughVarnish.unique] : [])]);
  console.log(`\nStatus codes, mixed run: ${JSON.stringify(mixed.statusCounts)}`);
  console.log(`Cached page: ${ceilingServer.bytes} bytes as sent (${ceilingServer.encoding}).`);
  console.log(`Site RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after the four site runs.`);
  console.log(`Mixed run p99: ${mixed.latencyMs.p99} ms (goal < ${MIXED_P99_GOAL_MS} ms), ${mixed.errors + mixed.unexpectedStatus} errors (goal 0)`);
  console.log(`Purchase flow: ${buy.requestsPerSecond.toFixed(0)} pages/s (goal ≥ ${BUY_PAGES_PER_SECOND_GOAL})`);
  const ratio = cached.requestsPerSecond / ceiling.requestsPerSecond;
  console.log(`Cached-page ratio (cached page ÷ ceiling): ${ratio.toFixed(2)} (goal ≥ ${RATIO_GOAL})${ratio >= RATIO_GOAL ? '' : '  BELOW GOAL'}`);
  if (throughVarnish) {
    console.log(
      `Through Varnish: cached page ÷ ceiling ${(throughVarnish.cached.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}; hit ratio of the mixed run ${(throughVarnish.hitRatio * 100).toFixed(1)} % (the purchase flow and the 404 are never stored); site RSS ${throughVarnish.rssAfter.toFixed(0)} MB after the Varnish runs.`,
    );
  } else {
    console.log('Through Varnish: skipped (varnishd or the xkey module is not installed: scripts/ensure-debian-packages.sh varnish varnish-modules).');
  }
  console.log(
    `Logs: info, ${(statSync(logFile).size / 1e6).toFixed(1)} MB written to a file. Traces: ${traceSink ? `on, ${traceSink.exports()} OTLP exports received by the local sink` : 'off (--traces to turn them on)'}.`,
  );
  const timed = (where: string, times: typeof metricsTimes) =>
    times ? `${where}: ${times.scrapes} scrapes during the mixed run, p50 ${times.p50Ms} ms, max ${times.maxMs} ms, ${times.failed} failed` : '';
  const scrapes = [timed('public port', metricsTimes), timed('METRICS_PORT', metricsPortTimes)].filter(Boolean).join('; ');
  console.log(`Metrics: ${metricsTimes ? `on (METRICS_TOKEN); ${scrapes}` : 'off (METRICS_TOKEN=… to turn them on)'}.`);
  const at = `${options.connections} connections`;
  writeMeasures(args.json, [
    { measure: `/buy pages/s, ${at}`, goal: BUY_PAGES_PER_SECOND_GOAL, value: Math.round(buy.requestsPerSecond), unit: 'pages/s', bound: 'min' },
    { measure: `mixed run p99, ${at}`, goal: MIXED_P99_GOAL_MS, value: mixed.latencyMs.p99, unit: 'ms', bound: 'max' },
    { measure: `mixed run errors, ${at}`, goal: 0, value: mixed.errors + mixed.unexpectedStatus, unit: '', bound: 'max' },
    { measure: `cached page ÷ same-bytes ceiling, ${at}`, goal: RATIO_GOAL, value: Number(ratio.toFixed(2)), unit: '', bound: 'min' },
  ]);
} finally {
  await site.stop();
  await varnish?.stop();
  await traceSink?.stop();
  closeSync(logFd);
  rmSync(logDir, { recursive: true, force: true });
}
