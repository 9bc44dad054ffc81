// `npm run bench:analytics-load [-- --no-build] [--events-per-second 3000] [--pages-per-second 40] [--seconds 60]`:
// whether a flood of analytics events costs the pages anything (issue goal: ≥ 3,000 events/s taken in batches
// while a mixed page load runs, page p99 within 10 % of the same load without events, same run). One built
// instance on its own SQLite analytics file; pages are requested at a steady rate the whole run, while events
// arrive in alternate windows (without, with, without…), so both sides see the same machine load. The events are
// sent from a thread of this script's own, so sending them never delays the page requests' timing.
// A benchmark, not a test: the machine is shared; --quick runs tiny sizes whose figures mean nothing.
import { execSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { batchBody, EVENTS_PATH, MAX_BATCH_EVENTS } from '../../content/analytics/event-batch.ts';
import type { AnalyticsEvent } from '../../content/analytics/event-schema.ts';
import { startBuiltSite } from '../site-process.ts';
import { positiveIntegerFlag } from './flags.ts';
import { writeMeasures } from './results.ts';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    quick: { type: 'boolean' },
    'events-per-second': { type: 'string' },
    'pages-per-second': { type: 'string' },
    seconds: { type: 'string' },
    json: { type: 'string' },
  },
});
const EVENTS_PER_SECOND = positiveIntegerFlag('events-per-second', args['events-per-second'] ?? (args.quick ? '500' : '3000'));
const PAGES_PER_SECOND = positiveIntegerFlag('pages-per-second', args['pages-per-second'] ?? (args.quick ? '10' : '40'));
const SECONDS = positiveIntegerFlag('seconds', args.seconds ?? (args.quick ? '4' : '60'));
/** Events are on in every other window of this length. */
const WINDOW_SECONDS = args.quick ? 1 : 5;
const PAGES = ['/', '/how-it-works', '/measure-up', '/products', '/faqs', '/blog', '/buy'];
const METRICS_TOKEN = 'bench-analytics-metrics-token';

/** A batch as pages send it: page views and buy-flow steps, with a campaign and consent, 50 to a batch. */
const consent = { analytics: true, marketing: false, preferences: true, saleOfData: false };
const envelope = { referrer: 'https://www.google.com', campaign: { utm_source: 'newsletter', utm_campaign: 'spring-linen' }, consent };
const batch: AnalyticsEvent[] = Array.from({ length: MAX_BATCH_EVENTS }, (_, index) =>
  index % 2 === 0
    ? ({ name: 'page_viewed', path: PAGES[index % PAGES.length]!, ...envelope } as AnalyticsEvent)
    : ({ name: 'buy_step_reached', path: '/buy', ...envelope, step: index % 4, appVersion: 'new' } as AnalyticsEvent),
);

/**
 * The sender thread (plain JavaScript: it needs no loader): while on, POSTs `batchesPerSecond` batches a second,
 * each from a visitor of its own (X-Forwarded-For), and reports what the site answered when told to stop.
 */
