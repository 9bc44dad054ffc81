import { describe, expect, it } from 'vitest';
import {
  CartCreateDocument,
  CartDiscountCodesUpdateDocument,
  CartLinesAddDocument,
  CartLinesRemoveDocument,
  CartLinesUpdateDocument,
  CartLoadDocument,
} from '../../../generated/storefront/graphql.ts';
import { CLASSIC_QUEEN_21_25_SAND, CLASSIC_SUPER_KING_SOLD_OUT, createTestShop, PREMIUM_KING_26_30_WHITE, mutate, run } from './support/demo-shop.ts';

const { app } = createTestShop();

async function newCart(lines = [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }]) {
  const { cartCreate } = await mutate(app, CartCreateDocument, { lines });
  expect(cartCreate.userErrors).toEqual([]);
  return cartCreate.cart!;
}

describe('local shop cart mutations', () => {
  it('creates a cart with a Shopify-style id, a checkout URL on the shop and totals from its lines', async () => {
    const cart = await newCart([{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 2 }]);
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/c1-[0-9a-f]{32}\?key=[0-9a-f]{32}$/);
    const token = /Cart\/([^?]+)/.exec(cart.id)![1];
    expect(cart.checkoutUrl).toBe(`http://localhost:3000/demo/shop/checkouts/${token}`);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.cost.totalAmount).toEqual({ amount: '2100.00', currencyCode: 'AUD' });
    expect(cart.lines.edges[0]!.node).toMatchObject({
      quantity: 2,
      cost: { totalAmount: { amount: '2100.00', currencyCode: 'AUD' } },
      merchandise: { id: PREMIUM_KING_26_30_WHITE, sku: 'LT-PRE-KING-26-30-WHT', product: { title: 'Tailored Sateen Sheet Set — Premium' } },
    });
  });

  it('adds, updates and removes lines, recomputing the totals each time', async () => {
    const cart = await newCart();
    const added = (await mutate(app, CartLinesAddDocument, { cartId: cart.id, lines: [{ merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 1 }] }))
      .cartLinesAdd;
    expect(added.userErrors).toEqual([]);
    expect(added.cart!.totalQuantity).toBe(2);
    expect(added.cart!.cost.totalAmount.amount).toBe('1900.00');

    const again = (await mutate(app, CartLinesAddDocument, { cartId: cart.id, lines: [{ merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 2 }] })).cartLinesAdd
      .cart!;
    expect(again.lines.edges).toHaveLength(2);
    expect(again.lines.edges[1]!.node.quantity).toBe(3);

    const queenLine = again.lines.edges[1]!.node.id;
    const updated = (await mutate(app, CartLinesUpdateDocument, { cartId: cart.id, lines: [{ id: queenLine, quantity: 5 }] })).cartLinesUpdate;
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart!.cost.totalAmount.amount).toBe('5300.00');

    const removed = (await mutate(app, CartLinesRemoveDocument, { cartId: cart.id, lineIds: [queenLine] })).cartLinesRemove;
    expect(removed.cart!.lines.edges.map(({ node }) => node.merchandise.id)).toEqual([PREMIUM_KING_26_30_WHITE]);
    expect(removed.cart!.cost.totalAmount.amount).toBe('1050.00');

    const emptied = (await mutate(app, CartLinesUpdateDocument, { cartId: cart.id, lines: [{ id: removed.cart!.lines.edges[0]!.node.id, quantity: 0 }] }))
      .cartLinesUpdate;
    expect(emptied.cart).toMatchObject({ totalQuantity: 0, lines: { edges: [] }, cost: { totalAmount: { amount: '0.00' } } });
  });

  it('applies WELCOME10 as 10% off a premium set and keeps an unknown code with applicable false', async () => {
    const cart = await newCart();
    const valid = (await mutate(app, CartDiscountCodesUpdateDocument, { cartId: cart.id, discountCodes: ['welcome10'] })).cartDiscountCodesUpdate;
    expect(valid.cart!.discountCodes).toEqual([{ code: 'welcome10', applicable: true }]);
    // A line-level discount: the line keeps its 1050.00 before it, the cart's subtotal and total are after it.
    expect(valid.cart!.lines.edges[0]!.node.discountAllocations).toEqual([
      expect.objectContaining({ discountedAmount: { amount: '105.00', currencyCode: 'AUD' } }),
    ]);
    expect(valid.cart!.cost.subtotalAmount.amount).toBe('945.00');
    expect(valid.cart!.cost.totalAmount.amount).toBe('945.00');

    const invalid = (await mutate(app, CartDiscountCodesUpdateDocument, { cartId: cart.id, discountCodes: ['NOPE'] })).cartDiscountCodesUpdate;
    expect(invalid.userErrors).toEqual([]);
    expect(invalid.cart!.discountCodes).toEqual([{ code: 'NOPE', applicable: false }]);
    expect(invalid.cart!.cost.totalAmount.amount).toBe('1050.00');
    expect(invalid.warnings.map((warning) => warning.code)).toEqual(['DISCOUNT_NOT_FOUND']);

    const cleared = (await mutate(app, CartDiscountCodesUpdateDocument, { cartId: cart.id, discountCodes: [] })).cartDiscountCodesUpdate;
    expect(cleared.cart!.discountCodes).toEqual([]);
  });

  it.each([
    ['an unknown variant', { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }, 'INVALID', 'merchandiseId'],
    ['quantity 0', { merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 0 }, 'MINIMUM_NOT_MET', 'quantity'],
    ['quantity 31', { merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 31 }, 'MAXIMUM_EXCEEDED', 'quantity'],
    ['a sold-out variant', { merchandiseId: CLASSIC_SUPER_KING_SOLD_OUT, quantity: 1 }, 'MERCHANDISE_NOT_APPLICABLE', 'merchandiseId'],
  ])('refuses to add %s with a userError and leaves the cart unchanged', async (_, line, code, field) => {
    const cart = await newCart();
    const { cartLinesAdd } = await mutate(app, CartLinesAddDocument, { cartId: cart.id, lines: [line] });
    expect(cartLinesAdd.userErrors).toEqual([{ code, field: ['lines', '0', field], message: expect.any(String) }]);
    expect(cartLinesAdd.cart!.lines.edges).toHaveLength(1);
    expect(cartLinesAdd.cart!.totalQuantity).toBe(1);
  });

  it('refuses a line that would go over 30 once merged with the same variant already in the cart', async () => {
    const cart = await newCart([{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 29 }]);
    const { cartLinesAdd } = await mutate(app, CartLinesAddDocument, { cartId: cart.id, lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 2 }] });
    expect(cartLinesAdd.userErrors.map((error) => error.code)).toEqual(['MAXIMUM_EXCEEDED']);
    expect(cartLinesAdd.cart!.totalQuantity).toBe(29);
  });

  it('refuses quantity 31 on update and an unknown line id on update and remove', async () => {
    const cart = await newCart();
    const lineId = cart.lines.edges[0]!.node.id;
    const tooMany = (await mutate(app, CartLinesUpdateDocument, { cartId: cart.id, lines: [{ id: lineId, quantity: 31 }] })).cartLinesUpdate;
    expect(tooMany.userErrors.map((error) => error.code)).toEqual(['MAXIMUM_EXCEEDED']);
    const unknownUpdate = (await mutate(app, CartLinesUpdateDocument, { cartId: cart.id, lines: [{ id: 'gid://shopify/CartLine/nope', quantity: 1 }] }))
      .cartLinesUpdate;
    expect(unknownUpdate.userErrors).toEqual([{ code: 'INVALID_MERCHANDISE_LINE', field: ['lines', '0', 'id'], message: expect.any(String) }]);
    const unknownRemove = (await mutate(app, CartLinesRemoveDocument, { cartId: cart.id, lineIds: ['gid://shopify/CartLine/nope'] })).cartLinesRemove;
    expect(unknownRemove.userErrors.map((error) => error.code)).toEqual(['INVALID_MERCHANDISE_LINE']);
    expect(unknownRemove.cart!.totalQuantity).toBe(1);
  });

  it('refuses to create a cart with a sold-out variant and returns no cart', async () => {
    const { cartCreate } = await mutate(app, CartCreateDocument, { lines: [{ merchandiseId: CLASSIC_SUPER_KING_SOLD_OUT, quantity: 1 }] });
    expect(cartCreate.cart).toBeNull();
    expect(cartCreate.userErrors).toEqual([
      { code: 'MERCHANDISE_NOT_APPLICABLE', field: ['input', 'lines', '0', 'merchandiseId'], message: expect.stringContaining('sold out') },
    ]);
  });

  it('answers cart: null for an unknown id or a wrong key, and a cartId userError when changing it', async () => {
    const cart = await newCart();
    expect((await run(app, CartLoadDocument, { cartId: 'gid://shopify/Cart/c1-unknown?key=abc' })).cart).toBeNull();
    expect((await run(app, CartLoadDocument, { cartId: cart.id.replace(/key=.*/, 'key=0000') })).cart).toBeNull();
    expect((await run(app, CartLoadDocument, { cartId: cart.id })).cart!.id).toBe(cart.id);
    const { cartLinesAdd } = await mutate(app, CartLinesAddDocument, {
      cartId: 'gid://shopify/Cart/c1-unknown?key=abc',
      lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }],
    });
    expect(cartLinesAdd).toMatchObject({ cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'] }] });
  });
});
