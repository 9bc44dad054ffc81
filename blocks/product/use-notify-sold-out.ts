// 'Notify me' on a SOLD OUT size or depth tile: opens the sold-out notification modal (renderer/sold-out/)
// through the shared store's UI flag, loading the store first if the shopper is quicker than it.
import { useCallback } from 'react';
import { useStoreAccess } from '../../models/store-context.tsx';
import type { SoldOutItemSnapshot } from '../../models/ui-store.ts';

export type NotifySoldOut = (item: SoldOutItemSnapshot) => void;

export function useNotifySoldOut(): NotifySoldOut {
  const { load } = useStoreAccess();
  return useCallback((item) => void load().then((store) => store.ui.openSoldOut(item)), [load]);
}
