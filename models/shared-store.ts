// One root store per page load in the browser, shared by every React root of the page (each island hydrates on
// its own): built from the server's snapshot the first time any root asks for it (the shopper's intent), so a
// page whose islands only read the snapshot never downloads mobx-state-tree. Roots subscribe and re-render with
// the live store once it exists.
import type { RootStoreInstance, RootStoreSnapshot } from './root-store.ts';
import type { ShopEnv } from './shop-env.ts';
import type { StoreAccess } from './store-context.tsx';

export type SharedStore = {
  readonly snapshot: RootStoreSnapshot;
  /** The live store, or null until it has been loaded. */
  current: () => RootStoreInstance | null;
  load: () => Promise<RootStoreInstance>;
  subscribe: (listener: () => void) => () => void;
};

type SharedStoreOptions = {
  /** What the store reaches the outside world with (models/shop-env.ts); the browser's defaults fill the rest. */
  env?: Partial<ShopEnv>;
  /** Runs once, when the store has been built (to remember the cart's count, say). */
  onCreated?: (store: RootStoreInstance) => void;
};

export function createSharedStore(snapshot: RootStoreSnapshot, { env = {}, onCreated }: SharedStoreOptions = {}): SharedStore {
  let store: RootStoreInstance | null = null;
  let loading: Promise<RootStoreInstance> | null = null;
  const listeners = new Set<() => void>();
  return {
    snapshot,
    current: () => store,
    load() {
      loading ??= import('./root-store.ts').then(({ createRootStore }) => {
        store = createRootStore(snapshot, env);
        onCreated?.(store);
        for (const listener of listeners) listener();
        return store;
      });
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store access a root provides (models/store-context.tsx) for a shared store. */
export function storeAccessOf(shared: SharedStore): StoreAccess {
  return { snapshot: shared.snapshot, store: shared.current(), load: shared.load };
}
