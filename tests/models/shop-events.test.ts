// The shop events the stores tell analytics (Shopify's names, the brand's buy_step_reached): what the shop
// confirmed in the cart, the cart modal opened, the step the flow reached, leaving for checkout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_DECLINED } from '../../content/analytics/consent-rules.ts';
import { checkBatch } from '../../content/analytics/event-batch.ts';
import { cartChangeEvents, lineCounts } from '../../models/cart-events.ts';
import { classicDouble, pendingFor, premiumKing, premiumQueen, storeWithLines } from './support/cart-fixtures.ts';
import { onStep3 } from './support/buy-flow-fixtures.ts';
import { shopStore } from './support/shop-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cart changes as events', () => {
  it('a set added is product_added_to_cart with its variant and quantity, once the shop has it', async () => {
    const { store, tracked } = await storeWithLines();
    store.cart.setPendingItem(pendingFor(premiumKing, { quantity: 2 }));
    const adding = store.cart.addPendingItem();
    expect(tracked).toEqual([]);
    expect(await adding).toBe(true);
    expect(tracked).toEqual([{ name: 'product_added_to_cart', variantId: premiumKing.id, quantity: 2 }]);
  });

  it('loading the cart tells nothing: the shopper changed nothing', async () => {
    const { tracked } = await storeWithLines(premiumKing, classicDouble);
    expect(tracked).toEqual([]);
  });

  it('a quantity lowered is product_removed_from_cart with the difference; a line deleted, with all of it', async () => {
    const { store, tracked } = await storeWithLines(premiumKing, classicDouble);
    store.cart.updateQuantity(store.cart.items[0]!, 3);
    await vi.advanceTimersByTimeAsync(300);
    store.cart.updateQuantity(store.cart.items[0]!, 1);
    await vi.advanceTimersByTimeAsync(300);
    store.cart.updateQuantity(store.cart.items[1]!, 0);
    await vi.advanceTimersByTimeAsync(300);
    expect(tracked).toEqual([
      { name: 'product_added_to_cart', variantId: premiumKing.id, quantity: 2 },
      { name: 'product_removed_from_cart', variantId: premiumKing.id, quantity: 2 },
      { name: 'product_removed_from_cart', variantId: classicDouble.id, quantity: 1 },
    ]);
  });

  it('a new size is the old variant removed and the new one added; packaging alone tells nothing', async () => {
    const { store, tracked } = await storeWithLines(premiumKing);
    await store.cart.togglePremiumPackaging(store.cart.items[0]!, false);
    expect(tracked).toEqual([]);
    expect(await store.cart.updateSize(store.cart.items[0]!, 'queen')).toBe(true);
    expect(tracked).toEqual([
      { name: 'product_added_to_cart', variantId: premiumQueen.id, quantity: 1 },
      { name: 'product_removed_from_cart', variantId: premiumKing.id, quantity: 1 },
    ]);
  });

  it('a refused change tells nothing', async () => {
    const { store, shop, tracked } = await storeWithLines(premiumKing);
    shop.failNext();
    store.cart.updateQuantity(store.cart.items[0]!, 2);
    await vi.advanceTimersByTimeAsync(300);
    expect(store.cart.errorMessage).not.toBeNull();
    expect(tracked).toEqual([]);
  });

  it('counts by variant across lines, and never tells a variant id that is not a shop variant', () => {
    const a = 'gid://shopify/ProductVariant/11';
    const before = lineCounts([{ variantId: a, quantity: 1 }]);
    const after = lineCounts([
      { variantId: a, quantity: 1 },
      { variantId: a, quantity: 2 },
      { variantId: 'static-king-premium', quantity: 1 },
    ]);
    expect(cartChangeEvents(before, after)).toEqual([{ name: 'product_added_to_cart', variantId: a, quantity: 2 }]);
    expect(cartChangeEvents(after, new Map())).toEqual([{ name: 'product_removed_from_cart', variantId: a, quantity: 3 }]);
  });

  it('what the cart tells passes the schema the server checks with', async () => {
    const { store, tracked } = await storeWithLines(classicDouble);
    store.cart.setPendingItem(pendingFor(premiumKing));
    await store.cart.addPendingItem();
    store.cart.updateQuantity(store.cart.items[0]!, 0);
    await vi.advanceTimersByTimeAsync(300);
    store.ui.setCartOpen(true);
    expect(tracked.map((event) => event.name)).toEqual(['product_added_to_cart', 'product_removed_from_cart', 'cart_viewed']);
    const envelope = { path: '/buy', referrer: null, campaign: {}, consent: ALL_DECLINED };
    expect(checkBatch({ events: tracked.map((event) => ({ ...event, ...envelope })) }, 100)).toMatchObject({ ok: true });
  });
});

