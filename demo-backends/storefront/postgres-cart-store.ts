// Carts and sandbox orders of the demo shop in PostgreSQL, for several site instances sharing DATABASE_URL.
// The store itself is sql-cart-store.ts; this migrates the shop's schema first (once, however many instances
// start together: see clients/database/migrations.ts).
import type pg from 'pg';
import { migrateToLatest } from '../../clients/database/migrations.ts';
import { onPostgres } from '../../clients/database/sql-database.ts';
import { SHOP_MIGRATION_TABLE, SHOP_MIGRATIONS } from './cart-migrations.ts';
import { SqlCartStore, type CartTables } from './sql-cart-store.ts';

export class PostgresCartStore extends SqlCartStore {
  /** Brings the shop's schema up to date, then returns the store. */
  static async open(pool: pg.Pool): Promise<PostgresCartStore> {
    const database = onPostgres<CartTables>(pool);
    const migrated = migrateToLatest(database, SHOP_MIGRATION_TABLE, SHOP_MIGRATIONS);
    await migrated;
    return new PostgresCartStore(database, migrated);
  }
}
