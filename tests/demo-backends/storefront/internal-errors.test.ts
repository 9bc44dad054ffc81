// When something inside the demo shop fails (its database away, a broken picture file), the answer carries a code
// and a human message, as Shopify's does; the detail (a database address, an absolute path) goes to the log only.
import { print } from 'graphql';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoShopApp } from '../../../demo-backends/storefront/app.ts';
import type { CartStore } from '../../../demo-backends/storefront/cart-store.ts';
import { SqliteCartStore } from '../../../demo-backends/storefront/sqlite-cart-store.ts';
import { DEFAULT_IN_CONTEXT } from '../../../clients/storefront/storefront-client.ts';
import { CartCreateDocument, ProductSearchDocument } from '../../../generated/storefront/graphql.ts';
import { freePort } from '../../../scripts/site-process.ts';
import { postGraphQL, PREMIUM_KING_26_30_WHITE, PUBLIC_BASE_URL, tempDbPath } from './support/demo-shop.ts';

type Logged = { event: string; fields: Record<string, unknown> };

/** A cart store whose PostgreSQL is not there: every call meets the real connection error. */
async function unreachableCartStore(): Promise<{ store: CartStore; port: number; pool: pg.Pool }> {
  const port = await freePort();
  const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'shop', database: 'shop', connectionTimeoutMillis: 2_000 });
  const fail = async () => {
    await pool.query('SELECT 1');
    throw new Error('unreachable: the query above fails first');
  };
  return {
    store: {
      find: fail,
      save: fail,
      update: fail,
      placeOrder: fail,
      findOrderForCart: fail,
      ordersOfCustomer: fail,
      unitsSoldBySku: fail,
      close: async () => {},
    },
    port,
    pool,
  };
}

describe('the demo shop’s answers when something inside it fails', () => {
  const pools: pg.Pool[] = [];
  afterAll(async () => Promise.all(pools.map((pool) => pool.end())));

  it('a cart call while its database is away answers INTERNAL_SERVER_ERROR, without the database’s address', async () => {
    const { store, port, pool } = await unreachableCartStore();
    pools.push(pool);
    const logged: Logged[] = [];
    const app = createDemoShopApp({ carts: store, publicBaseUrl: PUBLIC_BASE_URL, logError: (event, fields) => logged.push({ event, fields }) });
    const { status, json } = await postGraphQL(app, {
      query: print(CartCreateDocument),
      variables: { lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }], ...DEFAULT_IN_CONTEXT },
    });
    expect(status).toBe(200);
    expect(json.errors).toEqual([
      expect.objectContaining({ message: 'Internal error. Looks like something went wrong on our end.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    ]);
    const answer = JSON.stringify(json);
    for (const internal of ['ECONNREFUSED', '127.0.0.1', String(port)]) expect(answer).not.toContain(internal);
    expect(logged).toEqual([
      { event: 'demo_shop.resolver_failed', fields: { path: 'cartCreate', error: expect.stringContaining(`ECONNREFUSED 127.0.0.1:${port}`) } },
    ]);
  });

  it('a product picture that is not a JPEG fails the product search without naming the file in the answer', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-shop-photos-'));
    await writeFile(join(dir, 'tailored-sateen-sheet-set-premium.jpg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const logged: Logged[] = [];
    const app = createDemoShopApp({
      carts: new SqliteCartStore(tempDbPath()),
      publicBaseUrl: PUBLIC_BASE_URL,
      photosDir: dir,
      logError: (event, fields) => logged.push({ event, fields }),
    });
    const { json } = await postGraphQL(app, { query: print(ProductSearchDocument), variables: { query: 'sheet', first: 10, ...DEFAULT_IN_CONTEXT } });
    expect(json.errors?.length).toBeGreaterThan(0);
    for (const error of json.errors) expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(json)).not.toContain(dir);
    expect(logged.length).toBeGreaterThan(0);
    expect(String(logged[0]!.fields.error)).toContain(join(dir, 'tailored-sateen-sheet-set-premium.jpg'));
  });

  it('errors the shop raises on purpose keep their message and code', async () => {
    const app = createDemoShopApp({ carts: new SqliteCartStore(tempDbPath()), publicBaseUrl: PUBLIC_BASE_URL, logError: () => expect.unreachable() });
    const unsupported = await postGraphQL(app, {
      query: 'query ($attempt: String!) { cartCompletionAttempt(attemptId: $attempt) { __typename } }',
      variables: { attempt: 'x' },
    });
    expect(unsupported.json.errors[0].extensions.code).toBe('DEMO_SHOP_UNSUPPORTED');
    expect(unsupported.json.errors[0].message).toContain('hosted checkout');
  });
});