const SENDER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, body, batchesPerSecond } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let visitor = 0, timer = null, started = 0, sent = 0;
const tally = { batches: 0, accepted: 0, dropped: 0, refused: 0 };
function post() {
  visitor += 1;
  const address = '10.' + ((visitor >> 16) & 255) + '.' + ((visitor >> 8) & 255) + '.' + (visitor & 255);
  const sending = http.request(url, { method: 'POST', agent, headers: {
    'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body), Origin: new URL(url).origin, 'X-Forwarded-For': address } }, (response) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => (text += chunk));
    response.on('end', () => {
      tally.batches += 1;
      if (response.statusCode === 202) { const result = JSON.parse(text); tally.accepted += result.accepted; tally.dropped += result.dropped; }
      else tally.refused += 1;
    });
  });
  sending.on('error', () => (tally.refused += 1));
  sending.end(body);
}
parentPort.on('message', (message) => {
  if (message === 'on') {
    started = performance.now(); sent = 0;
    // Due batches are sent each tick, so the rate holds even when a timer fires late.
    timer = setInterval(() => { const due = Math.floor(((performance.now() - started) / 1000) * batchesPerSecond); for (; sent < due; sent += 1) post(); }, 5);
  } else if (message === 'off') { clearInterval(timer); }
  else if (message === 'report') { setTimeout(() => parentPort.postMessage(tally), 1000); }
});
`;

type Phase = 'without' | 'with';
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function siteCounts(baseUrl: string) {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const read = (outcome: string) => Number(text.match(new RegExp(`site_analytics_events_total\\{destination="site",outcome="${outcome}"\\} (\\d+)`))?.[1] ?? 0);
  const queued = Number(text.match(/site_analytics_queue_events (\d+)/)?.[1] ?? 0);
  return { accepted: read('accepted'), dropped: read('dropped'), stored: read('stored'), failed: read('failed'), queued };
}

if (!args['no-build']) execSync('npm run build', { stdio: ['ignore', 2, 2] });
const site = await startBuiltSite({
  env: { TRUSTED_PROXY_HOPS: '1', METRICS_TOKEN, LOG_LEVEL: process.env.BENCH_SITE_LOG_LEVEL ?? 'error' },
  timeoutMs: 90_000,
});
const startLoad = loadavg()[0]!;
const latencies: Record<Phase, number[]> = { without: [], with: [] };
let pageFailures = 0;
const sender = new Worker(SENDER, {
  eval: true,
  workerData: { url: `${site.baseUrl}${EVENTS_PATH}`, body: batchBody(batch), batchesPerSecond: EVENTS_PER_SECOND / MAX_BATCH_EVENTS },
});
try {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const getPage = (path: string, phase: Phase) => {
    const started = performance.now();
    return new Promise<void>((resolve) => {
      request(`${site.baseUrl}${path}`, { agent, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies[phase].push(performance.now() - started);
          else pageFailures += 1;
          resolve();
        });
      })
        .on('error', () => ((pageFailures += 1), resolve()))
        .end();
    });
  };
  // Warm: every page rendered a few times before anything is timed.
  for (let round = 0; round < 3; round += 1) await Promise.all(PAGES.map((path) => getPage(path, 'without')));
  latencies.without.length = 0;

  const before = await siteCounts(site.baseUrl);
  const inFlight: Promise<void>[] = [];
  const windows = Math.max(2, Math.round(SECONDS / WINDOW_SECONDS));
  let phase: Phase = 'without';
  let requested = 0;
  for (let window = 0; window < windows; window += 1) {
    phase = window % 2 === 0 ? 'without' : 'with';
    sender.postMessage(phase === 'with' ? 'on' : 'off');
    const windowStart = performance.now();
    let sentInWindow = 0;
    while (performance.now() - windowStart < WINDOW_SECONDS * 1000) {
      const due = Math.floor(((performance.now() - windowStart) / 1000) * PAGES_PER_SECOND);
      for (; sentInWindow < due; sentInWindow += 1) inFlight.push(getPage(PAGES[(requested += 1) % PAGES.length]!, phase));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
  sender.postMessage('off');
  await Promise.all(inFlight);
  sender.postMessage('report');
  const sent = (await new Promise((resolve) => sender.once('message', resolve))) as { batches: number; accepted: number; dropped: number; refused: number };
  // What the queue still holds is written within a flush or two.
  const deadline = Date.now() + 30_000;
  let after = await siteCounts(site.baseUrl);
  const settled = () => after.queued === 0 && after.stored + after.failed - before.stored - before.failed >= after.accepted - before.accepted;
  while (!settled() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    after = await siteCounts(site.baseUrl);
  }

  const eventSeconds = Math.floor(windows / 2) * WINDOW_SECONDS;
  const figures = (phase: Phase) => {
    const sorted = [...latencies[phase]].sort((a, b) => a - b);
    return { requests: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  const without = figures('without');
  const withEvents = figures('with');
  const takenPerSecond = (after.accepted - before.accepted) / eventSeconds;
  const stored = after.stored - before.stored;
  const dropped = after.dropped - before.dropped;
  const p99Ratio = withEvents.p99 / without.p99;
  console.error(
    [
      `analytics under load (load average ${startLoad.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at the end; ${PAGES_PER_SECOND} pages/s throughout, events in alternate ${WINDOW_SECONDS} s windows)`,
      `  pages without events: ${without.requests} requests, p50 ${without.p50.toFixed(1)} ms, p99 ${without.p99.toFixed(1)} ms`,
      `  pages with events:    ${withEvents.requests} requests, p50 ${withEvents.p50.toFixed(1)} ms, p99 ${withEvents.p99.toFixed(1)} ms (p99 ${p99Ratio.toFixed(2)}× without)`,
      `  pages failed: ${pageFailures}`,
      `  events sent ${sent.accepted + sent.dropped} in ${sent.batches} batches over ${eventSeconds} s (${sent.refused} batches refused): taken ${Math.round(takenPerSecond)}/s; stored ${stored}, dropped ${dropped}, failed ${after.failed - before.failed}`,
    ].join('\n'),
  );
  writeMeasures(args.json, [
    {
      measure: `analytics: events taken per second, ${PAGES_PER_SECOND} pages/s running`,
      goal: 3_000,
      value: Math.round(takenPerSecond),
      unit: '/s',
      bound: 'min',
    },
    { measure: 'analytics: page p99 with events ÷ without (same run)', goal: 1.1, value: Number(p99Ratio.toFixed(2)), unit: '×', bound: 'max' },
    { measure: 'analytics: events dropped under the load', goal: 0, value: dropped, unit: '', bound: 'max' },
    { measure: 'analytics: events not stored once the queue drained', goal: 0, value: after.accepted - before.accepted - stored, unit: '', bound: 'max' },
  ]);
} finally {
  await sender.terminate();
  await site.stop();
}
