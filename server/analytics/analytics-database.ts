// Opens the analytics store: SQLite in its own file under DATA_DIR for one instance, or PostgreSQL with a pool of
// its own when DATABASE_URL is set. Its own file and its own connections keep it off the forms' path: a flood
// of events never waits a form submission behind SQLite's write lock or the site pool's few connections.
import pg from 'pg';
import { migrateToLatest } from '../../clients/database/migrations.ts';
import { onPostgres, openSqlite } from '../../clients/database/sql-database.ts';
import { errorMessage } from '../logging/logger.ts';
import { repeatedLog } from '../logging/repeated-log.ts';
import { outsideRequest } from '../logging/request-context.ts';
import { ANALYTICS_MIGRATION_TABLE, ANALYTICS_MIGRATIONS } from '../database/site-migrations.ts';
import { AnalyticsStore, type AnalyticsTables, EVENT_COLUMNS, EVENTS_TABLE } from './analytics-store.ts';
import { EventWriter } from './event-writer.ts';

export const ANALYTICS_FILE = 'analytics.sqlite';
/** Inserts run one batch at a time; a second connection serves the funnel's reads and the retention job meanwhile. */
const POOL_SIZE = 2;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens and migrates, so a schema that cannot be brought up to date stops the start. Events are then inserted by
 * a thread of their own with its own connection to the file (event-writer.ts): better-sqlite3 blocks the thread
 * it runs on. The funnel, orders and retention keep this connection.
 */
export async function openSqliteAnalytics(path: string): Promise<AnalyticsStore> {
  const database = openSqlite<AnalyticsTables>(path);
  const store = new AnalyticsStore(database, migrateToLatest(database, ANALYTICS_MIGRATION_TABLE, ANALYTICS_MIGRATIONS), () => database.db.destroy());
  try {
    await store.ready();
    // A private in-memory database cannot be shared with another connection: its inserts stay on this one.
    if (path !== ':memory:') store.writeEventsWith(await EventWriter.start({ path, table: EVENTS_TABLE, columns: EVENT_COLUMNS }));
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

export async function openPostgresAnalytics(url: string): Promise<AnalyticsStore> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', (error) => outsideRequest(() => repeatedLog.warn('analytics.database_connection_lost', { reason: errorMessage(error) })));
  const database = onPostgres<AnalyticsTables>(pool);
  const store = new AnalyticsStore(database, migrateToLatest(database, ANALYTICS_MIGRATION_TABLE, ANALYTICS_MIGRATIONS), () => pool.end());
  try {
    await store.ready();
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return store;
}
