// Carts and sandbox orders of the demo shop on a single instance, kept in SQLite so a cart outlives a restart.
// The store itself is sql-cart-store.ts; this opens its file and migrates its schema.
import { migrateToLatest } from '../../clients/database/migrations.ts';
import { openSqlite } from '../../clients/database/sql-database.ts';
import { SHOP_MIGRATION_TABLE, SHOP_MIGRATIONS } from './cart-migrations.ts';
import { SqlCartStore, type CartTables } from './sql-cart-store.ts';

export class SqliteCartStore extends SqlCartStore {
  /** Opens the file at once; the migration runs in the background and every call waits for it. */
  constructor(dbPath: string) {
    const database = openSqlite<CartTables>(dbPath);
    super(database, migrateToLatest(database, SHOP_MIGRATION_TABLE, SHOP_MIGRATIONS));
  }
}
