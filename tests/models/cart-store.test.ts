import { getSnapshot } from 'mobx-state-tree';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartApiError } from '../../models/cart-api.ts';
import { classicDouble, pendingFor, premiumKing, premiumQueen, storeWithLines } from './support/cart-fixtures.ts';
import { CHECKOUT_URL } from './support/fake-shop.ts';
import { shopStore } from './support/shop-store.ts';
import { onStep3 } from './support/buy-flow-fixtures.ts';
import { findVariant } from '../../shop-rules/size-entries.ts';
import { staticSizeEntries } from '../../shop-rules/static-catalog.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cart: adding', () => {
  it('adding a pending item gives it the next item number and puts it in the shop cart', async () => {
    const { store, shop } = shopStore({ cart: { sessionId: 'session-1' } });
    store.cart.setPendingItem(pendingFor(premiumKing));
    await store.cart.addPendingItem();
    store.cart.setPendingItem(pendingFor(classicDouble));
    await store.cart.addPendingItem();
    expect(shop.calls).toEqual([`add ${premiumKing.id}×1`, `add ${classicDouble.id}×1`]);
    expect(store.cart.items.map((item) => [item.itemNumber, item.uid, item.variantId, item.lineId !== null])).toEqual([
      [1, 'session-1', premiumKing.id, true],
      [2, 'session-1', classicDouble.id, true],
    ]);
    expect(store.cart.pendingItem).toBeNull();
    expect(store.cart.checkoutUrl).toBe(CHECKOUT_URL);
  });

  it('the added item shows at once, before the shop answers', () => {
    const { store } = shopStore();
    store.cart.setPendingItem(pendingFor(premiumKing));
    void store.cart.addPendingItem();
    expect(store.cart.items).toHaveLength(1);
    expect(store.cart.items[0]?.lineId).toBeNull();
  });

  it('an item with the same uid and item number that differs is replaced, adding the new line before removing the old', async () => {
    const { store, shop } = shopStore({ cart: { sessionId: 'session-1' } });
    store.cart.setPendingItem(pendingFor(premiumKing));
    await store.cart.addPendingItem();
    const oldLine = store.cart.items[0]!.lineId!;
    store.cart.setPendingItem(pendingFor(premiumQueen, { uid: 'session-1', itemNumber: 1 }));
    await store.cart.addPendingItem();
    expect(shop.calls.slice(1)).toEqual([`add ${premiumQueen.id}×1`, `remove ${oldLine}`]);
    expect(store.cart.items.map((item) => [item.itemNumber, item.variantId])).toEqual([[1, premiumQueen.id]]);
    expect(shop.lines.map((line) => line.variantId)).toEqual([premiumQueen.id]);
  });

  it('a set from the static catalogue (the shop could not be reached) is never sent to the shop', async () => {
    const { store, shop } = shopStore({ cart: { sessionId: 'session-1' } });
    const king = findVariant(staticSizeEntries(), { version: 'premium', size: 'king', colour: 'white', depth: '26-30' })!;
    store.cart.setPendingItem({ variantId: king.id, title: king.title, size: 'king', depth: '26-30 cm', version: 'premium', price: 1050 });
    expect(await store.cart.addPendingItem()).toBe(false);
    expect(store.cart.items).toHaveLength(0);
    expect(store.cart.pendingItem).toBeNull();
    expect(shop.calls).toEqual([]);
  });

  it('an identical item in the same slot changes nothing and calls nobody', async () => {
    const { store, shop } = shopStore({ cart: { sessionId: 'session-1' } });
    store.cart.setPendingItem(pendingFor(premiumKing));
    await store.cart.addPendingItem();
    store.cart.setPendingItem(pendingFor(premiumKing, { uid: 'session-1', itemNumber: 1 }));
    await store.cart.addPendingItem();
    expect(shop.calls).toHaveLength(1);
    expect(store.cart.items).toHaveLength(1);
  });

  it('an item in a slot of another session is appended, not replaced', async () => {
    const { store } = shopStore({ cart: { sessionId: 'session-1' } });
    store.cart.setPendingItem(pendingFor(premiumKing));
    await store.cart.addPendingItem();
    store.cart.setPendingItem(pendingFor(classicDouble, { uid: 'session-2', itemNumber: 1 }));
    await store.cart.addPendingItem();
    expect(store.cart.items.map((item) => item.uid)).toEqual(['session-1', 'session-2']);
  });

  it('after an add the success message appears 1 s later and hides 3 s after that', async () => {
    const { store } = shopStore();
    store.cart.setPendingItem(pendingFor(premiumKing));
    await store.cart.addPendingItem();
    await vi.advanceTimersByTimeAsync(999);
    expect(store.ui.successMessage).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.ui.successMessage?.kind).toBe('added');
    await vi.advanceTimersByTimeAsync(2999);
    expect(store.ui.successMessage).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.ui.successMessage).toBeNull();
  });

  it('a failed add takes the item back out, shows the reason and can be retried', async () => {
    const { store, shop } = shopStore();
    shop.failNext(new CartApiError('That sheet set is sold out.'));
    store.cart.setPendingItem(pendingFor(premiumKing));
    expect(await store.cart.addPendingItem()).toBe(false);
    expect(store.cart.items).toHaveLength(0);
    expect(store.cart.errorMessage).toBe('That sheet set is sold out.');
    expect(await store.cart.retry()).toBe(true);
    expect(store.cart.errorMessage).toBeNull();
    expect(store.cart.items.map((item) => item.variantId)).toEqual([premiumKing.id]);
  });
});

