// The site's schema, as numbered migrations (clients/database/migrations.ts runs them at start). Never edit
// one that has shipped: add the next number. Migration 1 is the schema the stores used to create for
// themselves (CREATE ... IF NOT EXISTS), so a database made before migrations is adopted as it is and only
// the later ones change it.
import { runStatements as run, type NumberedMigration } from '../../clients/database/migrations.ts';
import type { SqlDialectName } from '../../clients/database/sql-database.ts';

export const SITE_MIGRATION_TABLE = 'site_migrations';
/** rate-limiter-flexible's table (its own layout), shared by every instance's write limit. */
export const RATE_LIMIT_TABLE = 'rate_limits';

const FORM_OUTBOX: Record<SqlDialectName, readonly string[]> = {
  sqlite: [
    `CREATE TABLE IF NOT EXISTS form_outbox (
      id TEXT PRIMARY KEY,
      status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      form_data TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      claim TEXT,
      claimed_until INTEGER,
      last_error TEXT,
      created_at INTEGER NOT NULL,
      finished_at INTEGER
    )`,
    'CREATE INDEX IF NOT EXISTS form_outbox_due ON form_outbox (status, next_attempt_at)',
  ],
  // Times are the deliverer's epoch milliseconds (bigint); claimed_by names the instance holding a row, for operators.
  postgres: [
    `CREATE TABLE IF NOT EXISTS form_outbox (
      id uuid PRIMARY KEY,
      status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      form_data jsonb NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at bigint NOT NULL,
      claim uuid,
      claimed_by text,
      claimed_until bigint,
      last_error text,
      created_at bigint NOT NULL,
      finished_at bigint
    )`,
    "CREATE INDEX IF NOT EXISTS form_outbox_due ON form_outbox (next_attempt_at) WHERE status = 'pending'",
  ],
};

export const SITE_MIGRATIONS: readonly NumberedMigration[] = [
  { name: '0001_form_outbox', up: (db, dialect) => run(db, FORM_OUTBOX[dialect]) },
  {
    // One outbox implementation records which instance holds a row; SQLite's table had no column for it.
    name: '0002_form_outbox_claimed_by',
    up: (db, dialect) => run(db, dialect === 'sqlite' ? ['ALTER TABLE form_outbox ADD COLUMN claimed_by TEXT'] : []),
  },
  {
    // The API write limit shared by all instances (rate-limiter-flexible's RateLimiterPostgres layout); one
    // instance keeps its limit in memory, so SQLite has no such table.
    name: '0003_rate_limits',
    up: (db, dialect) =>
      run(
        db,
        dialect === 'postgres' ? [`CREATE TABLE ${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`] : [],
      ),
  },
];
