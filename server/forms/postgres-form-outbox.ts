// The form outbox that several instances share (PostgreSQL, with DATABASE_URL): any instance stores a
// submission, any instance may deliver it. The outbox itself is sql-form-outbox.ts; this migrates the shared
// schema first (once, however many instances start together: see clients/database/migrations.ts).
import type pg from 'pg';
import { migrateToLatest } from '../../clients/database/migrations.ts';
import { onPostgres } from '../../clients/database/sql-database.ts';
import { SITE_MIGRATION_TABLE, SITE_MIGRATIONS } from '../database/site-migrations.ts';
import { SqlFormOutbox, type FormOutboxTables } from './sql-form-outbox.ts';

export class PostgresFormOutbox extends SqlFormOutbox {
  /** Brings the schema up to date, then returns the outbox. `holder` names this instance in claimed_by. */
  static async open(pool: pg.Pool, holder: string): Promise<PostgresFormOutbox> {
    const database = onPostgres<FormOutboxTables>(pool);
    const migrated = migrateToLatest(database, SITE_MIGRATION_TABLE, SITE_MIGRATIONS);
    await migrated;
    return new PostgresFormOutbox(database, holder, migrated);
  }
}
