import Database from 'better-sqlite3';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_FILE } from '../../../server/analytics/analytics-database.ts';
import { registerAnalyticsMetrics } from '../../../server/analytics/analytics-metrics.ts';
import type { ReceivedEvent } from '../../../server/analytics/analytics-store.ts';
import { type AnalyticsSite, analyticsSite, events } from './support/analytics-site.ts';

let site: AnalyticsSite | null = null;
afterEach(async () => {
  await site?.stop();
  site = null;
});

const received = (count: number, path = '/faqs'): ReceivedEvent[] =>
  Array.from({ length: count }, (_, index) => ({
    receivedAt: 1_764_400_000_000 + index,
    day: '2026-11-29',
    visitor: 'v'.repeat(22),
    event: events.pageViewed(path),
  }));

/** The analytics file as another process sees it. */
function withFile<T>(of: AnalyticsSite, read: (db: Database.Database) => T): T {
  const db = new Database(join(of.config.dataDir, ANALYTICS_FILE));
  try {
    return read(db);
  } finally {
    db.close();
  }
}
const storedCount = (of: AnalyticsSite) => withFile(of, (db) => (db.prepare('SELECT count(*) AS n FROM analytics_events').get() as { n: number }).n);

async function siteMetrics(of: AnalyticsSite) {
  const registry = new Registry();
  registerAnalyticsMetrics(registry, of.analytics.counts, () => of.analytics.queue.length);
  const text = await registry.metrics();
  const outcome = (name: string) => Number(text.match(new RegExp(`site_analytics_events_total\\{destination="site",outcome="${name}"\\} (\\d+)`))?.[1]);
  return {
    stored: outcome('stored'),
    failed: outcome('failed'),
    dropped: outcome('dropped'),
    queued: Number(text.match(/site_analytics_queue_events (\d+)/)?.[1]),
  };
}

describe('the analytics writer thread', () => {
  it("commits a batch while the pages' thread is busy: the INSERT never runs on it", async () => {
    site = await analyticsSite();
    const store = site.analytics.store;
    const writing = store.insertEvents(received(500));
    // A long render holds this thread; the rows reach the file meanwhile, written by the other thread.
    const until = performance.now() + 10_000;
    let seenWhileBusy = 0;
    while (performance.now() < until && seenWhileBusy < 500) seenWhileBusy = storedCount(site);
    expect(seenWhileBusy).toBe(500);
    await writing;
  });

  it('a batch the database refuses is counted failed in the metrics (the SiteAnalyticsStoreFailing alert), and later batches are stored', async () => {
    site = await analyticsSite();
    // The disk refuses writes for a while, as a full disk would.
    withFile(site, (db) => db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON analytics_events BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`));
    site.analytics.queue.offer(received(500));
    await site.analytics.queue.drain();
    expect(await siteMetrics(site)).toMatchObject({ stored: 0, failed: 500, queued: 0 });

    withFile(site, (db) => db.exec('DROP TRIGGER refuse'));
    site.analytics.queue.offer(received(200));
    await site.analytics.queue.drain();
    expect(await siteMetrics(site)).toMatchObject({ stored: 200, failed: 500 });
    expect(storedCount(site)).toBe(200);
  });

  it('a batch refused whole is not half stored: the next run of the funnel never counts part of it', async () => {
    site = await analyticsSite();
    // The 300th row breaks a rule of the table: none of the 500 may remain.
    withFile(site, (db) =>
      db.exec(
        `CREATE TRIGGER refuse_300th BEFORE INSERT ON analytics_events WHEN (SELECT count(*) FROM analytics_events) >= 299 BEGIN SELECT RAISE(ABORT, 'constraint failed'); END`,
      ),
    );
    site.analytics.queue.offer(received(500));
    await site.analytics.queue.drain();
    expect(storedCount(site)).toBe(0);
    expect(await siteMetrics(site)).toMatchObject({ stored: 0, failed: 500 });
  });

  it('shutdown writes everything still queued before the store closes, and takes no events after it', async () => {
    site = await analyticsSite();
    // Below one batch, so nothing is written until the flush interval or the shutdown.
    const accepted = await site.sendEvents([events.pageViewed('/'), events.stepReached(1), events.stepReached(2)]);
    expect(await accepted.json()).toEqual({ accepted: 3, dropped: 0 });
    site.analytics.queue.offer(received(1_200, '/blog'));
    expect(site.analytics.queue.length).toBeGreaterThan(0);

    // What server.ts runs on SIGTERM once the listener is closed.
    await site.analytics.close();
    expect(storedCount(site)).toBe(1_203);
    expect(await siteMetrics(site)).toMatchObject({ stored: 1_203, failed: 0, queued: 0 });
    expect(site.analytics.queue.offer(received(1))).toEqual({ accepted: 0, dropped: 1 });
  });
});
