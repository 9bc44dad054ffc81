// The demo shop's schema, as numbered migrations run at start (clients/database/migrations.ts), with their own
// history table: the shop is a backend of its own, whose schema moves apart from the site's. Never edit one that
// has shipped: add the next number. Migration 1 is the schema the stores used to create for themselves, so a
// database made before migrations is adopted as it is.
import { sql, type Kysely } from 'kysely';
import { runStatements as run, type NumberedMigration } from '../../clients/database/migrations.ts';
import type { SqlDialectName } from '../../clients/database/sql-database.ts';

export const SHOP_MIGRATION_TABLE = 'demo_shop_migrations';

const CARTS_AND_ORDERS: Record<SqlDialectName, readonly string[]> = {
  sqlite: [
    `CREATE TABLE IF NOT EXISTS carts (
      token TEXT PRIMARY KEY,
      secret TEXT NOT NULL,
      discount_codes TEXT NOT NULL DEFAULT '[]',
      note TEXT,
      attributes TEXT NOT NULL DEFAULT '[]',
      country_code TEXT NOT NULL DEFAULT 'AU',
      buyer_email TEXT,
      buyer_phone TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      closed_at TEXT
    )`,
    `CREATE TABLE IF NOT EXISTS cart_lines (
      id TEXT PRIMARY KEY,
      cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      variant_id INTEGER NOT NULL,
      quantity INTEGER NOT NULL,
      attributes TEXT NOT NULL DEFAULT '[]'
    )`,
    'CREATE INDEX IF NOT EXISTS cart_lines_by_cart ON cart_lines(cart_token, position)',
    `CREATE TABLE IF NOT EXISTS orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      cart_token TEXT NOT NULL UNIQUE,
      email TEXT NOT NULL,
      lines TEXT NOT NULL,
      discount_codes TEXT NOT NULL,
      total_amount TEXT NOT NULL,
      currency_code TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
  ],
  postgres: [
    `CREATE TABLE IF NOT EXISTS demo_shop_carts (
      token text PRIMARY KEY,
      secret text NOT NULL,
      discount_codes jsonb NOT NULL DEFAULT '[]',
      note text,
      attributes jsonb NOT NULL DEFAULT '[]',
      country_code text NOT NULL,
      buyer_email text,
      buyer_phone text,
      created_at text NOT NULL,
      updated_at text NOT NULL,
      closed_at text
    )`,
    `CREATE TABLE IF NOT EXISTS demo_shop_cart_lines (
      id text PRIMARY KEY,
      cart_token text NOT NULL REFERENCES demo_shop_carts (token) ON DELETE CASCADE,
      position integer NOT NULL,
      variant_id bigint NOT NULL,
      quantity integer NOT NULL,
      attributes jsonb NOT NULL DEFAULT '[]'
    )`,
    'CREATE INDEX IF NOT EXISTS demo_shop_cart_lines_by_cart ON demo_shop_cart_lines (cart_token, position)',
    `CREATE TABLE IF NOT EXISTS demo_shop_orders (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      cart_token text NOT NULL UNIQUE,
      email text NOT NULL,
      lines jsonb NOT NULL,
      discount_codes jsonb NOT NULL,
      total_amount text NOT NULL,
      currency_code text NOT NULL,
      created_at text NOT NULL
    )`,
  ],
};

/** Columns SQLite files from before the first of them lacked; the old store added them on open, so migration 1 still does. */
const EARLY_SQLITE_COLUMNS = [
  { table: 'carts', column: 'note', definition: 'TEXT' },
  { table: 'carts', column: 'attributes', definition: "TEXT NOT NULL DEFAULT '[]'" },
  { table: 'carts', column: 'country_code', definition: "TEXT NOT NULL DEFAULT 'AU'" },
  { table: 'carts', column: 'buyer_email', definition: 'TEXT' },
  { table: 'carts', column: 'buyer_phone', definition: 'TEXT' },
  { table: 'cart_lines', column: 'attributes', definition: "TEXT NOT NULL DEFAULT '[]'" },
] as const;

async function addEarlyColumns(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, definition } of EARLY_SQLITE_COLUMNS) {
    const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
    if (!rows.some((existing) => existing.name === column)) await sql.raw(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`).execute(db);
  }
}

export const SHOP_MIGRATIONS: readonly NumberedMigration[] = [
  {
    name: '0001_carts_and_orders',
    up: async (db, dialect) => {
      await run(db, CARTS_AND_ORDERS[dialect]);
      if (dialect === 'sqlite') await addEarlyColumns(db);
    },
  },
  {
    // One store for both databases: SQLite's tables take the names they have always had in PostgreSQL (SQLite
    // rewrites the lines' reference to the carts table with it).
    name: '0002_sqlite_tables_named_as_in_postgres',
    up: (db, dialect) =>
      run(
        db,
        dialect === 'sqlite'
          ? [
              'ALTER TABLE carts RENAME TO demo_shop_carts',
              'ALTER TABLE cart_lines RENAME TO demo_shop_cart_lines',
              'ALTER TABLE orders RENAME TO demo_shop_orders',
              'DROP INDEX cart_lines_by_cart',
              'CREATE INDEX demo_shop_cart_lines_by_cart ON demo_shop_cart_lines (cart_token, position)',
            ]
          : [],
      ),
  },
  {
    // Orders belong to the customer who placed them: the cart keeps the customer its customerAccessToken named,
    // and the order the customer it was placed by (null for a guest), looked up by customer for their account.
    name: '0003_customer_on_carts_and_orders',
    up: (db) =>
      run(db, [
        'ALTER TABLE demo_shop_carts ADD COLUMN customer_id text',
        'ALTER TABLE demo_shop_orders ADD COLUMN customer_id text',
        'CREATE INDEX demo_shop_orders_by_customer ON demo_shop_orders (customer_id)',
      ]),
  },
];
