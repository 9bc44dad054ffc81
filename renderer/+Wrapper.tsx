// Provides the store (see models/store-context.tsx): given by the server render, rebuilt in the browser when a
// component first asks for it (the shopper's intent: the cart, the menu, a size), or once the browser is idle
// when this browser remembers a cart with items, so the header count is right after a reload.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { RootStoreInstance } from '../models/root-store.ts';
import { type StoreAccess, StoreContext } from '../models/store-context.tsx';
import { trackRequest } from '../models/page-progress.ts';
import { trackShopEvent } from './analytics/track-shop-event.ts';
import { rememberCartCount, rememberedCartHasItems } from './cart/cart-presence.ts';

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 1500);

export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  // Only the server render has `store`; the browser builds one store per page load.
  const [store, setStore] = useState<RootStoreInstance | null>((pageContext as { store?: RootStoreInstance }).store ?? null);
  const [snapshot] = useState(pageContext.storeSnapshot);
  const loading = useRef<Promise<RootStoreInstance> | null>(null);

  const load = useCallback(() => {
    if (store) return Promise.resolve(store);
    loading.current ??= import('../models/root-store.ts').then(({ createRootStore }) => {
      // Cart requests drive the page's progress bar; the stores' shop events go with the page's analytics.
      const created = createRootStore(snapshot, { trackRequest, trackEvent: trackShopEvent });
      void import('mobx').then(({ reaction }) => reaction(() => created.cart.count, rememberCartCount));
      setStore(created);
      return created;
    });
    return loading.current;
  }, [store, snapshot]);

  useEffect(() => {
    if (rememberedCartHasItems()) whenIdle(() => void load());
  }, [load]);

  const access = useMemo<StoreAccess>(() => ({ snapshot, store, load }), [snapshot, store, load]);
  return <StoreContext.Provider value={access}>{children}</StoreContext.Provider>;
}
