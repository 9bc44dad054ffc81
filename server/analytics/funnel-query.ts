// The daily figures of a range of days: the stored totals of the days already rolled up (retention.ts), and for
// the others (today, and any day not rolled up yet) the figures worked out now from their raw events and orders.
import type { AnalyticsStore, DailyTotal } from './analytics-store.ts';
import { dayFunnel } from './day-funnel.ts';

type FunnelSource = Pick<AnalyticsStore, 'eventsOfDay' | 'ordersOfDays' | 'ordersOfVisitors' | 'totals' | 'daysWithRawData'>;

/** One day's figures from its raw events and the orders of the day and of its visits. */
export async function figuresOfDay(store: FunnelSource, day: string): Promise<Omit<DailyTotal, 'day'>[]> {
  const events = await store.eventsOfDay(day);
  const visitors = [...new Set(events.map((event) => event.visitor))];
  const [ordersOfDay, ordersOfVisits] = await Promise.all([store.ordersOfDays([day]), store.ordersOfVisitors(visitors)]);
  return dayFunnel(events, ordersOfDay, ordersOfVisits);
}

export async function funnelRows(store: FunnelSource, from: string, to: string): Promise<DailyTotal[]> {
  const stored = await store.totals(from, to);
  const rolledUp = new Set(stored.map((row) => row.day));
  const rows = [...stored];
  for (const day of await store.daysWithRawData(from, to)) {
    if (rolledUp.has(day)) continue;
    for (const row of await figuresOfDay(store, day)) rows.push({ day, ...row });
  }
  return rows;
}
