// The shopper's choices in the purchase flow (models/buy-selection.ts) and the chosen set going into the cart.
import { getSnapshot } from 'mobx-state-tree';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoVariantFor } from '../shop-rules/support/demo-products.ts';
import { CLASSIC_IMAGE, PREMIUM_IMAGE, onStep2, onStep3 } from './support/buy-flow-fixtures.ts';
import { shopStore } from './support/shop-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('buy flow: choices', () => {
  it('the product shown by default is the second size group (queen, premium)', () => {
    const { store } = shopStore();
    expect(store.buyFlow.productEntry?.slug).toBe('queen');
    expect(store.buyFlow.chosenVersion).toBe('premium');
    expect(store.buyFlow.previewImage).toEqual(PREMIUM_IMAGE);
  });

  it('choosing a size clears the depth and the size error, shows that size and filters the variants by it', () => {
    const { store } = onStep3();
    store.buyFlow.goToStep(1);
    store.buyFlow.next();
    store.buyFlow.chooseSize('double');
    expect(getSnapshot(store.buyFlow.filters)).toEqual({ size: 'double', depth: null, variant: null });
    expect(store.buyFlow.sizeError).toBe(false);
    expect(store.buyFlow.productEntry?.slug).toBe('double');
    expect(store.buyFlow.sizeVariants).toHaveLength(15);
    expect(store.buyFlow.sizeVariants.every((variant) => variant.size === 'Double' && variant.version === 'premium')).toBe(true);
  });

  it('choosing an available depth stores the variant id, the last segment of its gid', () => {
    const { store } = onStep2();
    store.buyFlow.next();
    expect(store.buyFlow.chooseDepth('26-30 cm')).toBe(true);
    expect(store.buyFlow.filters.depth).toBe('26-30');
    expect(store.buyFlow.filters.variant).toBe('4101331');
    expect(store.buyFlow.depthError).toBe(false);
    expect(store.buyFlow.selectedVariant).toMatchObject({
      id: 'gid://shopify/ProductVariant/4101331',
      version: 'premium',
      size: 'King',
      depthBand: '26-30',
      colourKey: 'white',
    });
  });

  it('a sold-out depth cannot be chosen', () => {
    const { store } = onStep2();
    expect(store.buyFlow.depthTiles[4]).toMatchObject({ label: '36-40 cm', soldOutLabel: 'SOLD OUT', availableForSale: false });
    expect(store.buyFlow.chooseDepth('36-40')).toBe(false);
    expect(store.buyFlow.filters.depth).toBeNull();
  });

  it('a depth cannot be chosen before a size', () => {
    const { store } = shopStore({ buyFlow: { currentStep: 2 } });
    expect(store.buyFlow.chooseDepth('26-30')).toBe(false);
  });

  it('a size sold out in the chosen version cannot be chosen (classic super king)', () => {
    const { store } = shopStore({ buyFlow: { appVersion: 'old', currentStep: 1 } });
    expect(store.buyFlow.isSizeSoldOut('super-king')).toBe(true);
    expect(store.buyFlow.chooseSize('super-king')).toBe(false);
    expect(store.buyFlow.chooseSize('not-a-size')).toBe(false);
    expect(store.buyFlow.filters.size).toBeNull();
  });

  it('another colour keeps the depth when that colour can be bought, with its own variant', () => {
    const { store } = onStep2();
    store.buyFlow.chooseDepth('26-30');
    store.buyFlow.chooseColour('Mist');
    expect(store.buyFlow.colour).toBe('mist');
    expect(store.buyFlow.filters.variant).toBe('4101333');
  });

  it('switching to classic drops a depth classic cannot sell', () => {
    const { store } = shopStore({ buyFlow: { currentStep: 1 } });
    store.buyFlow.chooseSize('super-king');
    store.buyFlow.chooseDepth('26-30');
    expect(store.buyFlow.chooseVersion('classic')).toBe(true);
    expect(store.buyFlow.filters.depth).toBeNull();
    expect(store.buyFlow.previewImage).toEqual(CLASSIC_IMAGE);
  });

  it('the old version offers classic only', () => {
    const { store } = shopStore({ buyFlow: { appVersion: 'old', currentStep: 1 } });
    expect(store.buyFlow.offeredVersions).toEqual(['classic']);
    expect(store.buyFlow.chooseVersion('premium')).toBe(false);
    expect(store.buyFlow.chosenVersion).toBe('classic');
  });

  it('product size section: new version opens on the premium tab with king active; old on classic with tabs disabled', () => {
    expect(shopStore().store.buyFlow.productSizeDefaults).toEqual({ tab: 'premium', activeSize: 'king', tabsEnabled: true });
    expect(shopStore({ buyFlow: { appVersion: 'old', currentStep: 1 } }).store.buyFlow.productSizeDefaults).toEqual({
      tab: 'classic',
      activeSize: null,
      tabsEnabled: false,
    });
  });

  it('the details list summarises product, size, colour and depth', () => {
    const { store } = onStep3();
    expect(store.buyFlow.detailsList.map(({ label, description }) => [label, description])).toEqual([
      ['Product', 'Premium, 600 thread count'],
      ['Size', 'King'],
      ['Colour', 'White'],
      ['Depth', '26-30 cm'],
    ]);
    expect(store.buyFlow.detailsList[0]?.image).toEqual(PREMIUM_IMAGE);
  });
});

describe('buy flow: into the cart', () => {
  it('adding the chosen set puts it in the cart, next to what is already there, and opens the step 4 summary', async () => {
    const { store, shop } = onStep3();
    const classicDouble = demoVariantFor('Classic', 'Double', '15-20 cm');
    shop.withLine(classicDouble.id);
    await store.cart.load();
    expect(await store.buyFlow.addToCart()).toBe(true);
    expect(store.buyFlow.currentStep).toBe(4);
    expect(store.cart.items.map((item) => [item.variantId, item.version, item.size, item.colour, item.quantity, item.premiumPackaging])).toEqual([
      [classicDouble.id, 'classic', 'double', 'white', 1, true],
      ['gid://shopify/ProductVariant/4101331', 'premium', 'king', 'white', 1, true],
    ]);
    expect(store.cart.items[1]!.tables[0]).toMatchObject({ width: 183.5, length: 203 });
  });

  it('adding without a depth shows the depth error and stays', async () => {
    const { store } = onStep2();
    expect(await store.buyFlow.addToCart()).toBe(false);
    expect(store.buyFlow.depthError).toBe(true);
    expect(store.buyFlow.currentStep).toBe(2);
  });
});
