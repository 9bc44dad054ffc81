// The per-request store: built on the server, serialised with the page, rebuilt from the same snapshot
// in the browser (renderer/+Wrapper.tsx), so both sides render the same markup.
import { type Instance, type SnapshotIn, type SnapshotOut, types } from 'mobx-state-tree';
import { BuyFlowStore } from './buy-flow-store.ts';
import { CartStore } from './cart-store.ts';
import { UiStore } from './ui-store.ts';

export const RootStore = types.model('RootStore', {
  cart: types.optional(CartStore, {}),
  buyFlow: types.optional(BuyFlowStore, {}),
  ui: types.optional(UiStore, {}),
});

export type RootStoreInstance = Instance<typeof RootStore>;
export type RootStoreSnapshot = SnapshotOut<typeof RootStore>;

export function createRootStore(snapshot: SnapshotIn<typeof RootStore> = {}): RootStoreInstance {
  return RootStore.create(snapshot);
}
