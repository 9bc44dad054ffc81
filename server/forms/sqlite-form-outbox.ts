// The form outbox of a single instance: a SQLite file under DATA_DIR, so a CMS outage or a restart never loses
// a submission. The outbox itself is sql-form-outbox.ts; this opens its file and migrates its schema.
import { migrateToLatest } from '../../clients/database/migrations.ts';
import { openSqlite } from '../../clients/database/sql-database.ts';
import { instanceName } from '../database/postgres-pool.ts';
import { SITE_MIGRATION_TABLE, SITE_MIGRATIONS } from '../database/site-migrations.ts';
import { SqlFormOutbox, type FormOutboxTables } from './sql-form-outbox.ts';

export class SqliteFormOutbox extends SqlFormOutbox {
  /** Opens the file at once; the migration runs in the background and every call waits for it. */
  constructor(dbPath: string, holder = instanceName()) {
    const database = openSqlite<FormOutboxTables>(dbPath);
    super(database, holder, migrateToLatest(database, SITE_MIGRATION_TABLE, SITE_MIGRATIONS));
  }

  /** Opens and migrates, so a schema that cannot be brought up to date stops the start. */
  static async open(dbPath: string, holder?: string): Promise<SqliteFormOutbox> {
    const outbox = new SqliteFormOutbox(dbPath, holder);
    await outbox.ready();
    return outbox;
  }
}
