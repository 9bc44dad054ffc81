// Carts and sandbox orders of the demo shop, written once for both databases (Kysely): SQLite under DATA_DIR for
// one instance (sqlite-cart-store.ts opens it), PostgreSQL when several instances share DATABASE_URL
// (postgres-cart-store.ts), so a cart made through one instance is the same cart through any other. A change
// reads and writes the cart in one exclusive transaction (the cart's row lock in PostgreSQL, the write lock in
// SQLite), so two tabs or two instances changing one cart never lose either change.
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import { exclusively, fromJson, type SqlDatabase } from '../../clients/database/sql-database.ts';
import type { CartStore, NewOrder, StoredCart, StoredOrder } from './cart-store.ts';
import { cartFromRows, type CartLineRow, type CartRow, cartRow, orderFromRow, type OrderRow } from './cart-rows.ts';

/** jsonb in PostgreSQL (read parsed), text in SQLite; always written as JSON text. */
type Json = ColumnType<unknown, string, string>;

export type CartTables = {
  demo_shop_carts: Omit<CartRow, 'discount_codes' | 'attributes'> & { discount_codes: Json; attributes: Json };
  demo_shop_cart_lines: {
    id: string;
    cart_token: string;
    position: number;
    variant_id: ColumnType<number | string, number, number>;
    quantity: number;
    attributes: Json;
  };
  demo_shop_orders: Omit<OrderRow, 'id' | 'lines' | 'discount_codes'> & { id: Generated<number>; lines: Json; discount_codes: Json };
};

export class SqlCartStore implements CartStore {
  readonly #database: SqlDatabase<CartTables>;
  readonly #ready: Promise<unknown>;

  constructor(database: SqlDatabase<CartTables>, ready: Promise<unknown>) {
    this.#database = database;
    this.#ready = ready;
    ready.catch(() => {}); // reported by the first call (and by open() at start)
  }

  /** Resolves once the schema is up to date; rejects with what stopped the migration. */
  async ready(): Promise<void> {
    await this.#ready;
  }

  async find(token: string): Promise<StoredCart | null> {
    await this.#ready;
    return findCart(this.#database.db, token, false);
  }

  async save(cart: StoredCart): Promise<StoredCart> {
    return this.#exclusively((db) => saveCart(db, cart));
  }

  async update(token: string, change: (cart: StoredCart) => StoredCart | null): Promise<StoredCart | null> {
    return this.#exclusively(async (db) => {
      const cart = await findCart(db, token, this.#database.dialect === 'postgres');
      const changed = cart ? change(cart) : null;
      return changed ? saveCart(db, changed) : null;
    });
  }

