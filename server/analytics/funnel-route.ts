// GET /api/analytics/funnel?from=2026-11-01&to=2026-11-28&by=day|week[&format=csv]: the funnel for the CMS admin,
// which asks on a signed-in editor's behalf with ANALYTICS_READ_TOKEN as a bearer token (the token never reaches a
// browser). Without the token configured the route does not exist. Dates are local days (ANALYTICS_TIME_ZONE);
// without them, the last 28 days up to today.
import type { Hono } from 'hono';
import { log } from '../logging/logger.ts';
import { secretMatches } from '../security/shared-secret.ts';
import { FUNNEL_PATH } from './analytics-paths.ts';
import { funnelCsv } from './funnel-csv.ts';
import { funnelRows } from './funnel-query.ts';
import { funnelReport, type Period, PERIODS } from './funnel-report.ts';
import { addDays, isDay, localDay } from './local-day.ts';

/** About three years of days in one answer; totals are kept for good, so a longer range is asked for in parts. */
export const MAX_RANGE_DAYS = 1_100;
const DEFAULT_RANGE_DAYS = 28;

export type FunnelRouteOptions = {
  store: Parameters<typeof funnelRows>[0];
  token: string;
  timeZone: string;
  now?: () => number;
};

type Query = { from: string; to: string; by: Period; csv: boolean };

/** The query read, or the reason it cannot be. */
function readQuery(get: (name: string) => string | undefined, today: string): Query | string {
  const to = get('to') ?? today;
  const from = get('from') ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const by = get('by') ?? 'day';
  const format = get('format') ?? 'json';
  if (!isDay(from) || !isDay(to)) return 'from and to must be dates written YYYY-MM-DD';
  if (from > to) return `from (${from}) is after to (${to})`;
  if (addDays(from, MAX_RANGE_DAYS - 1) < to) return `the range may span at most ${MAX_RANGE_DAYS} days`;
  if (!(PERIODS as readonly string[]).includes(by)) return `by must be one of ${PERIODS.join(', ')}`;
  if (format !== 'json' && format !== 'csv') return 'format must be json or csv';
  return { from, to, by: by as Period, csv: format === 'csv' };
}

export function mountFunnelRoute(app: Hono, { store, token, timeZone, now = Date.now }: FunnelRouteOptions): void {
  app.get(FUNNEL_PATH, async (c) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!secretMatches(bearer, token)) {
      log.warn('analytics.funnel_refused', { reason: 'missing or wrong token' });
      return c.json({ error: { message: 'Missing or wrong analytics token.', code: 'UNAUTHORIZED' } }, 401);
    }
    const query = readQuery((name) => c.req.query(name), localDay(now(), timeZone));
    if (typeof query === 'string') return c.json({ error: { message: query, code: 'INVALID_QUERY' } }, 400);
    const report = funnelReport(await funnelRows(store, query.from, query.to), query);
    if (!query.csv) return c.json({ timeZone, ...report });
    return c.body(funnelCsv(report), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="funnel-${query.from}-to-${query.to}-by-${query.by}.csv"`,
    });
  });
}
