// Reads one value from the root store and re-renders when it changes. `observer` from mobx-react-lite would do
// this too, but it would put mobx on every page's first load; here mobx is imported only once the store itself
// has loaded (mobx is already in that chunk). Until the store is read, `fallback` is returned: the value from
// the server's snapshot, or local state the caller keeps meanwhile.
import { useEffect, useRef, useState } from 'react';
import type { RootStoreInstance } from './root-store.ts';
import { useStoreAccess } from './store-context.tsx';

type Read<T> = { value: T } | null;

export function useStoreValue<T>(select: (store: RootStoreInstance) => T, fallback: T): T {
  const { store } = useStoreAccess();
  // On the server the store exists and gives what the snapshot would; the browser starts from the fallback.
  const [read, setRead] = useState<Read<T>>(() => (store ? { value: select(store) } : null));
  // `select` is written inline by callers (a new function each render): the reaction reads the latest one, and
  // the store alone decides when to subscribe again.
  const latestSelect = useRef(select);
  latestSelect.current = select;
  useEffect(() => {
    if (!store) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    void import('mobx').then(({ reaction }) => {
      if (cancelled) return;
      dispose = reaction(
        () => latestSelect.current(store),
        (value) => setRead({ value }),
        { fireImmediately: true },
      );
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [store]);
  return read ? read.value : fallback;
}
