// A SQLite file made by the stores before migrations is adopted: its rows survive, the later migrations change
// it, and the history says which migrations ran. (The PostgreSQL upgrade: tests/integration/instances/schema-upgrade.test.ts.)
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteCartStore } from '../../../demo-backends/storefront/sqlite-cart-store.ts';
import { SqliteFormOutbox } from '../../../server/forms/sqlite-form-outbox.ts';
import { SQLITE_OUTBOX_BEFORE_MIGRATIONS, SQLITE_SHOP_BEFORE_MIGRATIONS } from './fixtures/pre-migration-schema.ts';

const dir = mkdtempSync(join(tmpdir(), 'schema-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileWith(name: string, ddl: string): string {
  const path = join(dir, name);
  const db = new Database(path);
  db.exec(ddl);
  db.close();
  return path;
}

function read<T>(path: string, query: string): T[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}

describe('upgrading a SQLite file made before migrations', () => {
  it('the form outbox keeps its rows, gains claimed_by, and records migrations 1 to 4', async () => {
    const path = fileWith('outbox.sqlite', SQLITE_OUTBOX_BEFORE_MIGRATIONS);
    const outbox = await SqliteFormOutbox.open(path, 'upgraded');
    expect((await outbox.entries()).map(({ formData, status, attempts, lastError }) => ({ email: formData.email, status, attempts, lastError }))).toEqual([
      { email: 'waiting@example.com', status: 'pending', attempts: 2, lastError: 'HTTP 503' },
      { email: 'sent@example.com', status: 'delivered', attempts: 1, lastError: null },
    ]);
    const [held] = await outbox.claimDue(2_000, 6_000, 5);
    expect(held).toMatchObject({ id: '6c1f7d0e-0000-4000-8000-000000000001', attempts: 2 });
    expect(await outbox.markDelivered(held!, 2_001)).toBe(true);
    await outbox.close();

    expect(read(path, 'SELECT name FROM site_migrations ORDER BY name')).toEqual([
      { name: '0001_form_outbox' },
      { name: '0002_form_outbox_claimed_by' },
      { name: '0003_rate_limits' },
      { name: '0004_customer_sessions' },
    ]);
    expect(read(path, "SELECT name FROM pragma_table_info('form_outbox') WHERE name = 'claimed_by'")).toEqual([{ name: 'claimed_by' }]);
    // Opening it again applies nothing twice.
    const again = await SqliteFormOutbox.open(path);
    expect(await again.counts()).toEqual({ pending: 0, delivered: 2, failed: 0 });
    await again.close();
    expect(read(path, 'SELECT COUNT(*) AS n FROM site_migrations')).toEqual([{ n: 4 }]);
  });

  it('the demo shop keeps its carts, lines and orders under the names PostgreSQL uses', async () => {
    const path = fileWith('shop.sqlite', SQLITE_SHOP_BEFORE_MIGRATIONS);
    const store = new SqliteCartStore(path);
    expect(await store.find('c1-open')).toMatchObject({
      secret: 'k1',
      discountCodes: ['WELCOME10'],
      note: 'Gift wrap',
      attributes: [{ key: 'Occasion', value: 'Birthday' }],
      buyerIdentity: { countryCode: 'NZ', email: 'open@example.com', phone: null, customerId: null },
      lines: [{ id: 'gid://shopify/CartLine/1?cart=c1-open', variantNumericId: 4101331, quantity: 2, attributes: [] }],
      closedAt: null,
    });
    expect(await store.findOrderForCart('c1-closed')).toMatchObject({
      orderNumber: 1001,
      email: 'buyer@example.com',
      totalAmount: '1050.00',
      lines: [{ quantity: 1 }],
      customerId: null,
    });
    // The next order continues the numbering.
    expect(
      (await store.placeOrder('c1-open', { email: 'open@example.com', lines: [], discountCodes: [], totalAmount: '2100.00', currencyCode: 'NZD' })).orderNumber,
    ).toBe(1002);
    await store.close();

    expect(read(path, 'SELECT name FROM demo_shop_migrations ORDER BY name')).toEqual([
      { name: '0001_carts_and_orders' },
      { name: '0002_sqlite_tables_named_as_in_postgres' },
      { name: '0003_customer_on_carts_and_orders' },
    ]);
    expect(read(path, "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('carts', 'cart_lines', 'orders')")).toEqual([]);
    expect(read(path, 'SELECT COUNT(*) AS n FROM demo_shop_cart_lines')).toEqual([{ n: 0 }]);
    // The lines' reference to their cart followed the rename.
    expect(read(path, 'SELECT "table" FROM pragma_foreign_key_list(\'demo_shop_cart_lines\')')).toEqual([{ table: 'demo_shop_carts' }]);
    expect(read(path, 'PRAGMA foreign_key_check')).toEqual([]);
  });
});
