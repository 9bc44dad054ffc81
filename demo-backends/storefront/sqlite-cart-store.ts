// Carts and sandbox orders of the demo shop on a single instance, kept in SQLite so a cart outlives a restart.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CartStore, NewOrder, StoredCart, StoredOrder } from './cart-store.ts';
import { CART_COLUMNS, CART_UPSERT_SET, cartFromRows, type CartLineRow, type CartRow, cartRowValues, orderFromRow, type OrderRow } from './cart-rows.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS carts (
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
  );
  CREATE TABLE IF NOT EXISTS cart_lines (
    id TEXT PRIMARY KEY,
    cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    variant_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL,
    attributes TEXT NOT NULL DEFAULT '[]'
  );
  CREATE INDEX IF NOT EXISTS cart_lines_by_cart ON cart_lines(cart_token, position);
  CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    cart_token TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    lines TEXT NOT NULL,
    discount_codes TEXT NOT NULL,
    total_amount TEXT NOT NULL,
    currency_code TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
`;

// Columns added after the first release; a database file from before gets them (with these defaults) on open.
const ADDED_COLUMNS = [
  { table: 'carts', column: 'note', definition: 'TEXT' },
  { table: 'carts', column: 'attributes', definition: "TEXT NOT NULL DEFAULT '[]'" },
  { table: 'carts', column: 'country_code', definition: "TEXT NOT NULL DEFAULT 'AU'" },
  { table: 'carts', column: 'buyer_email', definition: 'TEXT' },
  { table: 'carts', column: 'buyer_phone', definition: 'TEXT' },
  { table: 'cart_lines', column: 'attributes', definition: "TEXT NOT NULL DEFAULT '[]'" },
] as const;

const UPSERT_CART = `INSERT INTO carts (${CART_COLUMNS.join(', ')})
  VALUES (${CART_COLUMNS.map(() => '?').join(', ')})
  ON CONFLICT (token) DO UPDATE SET ${CART_UPSERT_SET}`;

/** SQLite keeps JSON columns as text: rows as read, before their JSON is parsed. */
type WithJsonText<Row, Column extends keyof Row> = Omit<Row, Column> & Record<Column, string>;
type StoredCartRow = WithJsonText<CartRow, 'discount_codes' | 'attributes'>;
type StoredLineRow = WithJsonText<CartLineRow, 'attributes'>;
type StoredOrderRow = WithJsonText<OrderRow, 'lines' | 'discount_codes'>;

export class SqliteCartStore implements CartStore {
  private readonly db: Database.Database;

  constructor(dbPath: string) {
    if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
    this.db = new Database(dbPath);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    this.addMissingColumns();
  }

  private addMissingColumns(): void {
    for (const { table, column, definition } of ADDED_COLUMNS) {
      const columns = this.db.prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`).all();
      if (!columns.some((existing) => existing.name === column)) this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    }
  }

  async find(token: string): Promise<StoredCart | null> {
    return this.#find(token);
  }

  #find(token: string): StoredCart | null {
    const row = this.db.prepare<[string], StoredCartRow>('SELECT * FROM carts WHERE token = ?').get(token);
    if (!row) return null;
    const lines = this.db
      .prepare<[string], StoredLineRow>('SELECT id, variant_id, quantity, attributes FROM cart_lines WHERE cart_token = ? ORDER BY position')
      .all(token);
    return cartFromRows(
      { ...row, discount_codes: JSON.parse(row.discount_codes) as string[], attributes: JSON.parse(row.attributes) as CartRow['attributes'] },
      lines.map((line) => ({ ...line, attributes: JSON.parse(line.attributes) as CartLineRow['attributes'] })),
    );
  }

  async save(cart: StoredCart): Promise<StoredCart> {
    return this.#save(cart);
  }

  async update(token: string, change: (cart: StoredCart) => StoredCart | null): Promise<StoredCart | null> {
    // One synchronous transaction: nothing else runs between the read and the write.
    return this.db.transaction(() => {
      const cart = this.#find(token);
      const changed = cart ? change(cart) : null;
      return changed ? this.#save(changed) : null;
    })();
  }

  #save(cart: StoredCart): StoredCart {
    const saved = { ...cart, updatedAt: new Date().toISOString() };
    this.db.transaction(() => {
      this.db.prepare(UPSERT_CART).run(...cartRowValues(saved));
      this.db.prepare('DELETE FROM cart_lines WHERE cart_token = ?').run(saved.token);
      const insertLine = this.db.prepare('INSERT INTO cart_lines (id, cart_token, position, variant_id, quantity, attributes) VALUES (?, ?, ?, ?, ?, ?)');
      saved.lines.forEach((line, position) =>
        insertLine.run(line.id, saved.token, position, line.variantNumericId, line.quantity, JSON.stringify(line.attributes)),
      );
    })();
    return saved;
  }

  async placeOrder(cartToken: string, order: NewOrder): Promise<StoredOrder> {
    return this.db.transaction(() => {
      const existing = this.#findOrderForCart(cartToken);
      if (existing) return existing;
      const now = new Date().toISOString();
      this.db
        .prepare('INSERT INTO orders (cart_token, email, lines, discount_codes, total_amount, currency_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(cartToken, order.email, JSON.stringify(order.lines), JSON.stringify(order.discountCodes), order.totalAmount, order.currencyCode, now);
      this.db.prepare('UPDATE carts SET closed_at = ?, updated_at = ? WHERE token = ?').run(now, now, cartToken);
      this.db.prepare('DELETE FROM cart_lines WHERE cart_token = ?').run(cartToken);
      return this.#findOrderForCart(cartToken)!;
    })();
  }

  async findOrderForCart(cartToken: string): Promise<StoredOrder | null> {
    return this.#findOrderForCart(cartToken);
  }

  async close(): Promise<void> {
    this.db.close();
  }

  #findOrderForCart(cartToken: string): StoredOrder | null {
    const row = this.db.prepare<[string], StoredOrderRow>('SELECT * FROM orders WHERE cart_token = ?').get(cartToken);
    return row ? orderFromRow({ ...row, lines: JSON.parse(row.lines) as OrderRow['lines'], discount_codes: JSON.parse(row.discount_codes) as string[] }) : null;
  }
}
