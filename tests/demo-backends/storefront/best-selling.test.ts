import { describe, expect, it } from 'vitest';
import { CartCreateDocument } from '../../../generated/storefront/graphql.ts';
import { CLASSIC_QUEEN_21_25_SAND, createTestShop, mutate, postGraphQL, PREMIUM_KING_26_30_WHITE, PUBLIC_BASE_URL } from './support/demo-shop.ts';

const PREMIUM = 'tailored-sateen-sheet-set-premium';
const CLASSIC = 'tailored-sateen-sheet-set-classic';

const BEST_SELLING = `{
  products(first: 10, sortKey: BEST_SELLING) { nodes { handle } }
  all: collection(handle: "all") { products(first: 10) { nodes { handle } } }
  sheets: collection(handle: "tailored-sheet-collection") { products(first: 10, sortKey: BEST_SELLING) { nodes { handle } } }
}`;

type Handles = { nodes: Array<{ handle: string }> };

async function bestSelling(app: ReturnType<typeof createTestShop>['app']) {
  const { json } = await postGraphQL(app, { query: BEST_SELLING });
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  const handles = (connection: Handles) => connection.nodes.map((node) => node.handle);
  return { products: handles(json.data.products), all: handles(json.data.all.products), sheets: handles(json.data.sheets.products) };
}

/** Buys through the hosted checkout, as a shopper does: a cart, then the sandbox order placed from it. */
async function buy(app: ReturnType<typeof createTestShop>['app'], merchandiseId: string, quantity: number) {
  const { cartCreate } = await mutate(app, CartCreateDocument, { lines: [{ merchandiseId, quantity }] });
  const path = cartCreate.cart!.checkoutUrl.slice(PUBLIC_BASE_URL.length);
  const body = new URLSearchParams({ email: 'shopper@example.com' }).toString();
  const response = await app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  expect(response.status).toBeLessThan(400);
}

describe('BEST_SELLING', () => {
  it('ranks a shop nobody has bought from in id order, then by units sold in its sandbox orders', async () => {
    const { app } = createTestShop();
    expect(await bestSelling(app)).toEqual({ products: [PREMIUM, CLASSIC], all: [PREMIUM, CLASSIC], sheets: [PREMIUM, CLASSIC] });

    await buy(app, CLASSIC_QUEEN_21_25_SAND, 2);
    expect(await bestSelling(app)).toEqual({ products: [CLASSIC, PREMIUM], all: [CLASSIC, PREMIUM], sheets: [CLASSIC, PREMIUM] });

    await buy(app, PREMIUM_KING_26_30_WHITE, 3);
    expect((await bestSelling(app)).products).toEqual([PREMIUM, CLASSIC]);
  });

  it('does not count a cart that was never checked out', async () => {
    const { app } = createTestShop();
    await mutate(app, CartCreateDocument, { lines: [{ merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 5 }] });
    expect((await bestSelling(app)).products).toEqual([PREMIUM, CLASSIC]);
  });
});
