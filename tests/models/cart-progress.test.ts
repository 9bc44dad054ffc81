// Cart requests drive the page's progress bar through the store's environment (spec §7 "a loading indicator
// tied to requests", §4 progress bar timings).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../clients/storefront/reshape.ts';
import { requestTracker } from '../../models/page-progress.ts';
import { createProgressTracker, type ProgressTracker } from '../../models/progress-tracker.ts';
import { PROGRESS_BAR_THROTTLE_MS } from '../../shop-rules/constants.ts';
import { pendingFor, premiumKing } from './support/cart-fixtures.ts';
import { shopStore } from './support/shop-store.ts';

let tracker: ProgressTracker;
beforeEach(() => {
  vi.useFakeTimers();
  tracker = createProgressTracker();
});
afterEach(() => {
  vi.useRealTimers();
});

const trackedShopStore = () => shopStore({}, { env: { trackRequest: requestTracker(tracker) } });

/** Makes one cart call answer only after `ms`. */
function answerAfter<Args extends unknown[]>(call: (...args: Args) => Promise<Cart | null>, ms: number) {
  return (...args: Args) => new Promise<Cart | null>((resolve, reject) => setTimeout(() => call(...args).then(resolve, reject), ms));
}

describe('the progress bar during cart requests', () => {
  it('shows while a slow cart load is in flight and completes when the shop answers', async () => {
    const { store, shop } = trackedShopStore();
    shop.load = answerAfter(shop.load, 1000);
    const loaded = store.cart.load();
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS - 1);
    expect(tracker.getState().phase).toBe('hidden');
    await vi.advanceTimersByTimeAsync(1);
    expect(tracker.getState().phase).toBe('running');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await loaded).toBe(true);
    expect(tracker.getState().phase).toBe('finishing');
  });

  it('never shows for a cart change the shop confirms within the throttle', async () => {
    const { store } = trackedShopStore();
    store.cart.setPendingItem(pendingFor(premiumKing));
    expect(await store.cart.addPendingItem()).toBe(true);
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS * 2);
    expect(tracker.getState().phase).toBe('hidden');
  });

  it('turns to the failed state when the shop refuses a change, however quick', async () => {
    const { store, shop } = trackedShopStore();
    shop.failNext();
    store.cart.setPendingItem(pendingFor(premiumKing));
    expect(await store.cart.addPendingItem()).toBe(false);
    expect(tracker.getState().phase).toBe('failed');
    expect(store.cart.errorMessage).toBe('The shop is not answering right now.');
  });
});
