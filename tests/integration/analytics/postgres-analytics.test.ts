// The analytics store on a real PostgreSQL: three instances starting together migrate it once, events go in
// through the queue's batched INSERTs, a webhook's order is stored once whichever instance gets the replay, the
// instances agree on the day's visitor-key secret, and the funnel and its retention read the same as on SQLite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../content/analytics/event-schema.ts';
import { AnalyticsCounts, SITE_STORE_DESTINATION } from '../../../server/analytics/analytics-counts.ts';
import { openPostgresAnalytics } from '../../../server/analytics/analytics-database.ts';
import type { AnalyticsStore, ReceivedEvent } from '../../../server/analytics/analytics-store.ts';
import { EventQueue, storeWrite } from '../../../server/analytics/event-queue.ts';
import { funnelRows } from '../../../server/analytics/funnel-query.ts';
import { funnelReport } from '../../../server/analytics/funnel-report.ts';
import { runRetention } from '../../../server/analytics/retention.ts';
import { DailyVisitorKeys } from '../../../server/analytics/visitor-keys.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';
import { events } from '../../server/analytics/support/analytics-site.ts';
import { postgresForFile } from '../instances/support/postgres-for-file.ts';

const database = postgresForFile();
let stores: AnalyticsStore[] = [];

beforeAll(async () => {
  setLogLevel('silent');
  stores = await Promise.all([0, 1, 2].map(() => openPostgresAnalytics(database.url)));
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

const noon = (day: string) => Date.parse(`${day}T01:00:00Z`);

describe('the analytics store on PostgreSQL', () => {
  it('is migrated once by three instances starting together, with its own history beside the site’s', async () => {
    const { rows } = await database.pool.query<{ name: string }>('SELECT name FROM analytics_migrations');
    expect(rows).toEqual([{ name: '0001_analytics' }]);
    const { rows: columns } = await database.pool.query(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'analytics_events' AND column_name IN ('properties', 'consent_analytics', 'received_at') ORDER BY column_name",
    );
    expect(columns).toEqual([
      { column_name: 'consent_analytics', data_type: 'boolean' },
      { column_name: 'properties', data_type: 'jsonb' },
      { column_name: 'received_at', data_type: 'bigint' },
    ]);
  });

  it('takes 2,000 events through the queue in batched INSERTs and reads them back per visitor in order', async () => {
    const counts = new AnalyticsCounts();
    const site = counts.destination(SITE_STORE_DESTINATION);
    const queue = new EventQueue<ReceivedEvent>({
      capacity: 5_000,
      batchSize: 500,
      flushIntervalMs: 1_000,
      write: storeWrite((batch) => stores[0]!.insertEvents(batch), site),
      counts: site,
    });
    const timeline: AnalyticsEvent[] = [
      events.pageViewed('/', { campaign: { utm_source: 'newsletter' } }),
      events.stepReached(1),
      events.stepReached(2),
      events.stepReached(3),
    ];
    const received: ReceivedEvent[] = [];
    for (let visitor = 0; visitor < 500; visitor += 1) {
      timeline.forEach((event, index) =>
        received.push({ receivedAt: noon('2026-11-20') + index, day: '2026-11-20', visitor: String(visitor).padStart(22, '0'), event }),
      );
    }
    queue.offer(received);
    await queue.drain();
    expect(counts.destination(SITE_STORE_DESTINATION).snapshot()).toEqual({ accepted: 2_000, dropped: 0, stored: 2_000, failed: 0 });

    const stored = await stores[1]!.eventsOfDay('2026-11-20');
    expect(stored).toHaveLength(2_000);
    expect(stored.slice(0, 4).map((event) => [event.name, event.properties])).toEqual([
      ['page_viewed', {}],
      ['buy_step_reached', { step: 1, appVersion: 'new' }],
      ['buy_step_reached', { step: 2, appVersion: 'new' }],
      ['buy_step_reached', { step: 3, appVersion: 'new' }],
    ]);
    expect(stored[0]!.campaign).toEqual({ utm_source: 'newsletter' });
  });

  it("stores a webhook's order once, whichever instance gets the replay", async () => {
    const order = { orderId: '5930000001001', totalMinor: 105_000, currency: 'AUD', visitor: '0'.repeat(22), createdAt: noon('2026-11-20'), day: '2026-11-20' };
    const outcomes = await Promise.all(stores.map((store) => store.recordOrder('delivery-1', order, noon('2026-11-20'))));
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'stored']);
    expect(await stores[2]!.ordersOfDays(['2026-11-20'])).toEqual([order]);
  });

  it('gives every instance the same visitor key for the same visitor on the same day', async () => {
    const now = () => noon('2026-11-20');
    const keys = await Promise.all(stores.map((store) => new DailyVisitorKeys(store, 'Australia/Sydney', now).keyFor('203.0.113.9', 'Browser')));
    expect(new Set(keys.map((key) => key.visitor)).size).toBe(1);
  });

  it('works the funnel out, keeps it as totals and forgets the raw events past retention', async () => {
    const before = funnelReport(await funnelRows(stores[0]!, '2026-11-20', '2026-11-20'), { from: '2026-11-20', to: '2026-11-20', by: 'day' });
    expect(before.total).toMatchObject({ visits: 500, buyVisits: 500, steps: { new: { 1: 500, 2: 500, 3: 500 } }, orders: 1, orderedVisits: 1 });
    expect(before.campaigns).toEqual([{ campaign: 'newsletter / (not set) / (not set)', visits: 500, buyVisits: 500, orderedVisits: 1 }]);

    const run = await runRetention({ store: stores[1]!, retentionDays: 3, timeZone: 'Australia/Sydney', receiptLifetimeMs: 1 }, noon('2026-11-28'));
    expect(run.forgotten).toEqual({ events: 2_000, orders: 1 });
    const after = funnelReport(await funnelRows(stores[2]!, '2026-11-20', '2026-11-20'), { from: '2026-11-20', to: '2026-11-20', by: 'day' });
    expect(after).toEqual(before);
  });
});
