import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../content/analytics/event-schema.ts';
import { openSqliteAnalytics } from '../../../server/analytics/analytics-database.ts';
import type { AnalyticsStore } from '../../../server/analytics/analytics-store.ts';
import { funnelRows } from '../../../server/analytics/funnel-query.ts';
import { funnelReport } from '../../../server/analytics/funnel-report.ts';
import { runRetention } from '../../../server/analytics/retention.ts';
import { events } from './support/analytics-site.ts';

const TIME_ZONE = 'Australia/Sydney';
let dir: string;
let store: AnalyticsStore;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'analytics-retention-'));
  store = await openSqliteAnalytics(join(dir, 'analytics.sqlite'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Noon in Sydney on `day`. */
const noon = (day: string) => Date.parse(`${day}T01:00:00Z`);

async function visit(day: string, visitor: string, timeline: AnalyticsEvent[]) {
  await store.insertEvents(timeline.map((event, index) => ({ receivedAt: noon(day) + index, day, visitor, event })));
}

const report = async (from: string, to: string, by: 'day' | 'week') => funnelReport(await funnelRows(store, from, to), { from, to, by });

describe('the funnel by day and by week', () => {
  it('adds the days of an ISO week up, and a week cut by the range counts only its days inside', async () => {
    await visit('2026-11-23', 'a'.repeat(22), [events.pageViewed('/'), events.stepReached(1)]); // Monday
    await visit('2026-11-23', 'b'.repeat(22), [events.pageViewed('/faqs')]);
    await visit('2026-11-29', 'c'.repeat(22), [events.pageViewed('/buy'), events.stepReached(0)]); // Sunday
    await visit('2026-11-30', 'd'.repeat(22), [events.pageViewed('/')]); // next Monday

    const weeks = await report('2026-11-24', '2026-11-30', 'week');
    expect(weeks.periods.map(({ start, end, visits, buyVisits }) => ({ start, end, visits, buyVisits }))).toEqual([
      { start: '2026-11-23', end: '2026-11-29', visits: 1, buyVisits: 1 },
      { start: '2026-11-30', end: '2026-12-06', visits: 1, buyVisits: 0 },
    ]);
    const days = await report('2026-11-23', '2026-11-23', 'day');
    expect(days.total).toMatchObject({ visits: 2, buyVisits: 1, steps: { new: { 1: 1 } } });
    expect(days.entryPages).toEqual([
      { name: '/', visits: 1 },
      { name: '/faqs', visits: 1 },
    ]);
  });
});

describe('retention', () => {
  it('keeps each finished day as totals, so the funnel reads the same once raw events are gone', async () => {
    await visit('2026-08-01', 'a'.repeat(22), [events.pageViewed('/'), events.stepReached(3, 'old')]);
    await visit('2026-08-01', 'b'.repeat(22), [events.pageViewed('/faqs')]);
    await store.recordOrder(
      'hook-1',
      { orderId: '1', totalMinor: 105_000, currency: 'AUD', visitor: 'a'.repeat(22), createdAt: noon('2026-08-01'), day: '2026-08-01' },
      noon('2026-08-01'),
    );
    await visit('2026-11-27', 'c'.repeat(22), [events.pageViewed('/')]);
    const before = await report('2026-08-01', '2026-11-28', 'week');

    // 2026-11-28 in Sydney: 2026-08-01 is 119 days old, past the 90 days kept.
    const run = await runRetention({ store, retentionDays: 90, timeZone: TIME_ZONE, receiptLifetimeMs: 12 * 3_600_000 }, noon('2026-11-28'));
    expect(run.rolledUp).toEqual(['2026-11-27']);
    expect(run.forgotten).toEqual({ events: 3, orders: 1 });

    const db = new Database(join(dir, 'analytics.sqlite'), { readonly: true });
    expect(db.prepare('SELECT DISTINCT day FROM analytics_events').all()).toEqual([{ day: '2026-11-27' }]);
    expect(db.prepare("SELECT COUNT(*) AS n FROM analytics_daily_totals WHERE day = '2026-08-01'").get()).toEqual({ n: expect.any(Number) });
    db.close();
    const after = await report('2026-08-01', '2026-11-28', 'week');
    expect(after).toEqual(before);
    expect(after.total).toMatchObject({ visits: 3, orders: 1, orderedVisits: 1, revenue: [{ currency: 'AUD', amount: '1050.00' }], steps: { old: { 3: 1 } } });
  });

  it('reads a rolled-up day from its totals, and today from its raw events', async () => {
    await visit('2026-11-27', 'a'.repeat(22), [events.pageViewed('/')]);
    await runRetention({ store, retentionDays: 90, timeZone: TIME_ZONE, receiptLifetimeMs: 1 }, noon('2026-11-28'));
    await visit('2026-11-28', 'b'.repeat(22), [events.pageViewed('/')]);
    // An event that reaches a rolled-up day's raw table later is counted at the next run, not twice meanwhile.
    await visit('2026-11-27', 'c'.repeat(22), [events.pageViewed('/')]);
    expect((await report('2026-11-27', '2026-11-28', 'day')).periods.map((period) => period.visits)).toEqual([1, 1]);
    await runRetention({ store, retentionDays: 90, timeZone: TIME_ZONE, receiptLifetimeMs: 1 }, noon('2026-11-28'));
    expect((await report('2026-11-27', '2026-11-28', 'day')).periods.map((period) => period.visits)).toEqual([2, 1]);
  });
});
