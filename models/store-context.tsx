// Access to the per-request store. On the server the store exists before rendering; in the browser it is
// rebuilt from the same snapshot, but mobx-state-tree is loaded after hydration (on idle, or at once when a
// component asks), so content pages do not pay for it on first load. Until then components render from
// the snapshot, which is what the server rendered with, so hydration matches.
import { createContext, useContext } from 'react';
import type { RootStoreInstance, RootStoreSnapshot } from './root-store.ts';

export type StoreAccess = {
  /** The snapshot the server rendered with. */
  snapshot: RootStoreSnapshot;
  /** The live store, or null while mobx-state-tree is still loading in the browser. */
  store: RootStoreInstance | null;
  /** Resolves with the live store, loading it if needed (call from event handlers). */
  load: () => Promise<RootStoreInstance>;
};

export const StoreContext = createContext<StoreAccess | null>(null);

export function useStoreAccess(): StoreAccess {
  const access = useContext(StoreContext);
  if (!access) throw new Error('useStoreAccess() needs the store provider from renderer/+Wrapper.tsx');
  return access;
}
