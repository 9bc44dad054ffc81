// While /buy shows the static catalogue, the shopper's next step asks the server for the page's data again (and
// so the shop); when the shop answers, its catalogue replaces the static one (adopt-catalog.ts) where the shopper
// is, with nothing chosen lost. Each check asks for the flow's current address, which has all the choices, and
// only the latest one's answer is taken.
import { reaction } from 'mobx';
import { useCallback, useEffect, useRef } from 'react';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { buyHref } from '../../shop-rules/buy-url.ts';
import { adoptCatalog } from './adopt-catalog.ts';
import { fetchBuyPageData } from './buy-page-context.ts';

/** Returns the check itself, for the controls that wait for the shop (Add to cart, Checkout). */
export function useShopRecheck(store: RootStoreInstance): () => void {
  // The address being checked: a second press on the same one waits for the first answer instead of asking again.
  const checking = useRef<string | null>(null);
  // The answer goes to the store on screen when it arrives (the flow moves into the shared store after hydration).
  const shown = useRef(store);
  useEffect(() => {
    shown.current = store;
  }, [store]);

  const recheck = useCallback(() => {
    const href = buyHref(store.buyFlow.urlQuery);
    if (checking.current === href) return;
    checking.current = href;
    // A check that fails changes nothing: the static catalogue stays and the next step asks again.
    void fetchBuyPageData(href)
      .then((data) => {
        if (checking.current === href) adoptCatalog(shown.current, data.entries, data.catalogSource);
      })
      .catch(() => undefined)
      .finally(() => {
        if (checking.current === href) checking.current = null;
      });
  }, [store]);

  // Every choice and step is an action of the shopper's: while ordering waits, the next one asks again.
  useEffect(
    () =>
      reaction(
        () => (store.catalog.orderingPaused ? buyHref(store.buyFlow.urlQuery) : null),
        (href) => {
          if (href) recheck();
        },
      ),
    [store, recheck],
  );
  return recheck;
}
