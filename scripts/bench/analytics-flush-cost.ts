// `node --import tsx scripts/bench/analytics-flush-cost.ts`: what one 500-row flush of the analytics queue costs the
// pages' thread (its event-loop busy time while batches are written back to back, on a SQLite file of its own).
// Beside bench:analytics-load's page latencies, a figure a busy shared machine blurs less: preemption inflates
// both sides alike, so compare it with a run of the previous code on the same machine at the same time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openSqliteAnalytics } from '../../server/analytics/analytics-database.ts';
import type { ReceivedEvent } from '../../server/analytics/analytics-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'analytics-flush-'));
const store = await openSqliteAnalytics(join(dir, 'analytics.sqlite'));
const consent = { analytics: true, marketing: false, preferences: true, saleOfData: false };
const batch: ReceivedEvent[] = Array.from({ length: 500 }, (_, index) => ({
  receivedAt: Date.now() + index,
  day: '2026-11-29',
  visitor: 'v'.repeat(22),
  event: {
    name: 'buy_step_reached',
    path: '/buy',
    referrer: 'https://www.google.com',
    campaign: { utm_source: 'newsletter' },
    consent,
    step: index % 4,
    appVersion: 'new',
  },
}));
for (let warm = 0; warm < 10; warm += 1) await store.insertEvents(batch);
const FLUSHES = 200;
const before = performance.eventLoopUtilization();
const started = performance.now();
for (let flush = 0; flush < FLUSHES; flush += 1) await store.insertEvents(batch);
const elu = performance.eventLoopUtilization(before);
console.log(
  `${FLUSHES} flushes of 500 rows in ${(performance.now() - started).toFixed(0)} ms; pages' thread busy ${(elu.active / FLUSHES).toFixed(2)} ms per flush`,
);
await store.close();
rmSync(dir, { recursive: true, force: true });
