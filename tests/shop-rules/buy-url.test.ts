import { describe, expect, it } from 'vitest';
import { createRootStore } from '../../models/root-store.ts';
import { BUY_SIZE_STEP_HREF, BUY_SUMMARY_HREF, buyHref, parseBuyUrl, sizeTileHref, versionToggleHref } from '../../shop-rules/buy-url.ts';
import type { AppVersion } from '../../shop-rules/constants.ts';
import { groupSizeEntries } from '../../shop-rules/size-entries.ts';
import { demoProducts } from './support/demo-products.ts';

function storeAt(search: string, rememberedVersion: AppVersion | null = null) {
  const store = createRootStore({ catalog: { entries: groupSizeEntries(demoProducts()) } }, { navigate: () => {}, scrollIntoView: () => {} });
  store.buyFlow.openFromUrl(search, rememberedVersion);
  return store;
}

describe('the /buy URL', () => {
  it('restores step 2 with the size, version and depth of a shared link', () => {
    const store = storeAt('step=2&version=classic&size=queen&depth=26-30');
    expect(store.buyFlow.currentStep).toBe(2);
    expect(store.buyFlow.chosenVersion).toBe('classic');
    expect(store.buyFlow.filters).toMatchObject({ size: 'queen', depth: '26-30' });
  });

  it('a step the choices do not allow falls back and shows why', () => {
    const noSize = storeAt('app=old&step=2');
    expect(noSize.buyFlow.currentStep).toBe(1);
    expect(noSize.buyFlow.sizeErrorMessage).toBe('Please select a mattress size');
    const noDepth = storeAt('step=3&size=king');
    expect(noDepth.buyFlow.currentStep).toBe(2);
    expect(noDepth.buyFlow.depthErrorMessage).toBe('Please select a mattress depth');
  });

  it('a sold-out depth in the URL is not chosen', () => {
    const store = storeAt('step=3&version=premium&size=king&depth=36-40');
    expect(store.buyFlow.filters.depth).toBeNull();
    expect(store.buyFlow.currentStep).toBe(2);
  });

  it('steps 0, 1 and 4 travel as stage=…, never as step=N, and app=old selects V1.0', () => {
    expect(storeAt('stage=size').buyFlow.currentStep).toBe(1);
    expect(storeAt('stage=summary').buyFlow.currentStep).toBe(4);
    const old = storeAt('app=old');
    expect(old.buyFlow.appVersion).toBe('old');
    expect(old.buyFlow.currentStep).toBe(1);
    expect(buyHref(storeAt('stage=size&size=double').buyFlow.urlQuery)).toBe('/buy?stage=size&app=new&size=double');
    expect(buyHref(storeAt('').buyFlow.urlQuery)).toBe('/buy?app=new&size=king');
  });

  it('the written URL reads back to the same state', () => {
    const href = buyHref(storeAt('step=3&version=classic&size=double&colour=sand&depth=15-20').buyFlow.urlQuery);
    expect(href).toBe('/buy?step=3&app=new&version=classic&size=double&colour=sand&depth=15-20');
    const again = storeAt(href.split('?')[1] ?? '');
    expect(buyHref(again.buyFlow.urlQuery)).toBe(href);
  });

  it('a size tile of a content page opens step 2 of the new flow with its version and size', () => {
    expect(sizeTileHref('classic', 'queen')).toBe('/buy?step=2&version=classic&size=queen');
    const store = storeAt('step=2&version=classic&size=queen');
    expect(store.buyFlow.currentStep).toBe(2);
    expect(store.buyFlow.chosenVersion).toBe('classic');
  });

  it('the flow writes its version into every address it makes, so Back and a reload keep it', () => {
    expect(buyHref(storeAt('app=old&size=double').buyFlow.urlQuery)).toBe('/buy?app=old&size=double');
    expect(buyHref(storeAt('stage=product').buyFlow.urlQuery)).toBe('/buy?app=new&size=king');
  });

  it('an address without app= opens the version remembered for the visit; app= wins over it', () => {
    expect(storeAt('stage=summary', 'old').buyFlow).toMatchObject({ appVersion: 'old', currentStep: 4 });
    expect(storeAt('', 'old').buyFlow).toMatchObject({ appVersion: 'old', currentStep: 1 });
    expect(storeAt('app=new', 'old').buyFlow).toMatchObject({ appVersion: 'new', currentStep: 0 });
    expect(storeAt('app=old', 'new').buyFlow.appVersion).toBe('old');
    expect(storeAt('app=whatever').buyFlow.appVersion).toBe('new');
    expect(parseBuyUrl('app=whatever').app).toBeNull();
  });

  it("links into the flow from outside it (cart modal, size tiles) carry no app=, so they keep the shopper's version", () => {
    expect(BUY_SIZE_STEP_HREF).toBe('/buy?stage=size');
    expect(BUY_SUMMARY_HREF).toBe('/buy?stage=summary');
    expect(parseBuyUrl(BUY_SUMMARY_HREF.split('?')[1]!).app).toBeNull();
  });

  it("the 'V1.0 / V1.1' toggle names the version it switches to, the new one too, at its first step with nothing chosen", () => {
    const query = storeAt('step=2&version=classic&size=queen').buyFlow.urlQuery;
    expect(versionToggleHref(query, 'old')).toBe('/buy?app=old');
    expect(versionToggleHref(storeAt('app=old&size=queen').buyFlow.urlQuery, 'new')).toBe('/buy?app=new');
  });
});
