// The analytics schema on SQLite (PostgreSQL: tests/integration/analytics/postgres-analytics.test.ts): its own file
// and history, applied once, and each table taking what the site writes.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteAnalytics } from '../../../server/analytics/analytics-database.ts';
import { events } from './support/analytics-site.ts';

const dir = mkdtempSync(join(tmpdir(), 'analytics-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (path: string, query: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(query).all();
  } finally {
    db.close();
  }
};

describe('the analytics migrations on SQLite', () => {
  it('create the tables in a file of their own, record the migration once, and keep rows across a reopen', async () => {
    const path = join(dir, 'analytics.sqlite');
    const store = await openSqliteAnalytics(path);
    await store.insertEvents([{ receivedAt: 1, day: '2026-11-28', visitor: 'v'.repeat(22), event: events.stepReached(2, 'old') }]);
    expect(await store.recordOrder('hook', { orderId: '7', totalMinor: 100, currency: 'AUD', visitor: null, createdAt: 2, day: '2026-11-28' }, 3)).toBe(
      'stored',
    );
    await store.replaceTotals('2026-11-27', [{ metric: 'visits', dimension: '', value: 4 }]);
    expect(await store.daySecret('2026-11-28', 'first')).toBe('first');
    await store.close();

    expect(read(path, "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'analytics_%' ORDER BY name")).toEqual([
      { name: 'analytics_daily_totals' },
      { name: 'analytics_day_secrets' },
      { name: 'analytics_events' },
      { name: 'analytics_migrations' },
      { name: 'analytics_migrations_lock' },
      { name: 'analytics_orders' },
      { name: 'analytics_webhook_receipts' },
    ]);
    expect(read(path, "SELECT name FROM sqlite_master WHERE name = 'form_outbox'")).toEqual([]);

    const again = await openSqliteAnalytics(path);
    expect(read(path, 'SELECT name FROM analytics_migrations')).toEqual([{ name: '0001_analytics' }]);
    expect(await again.eventsOfDay('2026-11-28')).toEqual([
      {
        visitor: 'v'.repeat(22),
        receivedAt: 1,
        name: 'buy_step_reached',
        path: '/buy',
        referrer: null,
        campaign: {},
        properties: { step: 2, appVersion: 'old' },
      },
    ]);
    expect(await again.totals('2026-11-27', '2026-11-27')).toEqual([{ day: '2026-11-27', metric: 'visits', dimension: '', value: 4 }]);
    // Another instance's candidate never replaces the day's secret.
    expect(await again.daySecret('2026-11-28', 'second')).toBe('first');
    await again.close();
  });
});
