// Once a day is over its figures are kept as daily totals, and raw events and orders older than
// ANALYTICS_RETENTION_DAYS are deleted. The last week's totals are worked out again on each run: an order placed
// days after the visit (the cart keeps the visit key) still reaches the day of that visit while its raw events
// are there. Runs at start and every hour; several instances doing it at once write the same totals.
import { errorMessage } from '../logging/logger.ts';
import { repeatedLog } from '../logging/repeated-log.ts';
import { outsideRequest } from '../logging/request-context.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { figuresOfDay } from './funnel-query.ts';
import { addDays, localDay } from './local-day.ts';

/** Days before today whose totals are worked out again on each run. */
export const RECOMPUTED_DAYS = 7;
export const RETENTION_INTERVAL_MS = 60 * 60_000;

export type RetentionOptions = {
  store: AnalyticsStore;
  retentionDays: number;
  timeZone: string;
  /** Webhook receipts are kept this long: a delivery older than the webhook's maximum age is refused anyway. */
  receiptLifetimeMs: number;
};

export type RetentionRun = { rolledUp: string[]; forgotten: { events: number; orders: number } };

export async function runRetention({ store, retentionDays, timeZone, receiptLifetimeMs }: RetentionOptions, now: number): Promise<RetentionRun> {
  const today = localDay(now, timeZone);
  const oldestKept = addDays(today, -retentionDays);
  const firstRecomputed = [addDays(today, -RECOMPUTED_DAYS), oldestKept].sort().at(-1)!;
  const rolledUp: string[] = [];
  for (const day of await store.daysWithRawData(firstRecomputed, addDays(today, -1))) {
    await store.replaceTotals(day, await figuresOfDay(store, day));
    rolledUp.push(day);
  }
  // A day about to lose its raw events is rolled up first, even if no run saw it in its last week.
  for (const day of await store.daysWithRawData('0000-01-01', addDays(oldestKept, -1))) {
    if ((await store.totals(day, day)).length === 0) await store.replaceTotals(day, await figuresOfDay(store, day));
  }
  const forgotten = await store.forgetRawBefore(oldestKept, now - receiptLifetimeMs);
  return { rolledUp, forgotten };
}

/** Runs now and every hour; `stop` ends it. */
export function scheduleRetention(options: RetentionOptions, now: () => number = Date.now): { stop(): void } {
  const run = () =>
    outsideRequest(() => runRetention(options, now())).catch((error: unknown) =>
      outsideRequest(() => repeatedLog.error('analytics.retention_failed', { reason: errorMessage(error) })),
    );
  void run();
  const timer = setInterval(() => void run(), RETENTION_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
