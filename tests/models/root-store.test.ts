import { getSnapshot } from 'mobx-state-tree';
import { describe, expect, it } from 'vitest';
import { CartApiError } from '../../models/cart-api.ts';
import { CartStore } from '../../models/cart-store.ts';
import { createRootStore } from '../../models/root-store.ts';
import { demoProducts } from '../shop-rules/support/demo-products.ts';
import { pendingFor, premiumKing } from './support/cart-fixtures.ts';
import { FakeShop } from './support/fake-shop.ts';
import { shopStore } from './support/shop-store.ts';

const line = (lineId: string, price: number, quantity: number, itemNumber: number) => ({
  lineId,
  variantId: `gid://shopify/ProductVariant/${lineId}`,
  title: 'Queen / 26-30 cm / White',
  size: 'queen',
  depth: '26-30 cm',
  price,
  quantity,
  itemNumber,
});

describe('root store', () => {
  it('starts empty with the spec defaults: new app version at step 0, nothing open', () => {
    const store = createRootStore();
    expect(store.cart.count).toBe(0);
    expect(store.cart.isEmpty).toBe(true);
    expect(store.buyFlow.appVersion).toBe('new');
    expect(store.buyFlow.currentStep).toBe(0);
    expect(store.ui.scrollLocked).toBe(false);
    expect(store.catalog.isLoaded).toBe(false);
  });

  it('a cart item defaults to classic, white, quantity 1, premium packaging and white as its colours', () => {
    const store = createRootStore({ cart: { items: [{ ...line('1', 850, 1, 1), quantity: undefined }] } });
    expect(store.cart.items[0]).toMatchObject({ version: 'classic', colour: 'white', quantity: 1, premiumPackaging: true });
    expect([...store.cart.items[0]!.availableColours]).toEqual(['white']);
  });

  it('counts items and totals the cart', () => {
    const store = createRootStore({ cart: { items: [line('1', 850, 2, 1), line('2', 1050, 1, 2)] } });
    expect(store.cart.count).toBe(3);
    expect(store.cart.total).toBe(2750);
  });

  it('rebuilds in the browser from the snapshot the server rendered with', () => {
    const server = createRootStore({
      cart: { items: [line('1', 950, 1, 1)], sessionId: 's1', checkoutUrl: 'https://shop.test/checkouts/c1' },
      buyFlow: { appVersion: 'old', currentStep: 2, filters: { size: 'queen', depth: null, variant: null } },
      ui: { infoPanel: 'size' },
    });
    server.catalog.setProducts(demoProducts());
    const serialised = JSON.stringify(getSnapshot(server));
    const browser = createRootStore(JSON.parse(serialised));
    expect(getSnapshot(browser)).toEqual(getSnapshot(server));
    expect(JSON.stringify(getSnapshot(browser))).toBe(serialised);
    expect(browser.buyFlow.sizeVariants).toHaveLength(15);
  });

  it('the buy flow stays within the steps of its app version', () => {
    const store = createRootStore({ buyFlow: { appVersion: 'old', currentStep: 1 } });
    store.buyFlow.goToStep(0);
    expect(store.buyFlow.currentStep).toBe(1);
    store.buyFlow.goToStep(9);
    expect(store.buyFlow.currentStep).toBe(4);
  });

  it('resetting the buy flow returns to the first step with nothing chosen', () => {
    const store = createRootStore({ buyFlow: { currentStep: 3, filters: { size: 'king', depth: '26-30', variant: '123' }, sizeError: true } });
    store.buyFlow.reset();
    expect(store.buyFlow.currentStep).toBe(0);
    expect(getSnapshot(store.buyFlow.filters)).toEqual({ size: null, depth: null, variant: null });
    expect(store.buyFlow.sizeError).toBe(false);
    store.buyFlow.reset(1);
    expect(store.buyFlow.currentStep).toBe(1);
  });

  it('page scroll locks while the menu, the cart or an info panel is open', () => {
    const store = createRootStore();
    store.ui.toggleMenu();
    expect(store.ui.scrollLocked).toBe(true);
    store.ui.toggleMenu();
    store.ui.openInfoPanel('shipping');
    expect(store.ui.scrollLocked).toBe(true);
    store.ui.openInfoPanel(null);
    expect(store.ui.scrollLocked).toBe(false);
  });

  it("the cart's part of the page is its state alone: a failed change and its Retry stay with the store that saw them", async () => {
    const { store, shop } = shopStore({ cart: { sessionId: 's1' } });
    shop.failNext(new CartApiError('The shop is not answering right now.'));
    store.cart.setPendingItem(pendingFor(premiumKing));
    expect(await store.cart.addPendingItem()).toBe(false);
    expect(store.cart.canRetry).toBe(true);
    const snapshot = getSnapshot(store.cart);
    expect(Object.keys(snapshot).sort()).toEqual([
      'checkoutUrl',
      'discountAmount',
      'discountCodes',
      'errorMessage',
      'itemCounter',
      'items',
      'pendingDelete',
      'pendingItem',
      'promoError',
      'sessionId',
    ]);
    const browser = createRootStore(JSON.parse(JSON.stringify(getSnapshot(store))));
    expect(browser.cart.errorMessage).toBe('The shop is not answering right now.');
    expect(browser.cart.canRetry).toBe(false);
    expect(browser.cart.isSyncing).toBe(false);
  });

  it('a cart made on its own, outside the root, still changes the shop; there is no confirmation to close or message to show', async () => {
    const shop = new FakeShop();
    shop.withLine(premiumKing.id);
    const cart = CartStore.create({}, { cartApi: shop, trackRequest: (request: Promise<unknown>) => request });
    await cart.load();
    cart.requestDelete(cart.items[0]!);
    expect(await cart.confirmDelete()).toBe(true);
    expect(cart.isEmpty).toBe(true);
    expect(shop.lines).toEqual([]);
  });

  it('without an environment (a server render) the cart has nothing to call and loads as empty', async () => {
    const store = createRootStore();
    expect(await store.cart.load()).toBe(true);
    expect(store.cart.isEmpty).toBe(true);
  });
});
