// What every island's React root is wrapped in, on the server and in the browser alike (so both render the
// same tree): the page context its components read (usePageContext, useData) and the store access. On the server
// that is the render's own store; in the browser the one store every root of the page shares.
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import type { SharedStore } from '../../models/shared-store.ts';
import { type StoreAccess, StoreContext } from '../../models/store-context.tsx';

type IslandFrameProps = {
  pageContext: PageContext;
  /** The store: the server render's access, or the page's shared store in the browser. */
  store: StoreAccess | SharedStore;
  /** Called once the root has hydrated (its children's effects have run), to replay what the shopper did meanwhile. */
  onHydrated?: () => void;
  children: ReactNode;
};

const isShared = (store: StoreAccess | SharedStore): store is SharedStore => 'subscribe' in store;
const unsubscribed = () => () => {};

function useStoreAccessOf(store: StoreAccess | SharedStore): StoreAccess {
  const shared = isShared(store) ? store : null;
  // Hydration renders with no live store (what the server's snapshot gave); a store already loaded by another
  // root then arrives in the render that follows.
  const live = useSyncExternalStore(
    shared?.subscribe ?? unsubscribed,
    () => shared?.current() ?? null,
    () => null,
  );
  return useMemo(() => (shared ? { snapshot: shared.snapshot, store: live, load: shared.load } : (store as StoreAccess)), [shared, store, live]);
}

export function IslandFrame({ pageContext, store, onHydrated, children }: IslandFrameProps) {
  const access = useStoreAccessOf(store);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <StoreContext.Provider value={access}>{children}</StoreContext.Provider>
    </VikeReactProviderPageContext>
  );
}
