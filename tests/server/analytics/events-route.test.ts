import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { batchBody } from '../../../content/analytics/event-batch.ts';
import { ANALYTICS_FILE } from '../../../server/analytics/analytics-database.ts';
import { type AnalyticsSite, analyticsSite, DEFAULT_VISITOR, events } from './support/analytics-site.ts';

let site: AnalyticsSite;
afterEach(() => site?.stop());

function storedRows(of: AnalyticsSite): Record<string, unknown>[] {
  const db = new Database(join(of.config.dataDir, ANALYTICS_FILE), { readonly: true });
  try {
    return db.prepare('SELECT * FROM analytics_events ORDER BY id').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

const post = (body: string, headers: Record<string, string> = {}) =>
  site.app.request(`${site.origin}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: site.origin, 'X-Forwarded-For': DEFAULT_VISITOR.ip, ...headers },
    body,
  });

describe('POST /api/events', () => {
  it("takes a sendBeacon batch (text/plain) at once, and stores it with the visitor's anonymous key, never the address", async () => {
    site = await analyticsSite();
    const response = await site.sendEvents([events.pageViewed('/faqs', { campaign: { utm_source: 'newsletter' } }), events.stepReached(1)]);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2, dropped: 0 });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');

    await site.analytics.queue.drain();
    const rows = storedRows(site);
    expect(rows.map((row) => [row.name, row.path, row.utm_source])).toEqual([
      ['page_viewed', '/faqs', 'newsletter'],
      ['buy_step_reached', '/buy', null],
    ]);
    expect(JSON.parse(rows[1]!.properties as string)).toEqual({ step: 1, appVersion: 'new' });
    expect(rows[0]!.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(rows[1]!.visitor).toBe(rows[0]!.visitor);
    expect(JSON.stringify(rows)).not.toContain(DEFAULT_VISITOR.ip);
    expect(JSON.stringify(rows)).not.toContain('Mozilla');
  });

  it('a browser sending Sec-GPC: 1 is kept as opted out of marketing and sale of data, whatever its events say', async () => {
    site = await analyticsSite();
    const allowedAll = { analytics: true, marketing: true, preferences: true, saleOfData: true };
    expect((await post(batchBody([events.pageViewed('/', { consent: allowedAll })]), { 'Sec-GPC': '1' })).status).toBe(202);
    expect((await post(batchBody([events.pageViewed('/faqs', { consent: allowedAll })]))).status).toBe(202);
    await site.analytics.queue.drain();
    const consents = storedRows(site).map((row) => [row.path, row.consent_analytics, row.consent_marketing, row.consent_preferences, row.consent_sale_of_data]);
    expect(consents).toEqual([
      ['/', 1, 0, 1, 0],
      ['/faqs', 1, 1, 1, 1],
    ]);
  });

  it('takes application/json as well, and refuses other media types with 415', async () => {
    site = await analyticsSite();
    const body = batchBody([events.pageViewed('/')]);
    expect((await post(body, { 'Content-Type': 'application/json' })).status).toBe(202);
    const form = await post(body, { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect((await form.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a batch that breaks the schema with 400 and the reasons, storing none of it', async () => {
    site = await analyticsSite();
    const unknown = await post(JSON.stringify({ events: [events.pageViewed('/'), { ...events.pageViewed('/'), name: 'purchase' }] }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.reasons[0]).toMatch(/^events\[1\]\.name "purchase" is not a known event/);

    const wrongType = await post(JSON.stringify({ events: [{ ...events.stepReached(3), step: 'three' }] }));
    expect(await wrongType.json()).toEqual({
      error: { message: 'The event batch was refused.', code: 'INVALID_BATCH', reasons: ['events[0].step must be a whole number from 0 to 4, got "three"'] },
    });

    const notJson = await post('{"events": [');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.reasons).toEqual(['the body is not JSON']);

    await site.analytics.queue.drain();
    expect(storedRows(site)).toEqual([]);
    expect(site.analytics.counts.refusedBatches).toMatchObject({ invalid: 3 });
  });

  it('refuses more than 50 events, or more than 16 KB, with 400 and the limit', async () => {
    site = await analyticsSite();
    const tooMany = await post(batchBody(Array(51).fill(events.pageViewed('/'))));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.reasons).toEqual(['the batch holds 51 events; at most 50 are taken']);

    const padded = `${batchBody([events.pageViewed('/')])}${' '.repeat(16 * 1024)}`;
    const tooLarge = await post(padded);
    expect(tooLarge.status).toBe(400);
    expect((await tooLarge.json()).error.reasons).toEqual(['the batch is over 16384 bytes']);
    expect(site.analytics.counts.refusedBatches).toMatchObject({ 'too-large': 2 });
  });

  it('takes writes from this site only, like every site API write', async () => {
    site = await analyticsSite();
    const body = batchBody([events.pageViewed('/')]);
    expect((await post(body, { Origin: 'https://evil.example' })).status).toBe(403);
    const noOrigin = await site.app.request(`${site.origin}/api/events`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
    expect(noOrigin.status).toBe(403);
    const sameOrigin = await site.app.request(`${site.origin}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-origin' },
      body,
    });
    expect(sameOrigin.status).toBe(202);
  });
});

