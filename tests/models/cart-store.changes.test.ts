// The cart's timed and refusable changes: quantity (debounced), delete with confirmation, promo codes, ordering.
import { getSnapshot, recordActions } from 'mobx-state-tree';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartApiError } from '../../models/cart-api.ts';
import { classicDouble, pendingFor, premiumKing, storeWithLines } from './support/cart-fixtures.ts';
import { GOOD_CODE } from './support/fake-shop.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cart: quantity', () => {
  it('a quantity change shows at once and reaches the shop 300 ms later, only the last value', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    const item = store.cart.items[0]!;
    const lineId = item.lineId!;
    store.cart.updateQuantity(item, 2);
    await vi.advanceTimersByTimeAsync(200);
    store.cart.updateQuantity(item, 3);
    expect(item.quantity).toBe(3);
    await vi.advanceTimersByTimeAsync(299);
    expect(shop.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shop.calls).toEqual([`quantity ${lineId} 3`]);
    expect(store.cart.items[0]!.quantity).toBe(3);
  });

  it('quantity 0 removes the item', async () => {
    const { store, shop } = await storeWithLines(premiumKing, classicDouble);
    const lineId = store.cart.items[0]!.lineId!;
    store.cart.updateQuantity(store.cart.items[0]!, 0);
    expect(store.cart.items).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(shop.calls).toEqual([`remove ${lineId}`]);
    expect(shop.lines.map((line) => line.variantId)).toEqual([classicDouble.id]);
  });

  it('quantity must be a whole number from 1 to 30 (or 0 to remove)', async () => {
    const { store } = await storeWithLines(premiumKing);
    const item = store.cart.items[0]!;
    for (const refused of [31, -1, 1.5, Number.NaN]) expect(store.cart.updateQuantity(item, refused)).toBe(false);
    expect(store.cart.updateQuantity(item, 30)).toBe(true);
    expect(item.quantity).toBe(30);
  });

  it('after a quantity change the success message shows, then hides 2 s later', async () => {
    const { store } = await storeWithLines(premiumKing);
    store.cart.updateQuantity(store.cart.items[0]!, 2);
    await vi.advanceTimersByTimeAsync(300);
    expect(store.ui.successMessage?.kind).toBe('quantity');
    await vi.advanceTimersByTimeAsync(1999);
    expect(store.ui.successMessage).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.ui.successMessage).toBeNull();
  });

  it('a refused quantity goes back to the last confirmed one, with the reason and Retry', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    const lineId = store.cart.items[0]!.lineId!;
    shop.failNext(new CartApiError('The shop is not answering right now.'));
    store.cart.updateQuantity(store.cart.items[0]!, 5);
    await vi.advanceTimersByTimeAsync(300);
    expect(store.cart.items[0]!.quantity).toBe(1);
    expect(store.cart.errorMessage).toBe('The shop is not answering right now.');
    expect(store.cart.canRetry).toBe(true);
    await store.cart.retry();
    expect(shop.calls).toEqual([`quantity ${lineId} 5`, `quantity ${lineId} 5`]);
    expect(store.cart.items[0]!.quantity).toBe(5);
    expect(store.cart.errorMessage).toBeNull();
  });

  it('a failure without a message of its own shows a general one', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    shop.failNext(new Error(''));
    await store.cart.load();
    expect(store.cart.errorMessage).toBe('Your cart could not be updated. Please try again.');
  });

  it('a quantity still being typed is not undone by another answer from the shop', async () => {
    const { store, shop } = await storeWithLines(premiumKing, classicDouble);
    store.cart.updateQuantity(store.cart.items[0]!, 4);
    store.cart.applyShopCart(shop.cart());
    expect(store.cart.items[0]!.quantity).toBe(4);
  });
  it('a line deleted while its new quantity waits for the quiet moment is removed, and the quantity never sent', async () => {
    const { store, shop } = await storeWithLines(premiumKing, classicDouble);
    const lineId = store.cart.items[0]!.lineId!;
    store.cart.updateQuantity(store.cart.items[0]!, 4);
    store.cart.requestDelete(store.cart.items[0]!);
    expect(await store.cart.confirmDelete()).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(shop.calls).toEqual([`remove ${lineId}`]);
    expect(store.cart.items.map((item) => item.variantId)).toEqual([classicDouble.id]);
  });
});