describe('the cart modal and checkout as events', () => {
  it('opening the cart modal is cart_viewed with how many lines it shows, once per opening', async () => {
    const { store, tracked } = await storeWithLines(premiumKing, classicDouble);
    store.ui.setCartOpen(true);
    store.ui.setCartOpen(true);
    store.ui.setCartOpen(false);
    store.ui.setOpen('cart', true);
    expect(tracked).toEqual([
      { name: 'cart_viewed', lines: 2 },
      { name: 'cart_viewed', lines: 2 },
    ]);
  });

  it('the cart modal opened before the cart has loaded tells the lines the shop then answers', async () => {
    const { store, shop, tracked } = shopStore({ cart: { sessionId: 'session-1' } });
    shop.withLine(premiumKing.id);
    shop.withLine(classicDouble.id);
    store.ui.setCartOpen(true);
    expect(tracked).toEqual([]);
    await store.cart.load();
    expect(tracked).toEqual([{ name: 'cart_viewed', lines: 2 }]);
  });

  it("the cart modal's Checkout is checkout_started from the cart modal", async () => {
    const { store, tracked } = await storeWithLines(premiumKing);
    store.cart.leaveForCheckout();
    expect(tracked).toEqual([{ name: 'checkout_started', from: 'cart-modal' }]);
  });

  it("step 3's Checkout is checkout_started from step 3, told once however often it is pressed", () => {
    const setup = onStep3();
    setup.tracked.length = 0;
    setup.store.buyFlow.next();
    setup.store.buyFlow.next();
    expect(setup.tracked).toEqual([{ name: 'checkout_started', from: 'buy-step-3' }]);
  });
});

describe('buy-flow steps as events', () => {
  it('each step the shopper moves to is buy_step_reached with the app version; the product step is also product_viewed', () => {
    const { store, tracked } = shopStore();
    store.buyFlow.openFromUrl('');
    store.buyFlow.next();
    store.buyFlow.chooseSize('king');
    store.buyFlow.next();
    store.buyFlow.back();
    expect(tracked).toEqual([
      { name: 'buy_step_reached', step: 0, appVersion: 'new' },
      { name: 'product_viewed', version: 'premium' },
      { name: 'buy_step_reached', step: 1, appVersion: 'new' },
      { name: 'buy_step_reached', step: 2, appVersion: 'new' },
      { name: 'buy_step_reached', step: 1, appVersion: 'new' },
    ]);
  });

  it('an address opening the flow further on tells only the step it opens on, not the steps passed', () => {
    const { store, tracked } = shopStore();
    store.buyFlow.openFromUrl('app=old&size=queen&depth=26-30&step=3');
    expect(store.buyFlow.currentStep).toBe(3);
    expect(tracked).toEqual([{ name: 'buy_step_reached', step: 3, appVersion: 'old' }]);
  });

  it('V1.0 / V1.1 toggled is the other version reaching its product step, which shows the classic set', () => {
    const { store, tracked } = shopStore();
    store.buyFlow.openFromUrl('');
    tracked.length = 0;
    store.buyFlow.toggleVersion();
    expect(tracked).toEqual([
      { name: 'buy_step_reached', step: 1, appVersion: 'old' },
      { name: 'product_viewed', version: 'classic' },
    ]);
  });

  it('a content page moving its store to the visit’s other version tells no step: the shopper is not in the flow', () => {
    const { store, tracked } = shopStore();
    store.buyFlow.startOver('old');
    expect(store.buyFlow.currentStep).toBe(1);
    expect(tracked).toEqual([]);
  });
});
