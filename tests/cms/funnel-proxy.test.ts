// The CMS's GET /admin/site/funnel asks the real site route with the site's token, which never reaches the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelHandler } from '../../cms/src/editors/funnel.ts';
import { type AnalyticsSite, analyticsSite, READ_TOKEN } from '../server/analytics/support/analytics-site.ts';

let site: AnalyticsSite;
beforeAll(async () => {
  site = await analyticsSite({ listen: true });
});
afterAll(() => site?.stop());

type Answer = { status: number; body: unknown; type: string; headers: Record<string, string> };
async function ask(query: Record<string, unknown>, env: Record<string, string | undefined> = { SITE_URL: site.origin, ANALYTICS_READ_TOKEN: READ_TOKEN }) {
  const ctx = { query, status: 200, body: undefined as unknown, type: 'application/json', headers: {} as Record<string, string>, set: (name: string, value: string) => void (ctx.headers[name] = value) };
  await funnelHandler(env)(ctx);
  return ctx as Answer;
}

describe("the CMS's funnel route", () => {
  it("answers the site's report for the days asked", async () => {
    const answer = await ask({ from: '2026-11-23', to: '2026-11-29', by: 'week' });
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toMatchObject({ data: { from: '2026-11-23', to: '2026-11-29', by: 'week', periods: [{ start: '2026-11-23', visits: 0 }] } });
  });

  it('passes the CSV on as a download', async () => {
    const answer = await ask({ from: '2026-11-28', to: '2026-11-28', format: 'csv' });
    expect(answer.type).toBe('text/csv; charset=utf-8');
    expect(answer.headers['Content-Disposition']).toBe('attachment; filename="funnel-2026-11-28-to-2026-11-28-by-day.csv"');
    expect(String(answer.body).split('\r\n')[0]).toMatch(/^period_start,period_end,visits,/);
  });

  it("passes the site's refusal of a query on with its reason", async () => {
    expect(await ask({ by: 'month' })).toMatchObject({ status: 400, body: { error: { message: 'by must be one of day, week' } } });
  });

  it('says what is missing without the site or its token, and when the token is wrong', async () => {
    expect(await ask({}, { SITE_URL: site.origin })).toMatchObject({ status: 503, body: { error: { message: expect.stringContaining('ANALYTICS_READ_TOKEN') } } });
    expect(await ask({}, { SITE_URL: site.origin, ANALYTICS_READ_TOKEN: 'wrong-token-0123456789' })).toMatchObject({
      status: 502,
      body: { error: { message: 'The site answered 401 for the funnel.' } },
    });
  });
});
