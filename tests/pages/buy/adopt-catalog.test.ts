import { describe, expect, it } from 'vitest';
import { adoptCatalog } from '../../../pages/buy/adopt-catalog.ts';
import { groupSizeEntries, variantNumber } from '../../../shop-rules/size-entries.ts';
import { staticSizeEntries } from '../../../shop-rules/static-catalog.ts';
import { shopStore } from '../../models/support/shop-store.ts';
import { demoProducts, demoVariantFor } from '../../shop-rules/support/demo-products.ts';

const shopEntries = groupSizeEntries(demoProducts());

/** A shopper who chose on the static catalogue: premium king, sand, the given depth, standing on step 3. */
function choseWhileShopAway(depth: string) {
  const setup = shopStore({ buyFlow: { currentStep: 1 } }, { withCatalog: false });
  const { store } = setup;
  store.catalog.setEntries(staticSizeEntries(), 'static');
  store.buyFlow.chooseSize('king');
  store.buyFlow.next();
  store.buyFlow.chooseColour('sand');
  store.buyFlow.chooseDepth(depth);
  store.buyFlow.next();
  return setup;
}

describe("the shop's catalogue arriving while the shopper is in the flow", () => {
  it("keeps every choice and the step; the chosen set becomes the shop's variant and ordering resumes", () => {
    const { store } = choseWhileShopAway('31-35');
    const before = store.buyFlow.urlQuery;
    adoptCatalog(store, shopEntries, 'shop');
    expect(store.catalog.orderingPaused).toBe(false);
    expect(store.buyFlow.urlQuery).toEqual(before);
    expect(store.buyFlow.currentStep).toBe(3);
    expect(store.buyFlow.filters.variant).toBe(variantNumber(demoVariantFor('Premium', 'King', '31-35 cm', 'Sand').id));
    expect(store.buyFlow.selectedVariant?.title).toBe('King / 31-35 cm / Sand');
  });

  it('a depth the shop has sold out since is cleared, and the shopper is back on step 2 being asked for one', () => {
    const { store } = choseWhileShopAway('36-40');
    adoptCatalog(store, shopEntries, 'shop');
    expect(store.buyFlow.filters).toMatchObject({ size: 'king', depth: null, variant: null });
    expect(store.buyFlow.colour).toBe('sand');
    expect(store.buyFlow.currentStep).toBe(2);
    expect(store.buyFlow.depthErrorMessage).toBe('Please select a mattress depth');
  });

  it('the static catalogue again changes nothing the shopper chose', () => {
    const { store } = choseWhileShopAway('26-30');
    const before = { query: store.buyFlow.urlQuery, variant: store.buyFlow.filters.variant };
    adoptCatalog(store, staticSizeEntries(), 'static');
    expect({ query: store.buyFlow.urlQuery, variant: store.buyFlow.filters.variant }).toEqual(before);
    expect(store.catalog.orderingPaused).toBe(true);
  });
});
