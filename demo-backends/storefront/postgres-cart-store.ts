// Carts and sandbox orders of the demo shop in PostgreSQL, for several site instances sharing DATABASE_URL:
// a cart made through one instance is the same cart through any other. A change reads and writes the cart
// under its row lock, so two instances changing one cart never lose either change.
import type pg from 'pg';
import type { CartStore, NewOrder, StoredCart, StoredOrder } from './cart-store.ts';
import { CART_COLUMNS, CART_UPSERT_SET, cartFromRows, type CartLineRow, type CartRow, cartRowValues, orderFromRow, type OrderRow } from './cart-rows.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS demo_shop_carts (
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
  );
  CREATE TABLE IF NOT EXISTS demo_shop_cart_lines (
    id text PRIMARY KEY,
    cart_token text NOT NULL REFERENCES demo_shop_carts (token) ON DELETE CASCADE,
    position integer NOT NULL,
    variant_id bigint NOT NULL,
    quantity integer NOT NULL,
    attributes jsonb NOT NULL DEFAULT '[]'
  );
  CREATE INDEX IF NOT EXISTS demo_shop_cart_lines_by_cart ON demo_shop_cart_lines (cart_token, position);
  CREATE TABLE IF NOT EXISTS demo_shop_orders (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    cart_token text NOT NULL UNIQUE,
    email text NOT NULL,
    lines jsonb NOT NULL,
    discount_codes jsonb NOT NULL,
    total_amount text NOT NULL,
    currency_code text NOT NULL,
    created_at text NOT NULL
  );
`;

const UPSERT_CART = `INSERT INTO demo_shop_carts (${CART_COLUMNS.join(', ')})
  VALUES (${CART_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
  ON CONFLICT (token) DO UPDATE SET ${CART_UPSERT_SET}`;

/** Instances start together: the advisory lock keeps their CREATE ... IF NOT EXISTS from racing. */
const MIGRATION_LOCK = 'storefront.demo_shop';

type Queryable = Pick<pg.PoolClient, 'query'>;
async function findCart(db: Queryable, token: string, lock: boolean): Promise<StoredCart | null> {
  const { rows } = await db.query<CartRow>(`SELECT * FROM demo_shop_carts WHERE token = $1${lock ? ' FOR UPDATE' : ''}`, [token]);
  const row = rows[0];
  if (!row) return null;
  const lines = await db.query<CartLineRow>('SELECT id, variant_id, quantity, attributes FROM demo_shop_cart_lines WHERE cart_token = $1 ORDER BY position', [token]);
  return cartFromRows(row, lines.rows);
}

async function saveCart(db: Queryable, cart: StoredCart): Promise<StoredCart> {
  const saved = { ...cart, updatedAt: new Date().toISOString() };
  await db.query(UPSERT_CART, cartRowValues(saved));
  await db.query('DELETE FROM demo_shop_cart_lines WHERE cart_token = $1', [saved.token]);
  for (const [position, line] of saved.lines.entries()) {
    await db.query('INSERT INTO demo_shop_cart_lines (id, cart_token, position, variant_id, quantity, attributes) VALUES ($1, $2, $3, $4, $5, $6)', [
      line.id,
      saved.token,
      position,
      line.variantNumericId,
      line.quantity,
      JSON.stringify(line.attributes),
    ]);
  }
  return saved;
}

async function findOrder(db: Queryable, cartToken: string): Promise<StoredOrder | null> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM demo_shop_orders WHERE cart_token = $1', [cartToken]);
  return rows[0] ? orderFromRow(rows[0]) : null;
}

export class PostgresCartStore implements CartStore {
  /** Creates the tables when missing (idempotent), then returns the store. */
  static async open(pool: pg.Pool): Promise<PostgresCartStore> {
    const store = new PostgresCartStore(pool);
    await store.#transaction(async (db) => {
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [MIGRATION_LOCK]);
      await db.query(SCHEMA);
    });
    return store;
  }

  private constructor(private readonly pool: pg.Pool) {}

  find(token: string): Promise<StoredCart | null> {
    return findCart(this.pool, token, false);
  }

  save(cart: StoredCart): Promise<StoredCart> {
    return this.#transaction((db) => saveCart(db, cart));
  }

  update(token: string, change: (cart: StoredCart) => StoredCart | null): Promise<StoredCart | null> {
    return this.#transaction(async (db) => {
      const cart = await findCart(db, token, true);
      const changed = cart ? change(cart) : null;
      return changed ? saveCart(db, changed) : null;
    });
  }

  placeOrder(cartToken: string, order: NewOrder): Promise<StoredOrder> {
    return this.#transaction(async (db) => {
      // The cart's row lock makes a double submit (or two instances) wait here and then find the first order.
      await db.query('SELECT token FROM demo_shop_carts WHERE token = $1 FOR UPDATE', [cartToken]);
      const existing = await findOrder(db, cartToken);
      if (existing) return existing;
      const now = new Date().toISOString();
      await db.query(
        'INSERT INTO demo_shop_orders (cart_token, email, lines, discount_codes, total_amount, currency_code, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [cartToken, order.email, JSON.stringify(order.lines), JSON.stringify(order.discountCodes), order.totalAmount, order.currencyCode, now],
      );
      await db.query('UPDATE demo_shop_carts SET closed_at = $1, updated_at = $1 WHERE token = $2', [now, cartToken]);
      await db.query('DELETE FROM demo_shop_cart_lines WHERE cart_token = $1', [cartToken]);
      return (await findOrder(db, cartToken))!;
    });
  }

  findOrderForCart(cartToken: string): Promise<StoredOrder | null> {
    return findOrder(this.pool, cartToken);
  }

  /** The pool is shared with the rest of the instance; server.ts closes it. */
  async close(): Promise<void> {}

  async #transaction<T>(work: (db: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
