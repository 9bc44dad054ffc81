// The chrome's UI flags (spec §4): menu, subscribe modal, loading overlay. They live in the root store's
// UiStore so any part of the site can open or read them.
import { useCallback } from 'react';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { useStoreAccess } from '../../models/store-context.tsx';
import { useStoreValue } from '../../models/use-store-value.ts';

// The subscribe and loading flags arrive with the shop's UiStore; read them only if present.
type OptionalUiFlags = { subscribeOpen?: boolean; loadingOverlay?: boolean; setOpen?: (overlay: 'subscribe', open: boolean) => void };
const optionalUi = (store: RootStoreInstance) => store.ui as RootStoreInstance['ui'] & OptionalUiFlags;

export function useMenuOpen(): [boolean, (open: boolean) => Promise<void>] {
  const { load } = useStoreAccess();
  const open = useStoreValue((store) => store.ui.menuOpen, false);
  const setOpen = useCallback(
    async (next: boolean) => {
      const store = await load();
      store.ui.toggleMenu(next);
    },
    [load],
  );
  return [open, setOpen];
}

export function useSubscribeModalOpen(): [boolean, (open: boolean) => Promise<void>] {
  const { load } = useStoreAccess();
  const open = useStoreValue((store) => optionalUi(store).subscribeOpen ?? false, false);
  const setOpen = useCallback(
    async (next: boolean) => {
      const store = await load();
      optionalUi(store).setOpen?.('subscribe', next);
    },
    [load],
  );
  return [open, setOpen];
}

export const useLoadingOverlayOn = () => useStoreValue((store) => optionalUi(store).loadingOverlay ?? false, false);