describe('cart: mirroring the shop', () => {
  it("the shop's cart becomes the items, with each line's premium packaging, keeping item numbers of lines already there", async () => {
    const { store, shop } = await storeWithLines(premiumKing, classicDouble);
    await store.cart.togglePremiumPackaging(store.cart.items[0]!);
    const numbers = store.cart.items.map((item) => item.itemNumber);
    shop.withLine(premiumQueen.id, 2, false);
    store.cart.applyShopCart(shop.cart());
    expect(store.cart.items.map((item) => [item.itemNumber, item.premiumPackaging, item.quantity])).toEqual([
      [numbers[0], false, 1],
      [numbers[1], true, 1],
      [3, false, 2],
    ]);
  });

  it('a shop line becomes an item with size slug, version, colour, depth, price and tables', async () => {
    const { store } = await storeWithLines(classicDouble);
    expect(getSnapshot(store.cart.items[0]!)).toMatchObject({
      size: 'double',
      version: 'classic',
      colour: 'sand',
      depth: '15-20 cm',
      price: 750,
      title: 'Double / 15-20 cm / Sand',
      quantity: 1,
      uid: 'session-1',
    });
    expect(store.cart.items[0]!.tables[0]).toMatchObject({ heading: 'Tailored Sheets', width: 138.5, length: 190 });
    expect(store.cart.items[0]!.label).toBe('1 x Classic Double');
    expect(store.cart.items[0]!.contentsText).toBe('Bottom sheet, top sheet & 2x pillow sheets. Mattress depth of 15-20 cm');
  });

  it('lines gone from the shop leave the cart; an empty answer empties it', async () => {
    const { store, shop } = await storeWithLines(premiumKing, classicDouble);
    shop.lines.shift();
    store.cart.applyShopCart(shop.cart());
    expect(store.cart.items.map((item) => item.variantId)).toEqual([classicDouble.id]);
    store.cart.applyShopCart(null);
    expect(store.cart.isEmpty).toBe(true);
    expect(store.cart.checkoutUrl).toBeNull();
  });

  it('counts the quantities and totals the lines', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    shop.withLine(classicDouble.id, 2);
    await store.cart.load();
    expect(store.cart.count).toBe(3);
    expect(store.cart.total).toBe(1050 + 2 * 750);
    expect(store.cart.items[1]!.priceText).toBe('$1500.00');
  });
});

describe('cart: editing an item', () => {
  it('changing the size keeps the depth and moves the line to that variant', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    expect(await store.cart.updateSize(store.cart.items[0]!, 'queen')).toBe(true);
    expect(store.cart.items.map((item) => [item.size, item.depth, item.variantId, item.itemNumber])).toEqual([['queen', '26-30 cm', premiumQueen.id, 1]]);
    expect(shop.lines.map((line) => line.variantId)).toEqual([premiumQueen.id]);
  });

  it('while the static catalogue is shown, size and depth changes wait for the shop', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    store.catalog.setEntries(staticSizeEntries(), 'static');
    expect(await store.cart.updateSize(store.cart.items[0]!, 'queen')).toBe(false);
    expect(await store.cart.updateDepth(store.cart.items[0]!, '31-35')).toBe(false);
    expect(shop.calls).toEqual([]);
    expect(store.cart.items[0]!.variantId).toBe(premiumKing.id);
  });

  it('changing the depth moves the line; a sold-out depth is refused', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    expect(await store.cart.updateDepth(store.cart.items[0]!, '36-40')).toBe(false);
    expect(shop.calls).toEqual([]);
    expect(await store.cart.updateDepth(store.cart.items[0]!, '31-35')).toBe(true);
    expect(store.cart.items[0]!.depth).toBe('31-35 cm');
  });

  it("size and depth applied together move the line once, keep the item's key, and say 'Successfully updated your cart' with the new variant", async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    const key = store.cart.items[0]!.key;
    expect(await store.cart.applySizeAndDepth(store.cart.items[0]!, 'queen', '31-35')).toBe(true);
    const item = store.cart.items[0]!;
    expect([item.size, item.depth, item.key]).toEqual(['queen', '31-35 cm', key]);
    expect(shop.lines.map((line) => line.variantId)).toEqual([item.variantId]);
    expect([store.ui.successMessage?.kind, store.ui.successMessage?.detail]).toEqual(['quantity', 'Queen / 31-35 cm / White']);
  });

  it('size and depth applied together are refused, unsent and unannounced, when that variant is sold out', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    expect(await store.cart.applySizeAndDepth(store.cart.items[0]!, 'king', '36-40')).toBe(false);
    expect(shop.calls).toEqual([]);
    expect(store.ui.successMessage).toBeNull();
  });
});