describe('the per-visitor write limit', () => {
  it("limits a visitor's event batches with a budget of their own: a flood of events leaves their cart and forms writes alone", async () => {
    site = await analyticsSite();
    const body = batchBody([events.pageViewed('/')]);
    const statuses: number[] = [];
    for (let batch = 0; batch < 31; batch += 1) statuses.push((await post(body)).status);
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(site.analytics.counts.refusedBatches['rate-limited']).toBe(1);
    // The same visitor's cart write still passes the limit (and reaches the cart route, which finds no cart).
    const cartWrite = await site.app.request(`${site.origin}/api/cart/lines/gid%3A%2F%2Fshopify%2FCartLine%2F1`, {
      method: 'DELETE',
      headers: { Origin: site.origin, 'X-Forwarded-For': DEFAULT_VISITOR.ip, Accept: 'application/json' },
    });
    expect(cartWrite.status).toBe(400);
    // Another visitor's events are not limited by the first one's.
    expect((await post(body, { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(202);
  });

  it("spending the site's write budget on the cart does not refuse the visitor's events", async () => {
    site = await analyticsSite();
    const cartWrite = () =>
      site.app.request(`${site.origin}/api/cart/lines/gid%3A%2F%2Fshopify%2FCartLine%2F1`, {
        method: 'DELETE',
        headers: { Origin: site.origin, 'X-Forwarded-For': DEFAULT_VISITOR.ip, Accept: 'application/json' },
      });
    const statuses: number[] = [];
    for (let write = 0; write < 21; write += 1) statuses.push((await cartWrite()).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await post(batchBody([events.pageViewed('/')]))).status).toBe(202);
  });
});

describe('the anonymous visitor key', () => {
  it('is the same all day for one address and browser, differs between browsers, and changes the next day', async () => {
    let clock = Date.parse('2026-11-28T01:00:00Z'); // 12:00 in Sydney
    site = await analyticsSite({ now: () => clock });
    const visitor = DEFAULT_VISITOR;
    await site.sendEvents([events.pageViewed('/')], visitor);
    clock += 10 * 3_600_000; // 22:00 in Sydney, the same day
    await site.sendEvents([events.pageViewed('/faqs')], visitor);
    await site.sendEvents([events.pageViewed('/faqs')], { ...visitor, userAgent: 'Another browser' });
    clock += 3 * 3_600_000; // 01:00 the next day in Sydney
    await site.sendEvents([events.pageViewed('/')], visitor);
    await site.analytics.queue.drain();

    const rows = storedRows(site).map((row) => ({ day: row.day, visitor: row.visitor as string }));
    expect(rows.map((row) => row.day)).toEqual(['2026-11-28', '2026-11-28', '2026-11-28', '2026-11-29']);
    expect(rows[1]!.visitor).toBe(rows[0]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    expect(rows[3]!.visitor).not.toBe(rows[0]!.visitor);

    // Yesterday's secret is gone: its keys can never be made again, from any address.
    const db = new Database(join(site.config.dataDir, ANALYTICS_FILE), { readonly: true });
    const secrets = db.prepare('SELECT day FROM analytics_day_secrets').all();
    db.close();
    expect(secrets).toEqual([{ day: '2026-11-29' }]);
  });
});
