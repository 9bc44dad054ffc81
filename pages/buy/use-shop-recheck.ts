// While /buy shows the static catalogue, the shopper's next step asks the server for the page's data again (and
// so the shop); when the shop answers, its catalogue replaces the static one (adopt-catalog.ts) where the shopper
// is, with nothing chosen lost. One check at a time; each asks the shop once, within the server's timeout.
import { reaction } from 'mobx';
import { useCallback, useEffect, useRef } from 'react';
import { navigate } from 'vike/client/router';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { buyHref } from '../../shop-rules/buy-url.ts';

/** Returns the check itself, for the controls that wait for the shop (Add to cart, Checkout). */
export function useShopRecheck(store: RootStoreInstance): () => void {
  const checking = useRef(false);

  const recheck = useCallback(() => {
    if (checking.current) return;
    checking.current = true;
    const here = () => buyHref(store.buyFlow.urlQuery);
    // A check that fails changes nothing: the static catalogue stays and the next step asks again.
    void navigate(here(), { keepScrollPosition: true, overwriteLastHistoryEntry: true })
      .catch(() => undefined)
      .finally(() => {
        checking.current = false;
        // Choices made while the check was out stay in the address bar (the navigation wrote its own address).
        if (`${window.location.pathname}${window.location.search}` !== here()) window.history.replaceState(window.history.state, '', here());
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
