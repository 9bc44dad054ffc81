// The shopper's cart is loaded once per store: the cart host (every page) and the purchase flow's summary both
// wait on the same request.
import type { RootStoreInstance } from '../../models/root-store.ts';

const loads = new WeakMap<RootStoreInstance, Promise<boolean>>();

export function loadCartOnce(store: RootStoreInstance): Promise<boolean> {
  let load = loads.get(store);
  if (!load) {
    load = store.cart.load();
    loads.set(store, load);
  }
  return load;
}
