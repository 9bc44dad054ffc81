import { describe, expect, it } from 'vitest';
import { staticSizeEntries, isStaticVariantId } from '../../shop-rules/static-catalog.ts';
import { shopStore } from './support/shop-store.ts';

/** A new-version flow on the static catalogue (the shop could not be reached). */
function onStaticCatalog() {
  const setup = shopStore({ buyFlow: { currentStep: 1 } }, { withCatalog: false });
  setup.store.catalog.setEntries(staticSizeEntries(), 'static');
  return setup;
}

describe('catalog: where it came from', () => {
  it("ordering goes ahead on the shop's catalogue", () => {
    const { store } = shopStore();
    expect(store.catalog.source).toBe('shop');
    expect(store.catalog.orderingPaused).toBe(false);
  });

  it('ordering waits on the static catalogue; the shopper still chooses size, colour and depth', () => {
    const { store } = onStaticCatalog();
    const flow = store.buyFlow;
    expect(store.catalog.orderingPaused).toBe(true);
    expect(flow.chooseSize('king')).toBe(true);
    expect(flow.next()).toBe(true);
    expect(flow.availableColours).toEqual(['white', 'sand', 'mist']);
    expect(flow.chooseColour('sand')).toBe(true);
    expect(flow.chooseDepth('31-35')).toBe(true);
    expect(flow.next()).toBe(true);
    expect(flow.currentStep).toBe(3);
    expect(flow.urlQuery).toMatchObject({ version: null, size: 'king', colour: 'sand', depth: '31-35' });
    expect(flow.selectedVariant?.price.amount).toBe('1050.00');
    expect(isStaticVariantId(flow.filters.variant!)).toBe(true);
  });

  it('shop products given again end the wait', () => {
    const { store } = onStaticCatalog();
    store.catalog.setEntries(store.catalog.entries);
    expect(store.catalog.orderingPaused).toBe(false);
  });
});
