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

// Keys are SHA-256 digests of the cookie's value, so a copy of the table opens no session; times are epoch ms.
const CUSTOMER_SESSION_TABLES = [
  `CREATE TABLE customer_sign_ins (
    key_hash text PRIMARY KEY,
    state text NOT NULL,
    nonce text NOT NULL,
    code_verifier text NOT NULL,
    return_to text NOT NULL,
    expires_at bigint NOT NULL
  )`,
  `CREATE TABLE customer_sessions (
    key_hash text PRIMARY KEY,
    customer_id text NOT NULL,
    access_token text NOT NULL,
    refresh_token text NOT NULL,
    id_token text NOT NULL,
    access_expires_at bigint NOT NULL,
    expires_at bigint NOT NULL
  )`,
  'CREATE INDEX customer_sessions_expiry ON customer_sessions (expires_at)',
];

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
  {
    // Customer sign-ins under way and signed-in sessions (server/customer-accounts/), shared by every instance.
    name: '0004_customer_sessions',
    up: (db) => run(db, CUSTOMER_SESSION_TABLES),
  },
];

// ── Analytics (server/analytics/) ────────────────────────────────────────────────────────────────────────
// Its own history table and, on SQLite, its own file (analytics.sqlite): a flood of events never holds the write
// lock the form outbox needs. Raw events and orders are kept ANALYTICS_RETENTION_DAYS; daily totals for good.
export const ANALYTICS_MIGRATION_TABLE = 'analytics_migrations';

const CAMPAIGN_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'];

const ANALYTICS_TABLES: Record<SqlDialectName, readonly string[]> = {
  // Times are epoch milliseconds; `day` is the local date (ANALYTICS_TIME_ZONE) the funnel counts by.
  sqlite: [
    `CREATE TABLE analytics_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      received_at INTEGER NOT NULL,
      day TEXT NOT NULL,
      visitor TEXT NOT NULL,
      name TEXT NOT NULL,
      path TEXT NOT NULL,
      referrer TEXT,
      ${CAMPAIGN_COLUMNS.map((column) => `${column} TEXT`).join(', ')},
      consent_analytics INTEGER NOT NULL,
      consent_marketing INTEGER NOT NULL,
      consent_preferences INTEGER NOT NULL,
      consent_sale_of_data INTEGER NOT NULL,
      properties TEXT NOT NULL
    )`,
    'CREATE INDEX analytics_events_by_day ON analytics_events (day, visitor, received_at)',
    `CREATE TABLE analytics_orders (
      order_id TEXT PRIMARY KEY,
      total_minor INTEGER NOT NULL,
      currency TEXT NOT NULL,
      visitor TEXT,
      created_at INTEGER NOT NULL,
      day TEXT NOT NULL,
      received_at INTEGER NOT NULL
    )`,
    'CREATE INDEX analytics_orders_by_day ON analytics_orders (day)',
    'CREATE INDEX analytics_orders_by_visitor ON analytics_orders (visitor)',
    'CREATE TABLE analytics_webhook_receipts (webhook_id TEXT PRIMARY KEY, received_at INTEGER NOT NULL)',
    `CREATE TABLE analytics_daily_totals (
      day TEXT NOT NULL,
      metric TEXT NOT NULL,
      dimension TEXT NOT NULL,
      value INTEGER NOT NULL,
      PRIMARY KEY (day, metric, dimension)
    )`,
    'CREATE TABLE analytics_day_secrets (day TEXT PRIMARY KEY, secret TEXT NOT NULL)',
  ],
  // `day` is text ('2026-11-28') as in SQLite: pg would read a date column as a JavaScript Date at midnight UTC.
  postgres: [
    `CREATE TABLE analytics_events (
      id bigserial PRIMARY KEY,
      received_at bigint NOT NULL,
      day text NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      visitor text NOT NULL,
      name text NOT NULL,
      path text NOT NULL,
      referrer text,
      ${CAMPAIGN_COLUMNS.map((column) => `${column} text`).join(', ')},
      consent_analytics boolean NOT NULL,
      consent_marketing boolean NOT NULL,
      consent_preferences boolean NOT NULL,
      consent_sale_of_data boolean NOT NULL,
      properties jsonb NOT NULL
    )`,
    'CREATE INDEX analytics_events_by_day ON analytics_events (day, visitor, received_at)',
    `CREATE TABLE analytics_orders (
      order_id text PRIMARY KEY,
      total_minor bigint NOT NULL,
      currency text NOT NULL,
      visitor text,
      created_at bigint NOT NULL,
      day text NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      received_at bigint NOT NULL
    )`,
    'CREATE INDEX analytics_orders_by_day ON analytics_orders (day)',
    'CREATE INDEX analytics_orders_by_visitor ON analytics_orders (visitor)',
    'CREATE TABLE analytics_webhook_receipts (webhook_id text PRIMARY KEY, received_at bigint NOT NULL)',
    `CREATE TABLE analytics_daily_totals (
      day text NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      metric text NOT NULL,
      dimension text NOT NULL,
      value bigint NOT NULL,
      PRIMARY KEY (day, metric, dimension)
    )`,
    'CREATE TABLE analytics_day_secrets (day text PRIMARY KEY, secret text NOT NULL)',
  ],
};

export const ANALYTICS_MIGRATIONS: readonly NumberedMigration[] = [{ name: '0001_analytics', up: (db, dialect) => run(db, ANALYTICS_TABLES[dialect]) }];
