// A PostgreSQL database made by the stores before migrations is adopted by three instances starting at once:
// its rows survive, each migration runs once (the Migrator's advisory lock), and the history says so.
import { beforeAll, describe, expect, it } from 'vitest';
import { PostgresCartStore } from '../../../demo-backends/storefront/postgres-cart-store.ts';
import { PostgresFormOutbox } from '../../../server/forms/postgres-form-outbox.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';
import { POSTGRES_BEFORE_MIGRATIONS } from '../../server/database/fixtures/pre-migration-schema.ts';
import { postgresForFile } from './support/postgres-for-file.ts';

const database = postgresForFile();

beforeAll(async () => {
  setLogLevel('silent');
  await database.pool.query(POSTGRES_BEFORE_MIGRATIONS);
});

describe('upgrading a PostgreSQL database made before migrations', () => {
  it('three instances starting together migrate it once and every row is still there', async () => {
    const holders = ['a', 'b', 'c'];
    const [outboxes, stores] = await Promise.all([
      Promise.all(holders.map((holder) => PostgresFormOutbox.open(database.pool, holder))),
      Promise.all(holders.map(() => PostgresCartStore.open(database.pool))),
    ]);

    const { rows: history } = await database.pool.query<{ name: string }>('SELECT name FROM site_migrations ORDER BY name');
    expect(history.map((row) => row.name)).toEqual(['0001_form_outbox', '0002_form_outbox_claimed_by', '0003_rate_limits', '0004_customer_sessions']);
    const { rows: shopHistory } = await database.pool.query<{ name: string }>('SELECT name FROM demo_shop_migrations ORDER BY name');
    expect(shopHistory.map((row) => row.name)).toEqual([
      '0001_carts_and_orders',
      '0002_sqlite_tables_named_as_in_postgres',
      '0003_customer_on_carts_and_orders',
    ]);
    const { rows: limits } = await database.pool.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'rate_limits' ORDER BY ordinal_position",
    );
    expect(limits).toEqual([{ column_name: 'key' }, { column_name: 'points' }, { column_name: 'expire' }]);

    const [first, second] = outboxes;
    expect((await first!.entries()).map(({ formData, status, attempts, lastError }) => ({ email: formData.email, status, attempts, lastError }))).toEqual([
      { email: 'waiting@example.com', status: 'pending', attempts: 2, lastError: 'HTTP 503' },
    ]);
    const [held] = await second!.claimDue(2_000, 6_000, 5);
    expect(held).toMatchObject({ id: '6c1f7d0e-0000-4000-8000-000000000001', attempts: 2 });
    const { rows: holder } = await database.pool.query('SELECT claimed_by FROM form_outbox');
    expect(holder).toEqual([{ claimed_by: 'b' }]);

    expect(await stores[2]!.find('c1-open')).toMatchObject({
      discountCodes: ['WELCOME10'],
      attributes: [{ key: 'Occasion', value: 'Birthday' }],
      buyerIdentity: { countryCode: 'NZ', email: 'open@example.com' },
      lines: [{ variantNumericId: 4101331, quantity: 2 }],
    });
  });
});
