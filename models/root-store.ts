// The per-request store: built on the server, serialised with the page, rebuilt from the same snapshot
// in the browser (renderer/+Wrapper.tsx), so both sides render the same markup. Side effects reach the
// outside world only through the environment (models/shop-env.ts), which tests replace with fakes. The stores reach
// each other through the root's properties (store-root.ts); each says what it needs as a Root type, held below.
import { type Instance, type SnapshotIn, type SnapshotOut, types } from 'mobx-state-tree';
import { BuyFlowStore, type BuyFlowRoot } from './buy-flow-store.ts';
import { CartStore, type CartRoot } from './cart-store.ts';
import { CatalogStore } from './catalog-store.ts';
import type { ShopEnv } from './shop-env.ts';
import { UiStore, type UiRoot } from './ui-store.ts';

export const RootStore = types.model('RootStore', {
  cart: types.optional(CartStore, {}),
  buyFlow: types.optional(BuyFlowStore, {}),
  ui: types.optional(UiStore, {}),
  catalog: types.optional(CatalogStore, {}),
});

/** Compiles only while the root gives every store what its Root type asks for. */
type Provides<Root extends Needed, Needed> = Root;

export type RootStoreInstance = Provides<Instance<typeof RootStore>, CartRoot & BuyFlowRoot & UiRoot>;
export type RootStoreSnapshot = SnapshotOut<typeof RootStore>;
export type RootStoreSnapshotIn = SnapshotIn<typeof RootStore>;

/** Anything left out of `env` gets browser behaviour (or nothing, on the server): see defaultShopEnv(). */
export function createRootStore(snapshot: RootStoreSnapshotIn = {}, env: Partial<ShopEnv> = {}): RootStoreInstance {
  return RootStore.create(snapshot, env);
}