  async placeOrder(cartToken: string, order: NewOrder): Promise<StoredOrder> {
    return this.#exclusively(async (db) => {
      // The cart's row lock makes a double submit (or two instances) wait here and then find the first order.
      if (this.#database.dialect === 'postgres') await db.selectFrom('demo_shop_carts').select('token').where('token', '=', cartToken).forUpdate().execute();
      const existing = await findOrder(db, cartToken);
      if (existing) return existing;
      const cart = await db.selectFrom('demo_shop_carts').select('customer_id').where('token', '=', cartToken).executeTakeFirst();
      const now = new Date().toISOString();
      await db
        .insertInto('demo_shop_orders')
        .values({
          cart_token: cartToken,
          email: order.email,
          lines: JSON.stringify(order.lines),
          discount_codes: JSON.stringify(order.discountCodes),
          total_amount: order.totalAmount,
          currency_code: order.currencyCode,
          created_at: now,
          customer_id: cart?.customer_id ?? null,
        })
        .execute();
      await db.updateTable('demo_shop_carts').set({ closed_at: now, updated_at: now }).where('token', '=', cartToken).execute();
      await db.deleteFrom('demo_shop_cart_lines').where('cart_token', '=', cartToken).execute();
      return (await findOrder(db, cartToken))!;
    });
  }

  async findOrderForCart(cartToken: string): Promise<StoredOrder | null> {
    await this.#ready;
    return findOrder(this.#database.db, cartToken);
  }

  async ordersOfCustomer(customerId: string): Promise<StoredOrder[]> {
    await this.#ready;
    const rows = await this.#database.db.selectFrom('demo_shop_orders').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
    return rows.map(orderOf);
  }

  async unitsSoldBySku(): Promise<Map<string, number>> {
    await this.#ready;
    const rows = await this.#database.db.selectFrom('demo_shop_orders').select('lines').execute();
    const units = new Map<string, number>();
    for (const row of rows) {
      for (const line of fromJson<OrderRow['lines']>(row.lines)) units.set(line.sku, (units.get(line.sku) ?? 0) + line.quantity);
    }
    return units;
  }

  /** Closes what this store opened itself: its SQLite file; a shared PostgreSQL pool is closed by its owner. */
  async close(): Promise<void> {
    await this.#ready.catch(() => {});
    if (this.#database.dialect === 'sqlite') await this.#database.db.destroy();
  }

  async #exclusively<T>(work: (db: Kysely<CartTables>) => Promise<T>): Promise<T> {
    await this.#ready;
    return exclusively(this.#database, work);
  }
}

async function findCart(db: Kysely<CartTables>, token: string, lock: boolean): Promise<StoredCart | null> {
  const row = await db
    .selectFrom('demo_shop_carts')
    .selectAll()
    .where('token', '=', token)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) return null;
  const lines = await db
    .selectFrom('demo_shop_cart_lines')
    .select(['id', 'variant_id', 'quantity', 'attributes'])
    .where('cart_token', '=', token)
    .orderBy('position')
    .execute();
  return cartFromRows(
    { ...row, discount_codes: fromJson<CartRow['discount_codes']>(row.discount_codes), attributes: fromJson<CartRow['attributes']>(row.attributes) },
    lines.map((line): CartLineRow => ({ ...line, attributes: fromJson<CartLineRow['attributes']>(line.attributes) })),
  );
}

/** Inserts or replaces the cart and its lines; the cart's token, key and creation time never change. */
async function saveCart(db: Kysely<CartTables>, cart: StoredCart): Promise<StoredCart> {
  const saved = { ...cart, updatedAt: new Date().toISOString() };
  await db
    .insertInto('demo_shop_carts')
    .values(cartRow(saved))
    .onConflict((conflict) =>
      conflict.column('token').doUpdateSet((eb) => ({
        discount_codes: eb.ref('excluded.discount_codes'),
        note: eb.ref('excluded.note'),
        attributes: eb.ref('excluded.attributes'),
        country_code: eb.ref('excluded.country_code'),
        buyer_email: eb.ref('excluded.buyer_email'),
        buyer_phone: eb.ref('excluded.buyer_phone'),
        customer_id: eb.ref('excluded.customer_id'),
        updated_at: eb.ref('excluded.updated_at'),
        closed_at: eb.ref('excluded.closed_at'),
      })),
    )
    .execute();
  await db.deleteFrom('demo_shop_cart_lines').where('cart_token', '=', saved.token).execute();
  if (saved.lines.length > 0) {
    await db
      .insertInto('demo_shop_cart_lines')
      .values(
        saved.lines.map((line, position) => ({
          id: line.id,
          cart_token: saved.token,
          position,
          variant_id: line.variantNumericId,
          quantity: line.quantity,
          attributes: JSON.stringify(line.attributes),
        })),
      )
      .execute();
  }
  return saved;
}

async function findOrder(db: Kysely<CartTables>, cartToken: string): Promise<StoredOrder | null> {
  const row = await db.selectFrom('demo_shop_orders').selectAll().where('cart_token', '=', cartToken).executeTakeFirst();
  return row ? orderOf(row) : null;
}

function orderOf(row: Selectable<CartTables['demo_shop_orders']>): StoredOrder {
  return orderFromRow({ ...row, lines: fromJson<OrderRow['lines']>(row.lines), discount_codes: fromJson<OrderRow['discount_codes']>(row.discount_codes) });
}
