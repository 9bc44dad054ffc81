import { afterEach, describe, expect, it } from 'vitest';
import { FUNNEL_PATH } from '../../../server/analytics/analytics-paths.ts';
import { type AnalyticsSite, analyticsSite, READ_TOKEN } from './support/analytics-site.ts';

let site: AnalyticsSite;
afterEach(() => site?.stop());

const NOW = Date.parse('2026-11-28T01:00:00Z');
const read = (query: string, token: string | null = READ_TOKEN) =>
  site.app.request(`${site.origin}${FUNNEL_PATH}${query}`, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });

describe('GET /api/analytics/funnel (for the CMS)', () => {
  it('answers only with the read token', async () => {
    site = await analyticsSite({ now: () => NOW });
    expect((await read('', null)).status).toBe(401);
    expect((await read('', 'not-the-token-0123456789')).status).toBe(401);
    const response = await read('');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('covers the last 28 days up to today (Sydney) by day when asked nothing', async () => {
    site = await analyticsSite({ now: () => NOW });
    const report = await (await read('')).json();
    expect(report).toMatchObject({ from: '2026-11-01', to: '2026-11-28', by: 'day', timeZone: 'Australia/Sydney' });
    expect(report.periods).toHaveLength(28);
  });

  it('refuses a query it cannot answer with 400 and the reason', async () => {
    site = await analyticsSite({ now: () => NOW });
    const reasons = async (query: string) => (await (await read(query)).json()).error.message;
    expect(await reasons('?from=2026-02-30')).toBe('from and to must be dates written YYYY-MM-DD');
    expect(await reasons('?from=2026-11-28&to=2026-11-01')).toBe('from (2026-11-28) is after to (2026-11-01)');
    expect(await reasons('?by=month')).toBe('by must be one of day, week');
    expect(await reasons('?format=xml')).toBe('format must be json or csv');
    expect(await reasons('?from=2020-01-01&to=2026-11-28')).toBe('the range may span at most 1100 days');
  });

  it('sends CSV as a download named after its range', async () => {
    site = await analyticsSite({ now: () => NOW });
    const response = await read('?from=2026-11-23&to=2026-11-29&by=week&format=csv');
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="funnel-2026-11-23-to-2026-11-29-by-week.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines.slice(1)).toEqual([
      '2026-11-23,2026-11-29,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0',
      'total,2026-11-23 to 2026-11-29,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0',
    ]);
  });

  it('does not exist without ANALYTICS_READ_TOKEN', async () => {
    site = await analyticsSite({ env: { ANALYTICS_READ_TOKEN: '' } });
    // The request falls through to the pages (this stub site has no content yet: 'back shortly').
    const response = await read('');
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
  });
});