describe('cart: delete', () => {
  it('delete asks first: the confirmation opens about the item', async () => {
    const { store } = await storeWithLines(premiumKing);
    store.cart.requestDelete(store.cart.items[0]!);
    expect(store.ui.buyDeleteOpen).toBe(true);
    expect(store.cart.pendingDelete?.variantId).toBe(premiumKing.id);
  });

  it("confirm removes the item, closes, shows 'Successfully removed item from cart' with the title for 2 s, then clears the pending item", async () => {
    const { store, shop } = await storeWithLines(premiumKing, classicDouble);
    store.cart.requestDelete(store.cart.items[0]!);
    await store.cart.confirmDelete();
    expect(store.ui.buyDeleteOpen).toBe(false);
    expect(shop.lines.map((line) => line.variantId)).toEqual([classicDouble.id]);
    expect(store.cart.items.map((item) => item.variantId)).toEqual([classicDouble.id]);
    expect(getSnapshot(store.ui.successMessage!)).toEqual({ kind: 'removed', detail: 'King / 26-30 cm / White' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(store.cart.pendingDelete).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.ui.successMessage).toBeNull();
    expect(store.cart.pendingDelete).toBeNull();
  });

  it('cancel clears the pending item and keeps the line', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    store.cart.requestDelete(store.cart.items[0]!);
    store.cart.cancelDelete();
    expect(store.cart.pendingDelete).toBeNull();
    expect(store.ui.buyDeleteOpen).toBe(false);
    expect(store.cart.items).toHaveLength(1);
    expect(shop.calls).toEqual([]);
  });

  it('a failed delete brings the item back and says why', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    shop.failNext(new CartApiError('The shop is not answering right now.'));
    store.cart.requestDelete(store.cart.items[0]!);
    expect(await store.cart.confirmDelete()).toBe(false);
    expect(store.cart.items).toHaveLength(1);
    expect(store.cart.errorMessage).toBe('The shop is not answering right now.');
    expect(store.cart.pendingDelete).toBeNull();
  });
});

describe('cart: promo code', () => {
  it('an accepted promo code lowers the amount due', async () => {
    const { store } = await storeWithLines(premiumKing);
    expect(await store.cart.applyDiscount(` ${GOOD_CODE} `)).toBe(true);
    expect(store.cart.promoError).toBeNull();
    expect(store.cart.appliedDiscountCodes).toEqual([GOOD_CODE]);
    expect(store.cart.amountDue).toBeCloseTo(945);
    await store.cart.removeDiscount();
    expect(store.cart.amountDue).toBe(1050);
  });

  it("a rejected promo code shows 'This promo code is invalid'", async () => {
    const { store } = await storeWithLines(premiumKing);
    await store.cart.applyDiscount('NOPE');
    expect(store.cart.promoError).toBe('This promo code is invalid');
    expect(store.cart.amountDue).toBe(1050);
  });

  it('a promo code refused by the server shows its message beside the field and keeps the cart it sent', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    shop.failNext(new CartApiError('This promo code is invalid', shop.cart(), 'DISCOUNT_INVALID'));
    await store.cart.applyDiscount('NOPE');
    expect(store.cart.promoError).toBe('This promo code is invalid');
    expect(store.cart.errorMessage).toBeNull();
    expect(store.cart.items).toHaveLength(1);
  });

  it('an empty promo code is not sent', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    expect(await store.cart.applyDiscount('  ')).toBe(false);
    expect(shop.calls).toEqual([]);
  });
});

describe('cart: answers out of order', () => {
  it('an older answer arriving after a newer one does not bring back a cart that no longer exists', async () => {
    const { store, shop } = await storeWithLines(premiumKing, classicDouble);
    const [first, second] = [store.cart.items[0]!, store.cart.items[1]!];
    const answers: Array<(cart: ReturnType<typeof shop.cart>) => void> = [];
    shop.updateQuantity = () => new Promise((resolve) => answers.push(resolve));
    const older = shop.cart();
    store.cart.updateQuantity(first, 2);
    await vi.advanceTimersByTimeAsync(300);
    store.cart.updateQuantity(second, 3);
    await vi.advanceTimersByTimeAsync(300);
    shop.lines[0]!.quantity = 2;
    shop.lines[1]!.quantity = 3;
    answers[1]!(shop.cart());
    await vi.advanceTimersByTimeAsync(0);
    answers[0]!(older);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.cart.items.map((item) => item.quantity)).toEqual([2, 3]);
    expect(store.cart.isSyncing).toBe(false);
  });
});

describe("cart: the store's action log", () => {
  it("holds the shopper's own changes with plain arguments, not the steps each change takes to reach the shop", async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    const log = recordActions(store, (action) => action.path === '/cart');
    store.cart.setPendingItem(pendingFor(classicDouble));
    await store.cart.addPendingItem();
    store.cart.updateQuantity(store.cart.items[0]!, 2);
    store.cart.updateQuantity(store.cart.items[0]!, 3);
    await vi.advanceTimersByTimeAsync(300);
    shop.failNext();
    await store.cart.togglePremiumPackaging(store.cart.items[1]!, false);
    await store.cart.retry();
    log.stop();
    expect(log.actions.map((action) => action.name)).toEqual([
      'setPendingItem',
      'addPendingItem',
      'updateQuantity',
      'updateQuantity',
      'togglePremiumPackaging',
      'retry',
    ]);
    expect(JSON.stringify(log.actions)).not.toContain('"type":"function"');
    expect(store.cart.items.map((item) => [item.quantity, item.premiumPackaging])).toEqual([
      [3, true],
      [1, false],
    ]);
  });
});
