// Carts and sandbox orders of the local shop, kept in SQLite so a cart outlives a server restart.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';

export type StoredLine = { id: string; variantNumericId: number; quantity: number };

export type StoredCart = {
  token: string;
  secret: string;
  lines: StoredLine[];
  discountCodes: string[];
  createdAt: string;
  updatedAt: string;
  /** Set once the cart has been checked out; a closed cart is no longer served. */
  closedAt: string | null;
};

export type OrderLine = { sku: string; title: string; variantTitle: string; quantity: number; lineTotal: string };

export type StoredOrder = {
  orderNumber: number;
  cartToken: string;
  email: string;
  lines: OrderLine[];
  discountCodes: string[];
  totalAmount: string;
  currencyCode: string;
  createdAt: string;
};

/** Order numbers start here, the way a new Shopify store's first order is #1001. */
const ORDER_NUMBER_OFFSET = 1000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS carts (
    token TEXT PRIMARY KEY,
    secret TEXT NOT NULL,
    discount_codes TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    closed_at TEXT
  );
  CREATE TABLE IF NOT EXISTS cart_lines (
    id TEXT PRIMARY KEY,
    cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    variant_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL
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

type CartRow = { token: string; secret: string; discount_codes: string; created_at: string; updated_at: string; closed_at: string | null };
type LineRow = { id: string; variant_id: number; quantity: number };
type OrderRow = { id: number; cart_token: string; email: string; lines: string; discount_codes: string; total_amount: string; currency_code: string; created_at: string };

export const newLineId = (cartToken: string) => `gid://shopify/CartLine/${randomBytes(16).toString('hex')}?cart=${cartToken}`;

function toOrder(row: OrderRow): StoredOrder {
  return {
    orderNumber: row.id + ORDER_NUMBER_OFFSET,
    cartToken: row.cart_token,
    email: row.email,
    lines: JSON.parse(row.lines) as OrderLine[],
    discountCodes: JSON.parse(row.discount_codes) as string[],
    totalAmount: row.total_amount,
    currencyCode: row.currency_code,
    createdAt: row.created_at,
  };
}

export class CartStore {
  private readonly db: Database.Database;

  constructor(dbPath: string) {
    if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
    this.db = new Database(dbPath);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
  }

  /** A new, empty, unsaved cart with fresh random token and key. */
  newCart(): StoredCart {
    const now = new Date().toISOString();
    return {
      token: `c1-${randomBytes(16).toString('hex')}`,
      secret: randomBytes(16).toString('hex'),
      lines: [],
      discountCodes: [],
      createdAt: now,
      updatedAt: now,
      closedAt: null,
    };
  }

  find(token: string): StoredCart | null {
    const row = this.db.prepare<[string], CartRow>('SELECT * FROM carts WHERE token = ?').get(token);
    if (!row) return null;
    const lines = this.db
      .prepare<[string], LineRow>('SELECT id, variant_id, quantity FROM cart_lines WHERE cart_token = ? ORDER BY position')
      .all(token);
    return {
      token: row.token,
      secret: row.secret,
      lines: lines.map((line) => ({ id: line.id, variantNumericId: line.variant_id, quantity: line.quantity })),
      discountCodes: JSON.parse(row.discount_codes) as string[],
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      closedAt: row.closed_at,
    };
  }

  /** Inserts or replaces the cart with its lines and codes; returns it with the new updatedAt. */
  save(cart: StoredCart): StoredCart {
    const saved = { ...cart, updatedAt: new Date().toISOString() };
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO carts (token, secret, discount_codes, created_at, updated_at, closed_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT(token) DO UPDATE SET discount_codes = excluded.discount_codes, updated_at = excluded.updated_at, closed_at = excluded.closed_at`,
        )
        .run(saved.token, saved.secret, JSON.stringify(saved.discountCodes), saved.createdAt, saved.updatedAt, saved.closedAt);
      this.db.prepare('DELETE FROM cart_lines WHERE cart_token = ?').run(saved.token);
      const insertLine = this.db.prepare('INSERT INTO cart_lines (id, cart_token, position, variant_id, quantity) VALUES (?, ?, ?, ?, ?)');
      saved.lines.forEach((line, position) => insertLine.run(line.id, saved.token, position, line.variantNumericId, line.quantity));
    })();
    return saved;
  }

  /** Stores the order and closes its cart in one step; placing the same cart twice returns the first order. */
  placeOrder(cartToken: string, order: Omit<StoredOrder, 'orderNumber' | 'cartToken' | 'createdAt'>): StoredOrder {
    return this.db.transaction(() => {
      const existing = this.findOrderForCart(cartToken);
      if (existing) return existing;
      const now = new Date().toISOString();
      this.db
        .prepare('INSERT INTO orders (cart_token, email, lines, discount_codes, total_amount, currency_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(cartToken, order.email, JSON.stringify(order.lines), JSON.stringify(order.discountCodes), order.totalAmount, order.currencyCode, now);
      this.db.prepare('UPDATE carts SET closed_at = ?, updated_at = ? WHERE token = ?').run(now, now, cartToken);
      this.db.prepare('DELETE FROM cart_lines WHERE cart_token = ?').run(cartToken);
      return this.findOrderForCart(cartToken)!;
    })();
  }

  findOrderForCart(cartToken: string): StoredOrder | null {
    const row = this.db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE cart_token = ?').get(cartToken);
    return row ? toOrder(row) : null;
  }
}
