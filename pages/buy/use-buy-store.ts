// The store the purchase flow renders from. The server renders with the request's one store (made with the page
// context, renderer/+onCreatePageContext.server.ts), the browser's first render with one of its own; both are set
// synchronously from the page data and the URL (so hydration matches). Right after hydration the flow moves into
// the site's shared store (renderer/+Wrapper.tsx), which the cart modal, the loading overlay and the cart load also use.
// The browser's history and the visit's V1.0 / V1.1 cookie follow whichever store is on screen.
import { applySnapshot, getSnapshot } from 'mobx-state-tree';
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { createRootStore, type RootStoreInstance } from '../../models/root-store.ts';
import { useStoreAccess } from '../../models/store-context.tsx';
import { loadCartOnce } from '../../renderer/cart/load-cart-once.ts';
import { trackRequest } from '../../models/page-progress.ts';
import { trackShopEvent } from '../../renderer/analytics/track-shop-event.ts';
import type { BuyPageData } from './buy-page-data.ts';
import { useFlowHistory } from './use-flow-history.ts';
import { useRememberAppVersion } from './use-remember-app-version.ts';
import { useShopRecheck } from './use-shop-recheck.ts';

export type BuyStore = {
  store: RootStoreInstance;
  /** Whether the shopper's cart has been loaded into the store (step 4 waits for that). */
  cartReady: boolean;
  /** Adds the chosen set through the shared store, so a click just after hydration does not go to the first one. */
  addToCart: () => void;
  /** Asks the shop again while the static catalogue is shown (use-shop-recheck.ts). */
  recheckShop: () => void;
};

function deferredStore() {
  let resolve!: (store: RootStoreInstance) => void;
  const promise = new Promise<RootStoreInstance>((settle) => (resolve = settle));
  return { promise, resolve };
}

export function useBuyStore(data: BuyPageData): BuyStore {
  const { entries, catalogSource, appVersionMemory } = data;
  const pageContext = usePageContext();
  const access = useStoreAccess();
  const [store, setStore] = useState<RootStoreInstance>(() => {
    // Only the server's page context has the request's store (it is never sent to the browser).
    const serverStore = (pageContext as { store?: RootStoreInstance }).store;
    if (serverStore) serverStore.catalog.setEntries(entries, catalogSource);
    const local =
      serverStore ?? createRootStore({ ...access.snapshot, catalog: { entries, source: catalogSource } }, { trackRequest, trackEvent: trackShopEvent });
    const search = pageContext.urlParsed.search ? new URLSearchParams(pageContext.urlParsed.search).toString() : '';
    local.buyFlow.openFromUrl(search, appVersionMemory?.remembered ?? null);
    return local;
  });

  const [cartReady, setCartReady] = useState(false);
  const [sharedStore] = useState(deferredStore);

  // Adopt the shared store, carrying over where the shopper is.
  useEffect(() => {
    let cancelled = false;
    void access.load().then((shared) => {
      if (cancelled) return;
      if (shared !== store) {
        shared.catalog.setEntries(store.catalog.entries, store.catalog.source);
        // Copied and shown in one task: a click between the two would move the flow being left behind, and the
        // shopper's Next would be undone by the copy taken before it.
        flushSync(() => {
          applySnapshot(shared.buyFlow, getSnapshot(store.buyFlow));
          setStore(shared);
        });
        void loadCartOnce(shared).then(() => setCartReady(true));
      }
      sharedStore.resolve(shared);
    });
    return () => {
      cancelled = true;
    };
  }, [access, store, sharedStore]);

  useFlowHistory(store.buyFlow);
  useRememberAppVersion(store, appVersionMemory);
  const recheckShop = useShopRecheck(store);
  const addToCart = useCallback(
    () =>
      void sharedStore.promise.then((shared) => {
        // Ordering waits for the shop: nothing from the static catalogue reaches the cart.
        if (!shared.catalog.orderingPaused) void shared.buyFlow.addToCart();
      }),
    [sharedStore],
  );
  return { store, cartReady, addToCart, recheckShop };
}
