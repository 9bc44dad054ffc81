// BEST_SELLING when the demo shop's orders live in PostgreSQL (DATABASE_URL): the units of each product in the placed
// sandbox orders, read from the orders' jsonb lines, rank the products; a shop nobody has bought from keeps id order.
import { describe, expect, it } from 'vitest';
import { createDemoShopApp } from '../../../demo-backends/storefront/app.ts';
import { newCart } from '../../../demo-backends/storefront/cart-store.ts';
import { PostgresCartStore } from '../../../demo-backends/storefront/postgres-cart-store.ts';
import { postgresForFile } from './support/postgres-for-file.ts';

const database = postgresForFile({ maxConnections: 4 });

const QUERY = '{ products(first: 5, sortKey: BEST_SELLING) { nodes { handle } } }';

async function bestSelling(app: ReturnType<typeof createDemoShopApp>): Promise<string[]> {
  const response = await app.request('/api/2026-04/graphql.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: QUERY }),
  });
  const { data } = (await response.json()) as { data: { products: { nodes: Array<{ handle: string }> } } };
  return data.products.nodes.map((node) => node.handle);
}

async function placeOrder(store: PostgresCartStore, sku: string, quantity: number) {
  const cart = await store.save(newCart('AU'));
  await store.placeOrder(cart.token, {
    email: 'shopper@example.com',
    lines: [{ sku, title: 'Tailored Sateen Sheet Set', variantTitle: 'Queen / 21-25 cm / Sand', quantity, lineTotal: '0.00' }],
    discountCodes: [],
    totalAmount: '0.00',
    currencyCode: 'AUD',
  });
}

describe('BEST_SELLING on PostgreSQL', () => {
  it('ranks by the units in placed orders, summed per product across its variants', async () => {
    const store = await PostgresCartStore.open(database.pool);
    const app = createDemoShopApp({ carts: store, publicBaseUrl: 'http://localhost:3000/demo/shop' });
    expect(await bestSelling(app)).toEqual(['tailored-sateen-sheet-set-premium', 'tailored-sateen-sheet-set-classic']);

    await placeOrder(store, 'LT-CLA-QUEEN-21-25-SND', 2);
    await placeOrder(store, 'LT-CLA-KING-26-30-WHT', 1);
    await placeOrder(store, 'LT-PRE-KING-26-30-WHT', 2);
    expect(await store.unitsSoldBySku()).toEqual(
      new Map([
        ['LT-CLA-QUEEN-21-25-SND', 2],
        ['LT-CLA-KING-26-30-WHT', 1],
        ['LT-PRE-KING-26-30-WHT', 2],
      ]),
    );
    expect(await bestSelling(app)).toEqual(['tailored-sateen-sheet-set-classic', 'tailored-sateen-sheet-set-premium']);
  });
});
