import { describe, expect, it } from 'vitest';
import { CartCreateDocument, CartLoadDocument } from '../../../generated/storefront/graphql.ts';
import { createTestShop, PREMIUM_KING_26_30_WHITE, mutate, run } from './support/demo-shop.ts';

describe('local shop cart storage', () => {
  it('keeps a cart when the shop app is created again on the same database file', async () => {
    const first = createTestShop();
    const { cartCreate } = await mutate(first.app, CartCreateDocument, { lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 3 }] });

    const restarted = createTestShop(first.dbPath);
    const { cart } = await run(restarted.app, CartLoadDocument, { cartId: cartCreate.cart!.id });
    expect(cart).toMatchObject({ id: cartCreate.cart!.id, totalQuantity: 3, cost: { totalAmount: { amount: '3150.00' } } });
    expect(cart!.lines.edges[0]!.node.id).toBe(cartCreate.cart!.lines.edges[0]!.node.id);
  });

  it('does not share carts between database files', async () => {
    const { cartCreate } = await mutate(createTestShop().app, CartCreateDocument, { lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }] });
    expect((await run(createTestShop().app, CartLoadDocument, { cartId: cartCreate.cart!.id })).cart).toBeNull();
  });
});