describe('cart: premium packaging', () => {
  it('is on by default; toggling it changes the line in the shop, so it comes back after a reload', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    const item = () => store.cart.items[0]!;
    const lineId = item().lineId;
    expect([item().premiumPackaging, item().premiumPackagingText]).toEqual([true, 'Yes']);
    expect(await store.cart.togglePremiumPackaging(item())).toBe(true);
    expect([item().premiumPackaging, item().premiumPackagingText]).toEqual([false, 'No']);
    expect(shop.calls).toEqual([`packaging ${lineId} off`]);
    const reloaded = shopStore({ cart: { sessionId: 'session-2' } }, { env: { cartApi: shop } });
    await reloaded.store.cart.load();
    expect(reloaded.store.cart.items[0]!.premiumPackaging).toBe(false);
  });

  it('shows the change at once, and returns to what the shop holds when the change fails', async () => {
    const { store, shop } = await storeWithLines(premiumKing);
    shop.failNext();
    const toggled = store.cart.togglePremiumPackaging(store.cart.items[0]!, false);
    expect(store.cart.items[0]!.premiumPackaging).toBe(false);
    expect(await toggled).toBe(false);
    expect(store.cart.items[0]!.premiumPackaging).toBe(true);
    expect(store.cart.errorMessage).toBe('The shop is not answering right now.');
  });

  it('is refused for a line the shop has not confirmed yet', async () => {
    const { store, shop } = shopStore();
    store.cart.setPendingItem(pendingFor(premiumKing));
    void store.cart.addPendingItem();
    expect(await store.cart.togglePremiumPackaging(store.cart.items[0]!, false)).toBe(false);
    expect(shop.calls).toEqual([`add ${premiumKing.id}×1`]);
  });

  it("step 3's choice goes with the set to the cart", async () => {
    const { store, shop } = onStep3();
    store.buyFlow.choosePremiumPackaging(false);
    expect(await store.buyFlow.addToCart()).toBe(true);
    expect(shop.calls).toEqual([`add ${premiumKing.id}×1 plain`]);
    expect(shop.lines.map((line) => line.premiumPackaging)).toEqual([false]);
    expect(store.cart.items.map((item) => [item.variantId, item.premiumPackaging])).toEqual([[premiumKing.id, false]]);
  });

  it('the same set in its slot with other packaging changes the line, not a new one', async () => {
    const { store, shop } = shopStore({ cart: { sessionId: 'session-1' } });
    store.cart.setPendingItem(pendingFor(premiumKing));
    await store.cart.addPendingItem();
    const lineId = store.cart.items[0]!.lineId!;
    store.cart.setPendingItem(pendingFor(premiumKing, { uid: 'session-1', itemNumber: 1, premiumPackaging: false }));
    await store.cart.addPendingItem();
    expect(shop.calls.slice(1)).toEqual([`packaging ${lineId} off`]);
    expect(store.cart.items.map((item) => [item.lineId, item.premiumPackaging])).toEqual([[lineId, false]]);
  });

  it('other packaging and another quantity for the same set change the line in one shop call', async () => {
    const { store, shop } = shopStore({ cart: { sessionId: 'session-1' } });
    store.cart.setPendingItem(pendingFor(premiumKing));
    await store.cart.addPendingItem();
    const lineId = store.cart.items[0]!.lineId!;
    store.cart.setPendingItem(pendingFor(premiumKing, { uid: 'session-1', itemNumber: 1, premiumPackaging: false, quantity: 2 }));
    await store.cart.addPendingItem();
    expect(shop.calls.slice(1)).toEqual([`packaging ${lineId} off, quantity ${lineId} 2`]);
    expect(store.cart.items.map((item) => [item.lineId, item.premiumPackaging, item.quantity])).toEqual([[lineId, false, 2]]);
  });
});
