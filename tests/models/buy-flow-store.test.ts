import { destroy, getSnapshot } from 'mobx-state-tree';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoVariantFor } from '../shop-rules/support/demo-products.ts';
import { onStep2, onStep3 } from './support/buy-flow-fixtures.ts';
import { CHECKOUT_URL } from './support/fake-shop.ts';
import { shopStore } from './support/shop-store.ts';
import { buyHref, STEP_QUERY_PARAM } from '../../shop-rules/buy-url.ts';

/** The step the flow's /buy address carries (`?step=`), or null when it carries none. */
const stepInAddress = (store: ReturnType<typeof shopStore>['store']) =>
  new URL(buyHref(store.buyFlow.urlQuery), 'http://site.test').searchParams.get(STEP_QUERY_PARAM);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('buy flow: steps', () => {
  it('the new version starts at step 0 with the product chooser; the old one at step 1', () => {
    expect(shopStore().store.buyFlow.currentStep).toBe(0);
    const old = shopStore({ buyFlow: { appVersion: 'old', currentStep: 1 } }).store.buyFlow;
    expect(old.firstStep).toBe(1);
  });

  it('Next on step 0 goes to step 1', () => {
    const { store } = shopStore();
    expect(store.buyFlow.next()).toBe(true);
    expect(store.buyFlow.currentStep).toBe(1);
  });

  it("Next on step 1 without a size shows 'Please select a mattress size' and scrolls it into view", () => {
    const { store, scrollIntoView } = shopStore({ buyFlow: { currentStep: 1 } });
    expect(store.buyFlow.next()).toBe(false);
    expect(store.buyFlow.currentStep).toBe(1);
    expect(store.buyFlow.sizeErrorMessage).toBe('Please select a mattress size');
    expect(scrollIntoView).toHaveBeenCalledWith('buy-size-error');
  });

  it('Next on step 1 with a size goes to step 2, and the URL says ?step=2', () => {
    const { store } = onStep2();
    expect(store.buyFlow.currentStep).toBe(2);
    expect(stepInAddress(store)).toBe('2');
  });

  it("Next on step 2 without a depth shows 'Please select a mattress depth'", () => {
    const { store } = onStep2();
    expect(store.buyFlow.next()).toBe(false);
    expect(store.buyFlow.currentStep).toBe(2);
    expect(store.buyFlow.depthErrorMessage).toBe('Please select a mattress depth');
  });

  it('Next on step 2 with a depth goes to step 3, and the URL says ?step=3', () => {
    const { store } = onStep3();
    expect(store.buyFlow.currentStep).toBe(3);
    expect(stepInAddress(store)).toBe('3');
    expect(store.buyFlow.nextLabel).toBe('Checkout');
  });

  it('Checkout on step 3 goes, 100 ms later, to the checkout for the chosen variant × 1', async () => {
    const { store, navigate } = onStep3();
    expect(store.buyFlow.next()).toBe(true);
    await vi.advanceTimersByTimeAsync(99);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://shop.test/cart/4101331:1');
  });

  it('Checkout on step 3 carries the premium packaging choice made on step 3', async () => {
    const { store, navigate } = onStep3();
    store.buyFlow.choosePremiumPackaging(false);
    store.buyFlow.next();
    await vi.advanceTimersByTimeAsync(100);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://shop.test/cart/4101331:1?premiumPackaging=no');
  });

  it('Checkout on step 3 clicked twice still leaves once', async () => {
    const { store, navigate } = onStep3();
    store.buyFlow.next();
    store.buyFlow.next();
    await vi.advanceTimersByTimeAsync(100);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("Checkout on step 4 shows the loading overlay, goes to the cart's checkout 2 s later and hides the overlay after 10 s", async () => {
    const { store, shop, navigate } = shopStore({ buyFlow: { currentStep: 4 } });
    shop.withLine(demoVariantFor('Premium', 'King', '26-30 cm').id);
    await store.cart.load();
    expect(store.buyFlow.next()).toBe(true);
    expect(store.ui.loadingOverlay).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(CHECKOUT_URL);
    await vi.advanceTimersByTimeAsync(7999);
    expect(store.ui.loadingOverlay).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.ui.loadingOverlay).toBe(false);
  });

  it('Checkout on step 4 with an empty cart does nothing', async () => {
    const { store, navigate } = shopStore({ buyFlow: { currentStep: 4 } });
    expect(store.buyFlow.next()).toBe(false);
    expect(store.ui.loadingOverlay).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Back shows on steps 2 and 3 only and goes to the previous step', () => {
    const { store } = onStep3();
    expect(store.buyFlow.canGoBack).toBe(true);
    expect(store.buyFlow.back()).toBe(true);
    expect(store.buyFlow.currentStep).toBe(2);
    expect(store.buyFlow.back()).toBe(true);
    expect(store.buyFlow.currentStep).toBe(1);
    expect(store.buyFlow.canGoBack).toBe(false);
    expect(store.buyFlow.back()).toBe(false);
    store.buyFlow.goToStep(4);
    expect(store.buyFlow.back()).toBe(false);
  });

  it('the step counter reads Product, Details, Services, Checkout, with the current one active', () => {
    const { store } = onStep2();
    expect(store.buyFlow.steps.map(({ step, label, active, done }) => [step, label, active, done])).toEqual([
      [1, 'Product', false, true],
      [2, 'Details', true, false],
      [3, 'Services', false, false],
      [4, 'Checkout', false, false],
    ]);
  });

  it("'Add another product' on step 4 returns to step 0 in the new version", () => {
    const { store } = onStep3();
    store.buyFlow.goToStep(4);
    expect(store.buyFlow.addAnotherProduct()).toBe(true);
    expect(store.buyFlow.currentStep).toBe(0);
  });

  it("'Add another product' on step 4 returns to step 1 with the depth cleared in the old version", () => {
    const { store } = shopStore({ buyFlow: { appVersion: 'old', currentStep: 1 } });
    store.buyFlow.chooseSize('queen');
    store.buyFlow.chooseDepth('21-25');
    store.buyFlow.goToStep(4);
    store.buyFlow.addAnotherProduct();
    expect(store.buyFlow.currentStep).toBe(1);
    expect(getSnapshot(store.buyFlow.filters)).toEqual({ size: 'queen', depth: null, variant: null });
  });

  it('summary tiles open for editing one at a time', () => {
    const { store } = shopStore({ buyFlow: { currentStep: 4 } });
    store.buyFlow.toggleSummaryTile(0);
    expect(store.buyFlow.editSummaryProduct).toBe(0);
    store.buyFlow.toggleSummaryTile(1);
    expect(store.buyFlow.editSummaryProduct).toBe(1);
    store.buyFlow.toggleSummaryTile(1);
    expect(store.buyFlow.editSummaryProduct).toBeNull();
  });
});

describe('buy flow: version toggle', () => {
  it("'V1.0 / V1.1' switches to the old version: step 1, classic only, the second size group as product", () => {
    const { store } = onStep3();
    store.buyFlow.toggleVersion();
    expect(store.buyFlow.appVersion).toBe('old');
    expect(store.buyFlow.currentStep).toBe(1);
    expect(store.buyFlow.chosenVersion).toBe('classic');
    expect(store.buyFlow.productIndex).toBe(1);
    expect(store.buyFlow.productEntry?.slug).toBe('queen');
    expect(getSnapshot(store.buyFlow.filters)).toEqual({ size: null, depth: null, variant: null });
  });

  it("'V1.0 / V1.1' switches back to the new version at step 0, with premium and king chosen", () => {
    const { store } = shopStore({ buyFlow: { appVersion: 'old', currentStep: 2 } });
    store.buyFlow.toggleVersion();
    expect(store.buyFlow.appVersion).toBe('new');
    expect(store.buyFlow.currentStep).toBe(0);
    expect(store.buyFlow.chosenVersion).toBe('premium');
    expect(store.buyFlow.filters.size).toBe('king');
  });
});

describe('buy flow: URL', () => {
  it('?step=3 is restored when a size and depth are chosen', () => {
    const { store } = onStep3();
    store.buyFlow.goToStep(1);
    store.buyFlow.restoreFromUrl('?step=3');
    expect(store.buyFlow.currentStep).toBe(3);
  });

  it('?step=3 without a depth restores the furthest valid step, 2', () => {
    const { store } = onStep2();
    store.buyFlow.goToStep(1);
    store.buyFlow.restoreFromUrl(new URLSearchParams('step=3'));
    expect(store.buyFlow.currentStep).toBe(2);
  });

  it('?step=2 without a size stays on step 1', () => {
    const { store } = shopStore();
    store.buyFlow.restoreFromUrl('?step=2');
    expect(store.buyFlow.currentStep).toBe(1);
  });

  it('size, colour and depth in the query are applied by the same rules before the step', () => {
    const { store } = shopStore();
    store.buyFlow.restoreFromUrl('?size=king&colour=sand&depth=31-35&step=3');
    expect(store.buyFlow.currentStep).toBe(3);
    expect(store.buyFlow.filters.variant).toBe('4101342');
    store.buyFlow.restoreFromUrl('?size=king&depth=36-40&step=3');
    expect(store.buyFlow.currentStep).toBe(3);
    const soldOut = shopStore().store;
    soldOut.buyFlow.restoreFromUrl('?size=king&depth=36-40&step=3');
    expect(soldOut.buyFlow.currentStep).toBe(2);
  });

  it('a URL without a step leaves steps 2 and 3 for step 1 and steps 0, 1 and 4 as they are', () => {
    const { store } = onStep2();
    store.buyFlow.restoreFromUrl('');
    expect(store.buyFlow.currentStep).toBe(1);
    store.buyFlow.goToStep(4);
    store.buyFlow.restoreFromUrl('');
    expect(store.buyFlow.currentStep).toBe(4);
    expect(stepInAddress(store)).toBeNull();
  });
});

describe('buy flow: starting choices (spec §2: new version premium tab and king active by default)', () => {
  it('a shopper who accepts the defaults of the new version goes from step 1 straight to step 2 with premium king', () => {
    const { store } = shopStore();
    store.buyFlow.openFromUrl('stage=size');
    expect(store.buyFlow.filters.size).toBe('king');
    expect(store.buyFlow.next()).toBe(true);
    expect(store.buyFlow.currentStep).toBe(2);
    expect(store.buyFlow.sizeErrorMessage).toBeNull();
    expect(store.buyFlow.chosenVersion).toBe('premium');
  });

  it('the old version keeps its own rule: nothing chosen, so Next on step 1 asks for a size', () => {
    const { store } = shopStore();
    store.buyFlow.openFromUrl('app=old');
    expect(store.buyFlow.filters.size).toBeNull();
    expect(store.buyFlow.productEntry?.slug).toBe('queen');
    expect(store.buyFlow.next()).toBe(false);
    expect(store.buyFlow.sizeErrorMessage).toBe('Please select a mattress size');
  });

  it('a size in the address replaces the default one', () => {
    const { store } = shopStore();
    store.buyFlow.openFromUrl('stage=size&size=double');
    expect(store.buyFlow.filters.size).toBe('double');
  });

  it('starting a new purchase chooses king again in the new version', () => {
    const { store } = onStep3();
    store.buyFlow.chooseSize('double');
    store.buyFlow.reset();
    expect(store.buyFlow.currentStep).toBe(0);
    expect(store.buyFlow.filters.size).toBe('king');
  });
});

describe('buy flow: opening an address starts over from it', () => {
  it('choices the address does not name go back to their defaults (Back to an earlier step shows it as it was)', () => {
    const { store } = onStep3();
    store.buyFlow.chooseColour('sand');
    store.buyFlow.openFromUrl('app=new&stage=size&size=queen');
    expect(store.buyFlow.currentStep).toBe(1);
    expect(store.buyFlow.colour).toBe('white');
    expect(getSnapshot(store.buyFlow.filters)).toEqual({ size: 'queen', depth: null, variant: null });
  });

  it('a pending step 3 checkout is called off', async () => {
    const { store, navigate } = onStep3();
    store.buyFlow.next();
    store.buyFlow.openFromUrl('app=new&step=2&size=king');
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.buyFlow.currentStep).toBe(2);
  });

  it('a flow taken away before its checkout leaves (the store destroyed) sends the shopper nowhere', async () => {
    const { store, navigate } = onStep3();
    store.buyFlow.next();
    destroy(store);
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
