// Mounts the sold-out notification modal once 'Notify me' first opens it (its code is a separate chunk), and
// the success modal that follows a sent notification. Mounted on every page, /buy included.
import { lazy } from 'react';
import { MountedOnceOpened } from '../../blocks/shared/MountedOnceOpened.tsx';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { useStoreAccess } from '../../models/store-context.tsx';
import { useStoreValue } from '../../models/use-store-value.ts';
import type { SoldOutNotice } from './SoldOutModal.tsx';

const SoldOutModal = lazy(() => import('./SoldOutModal.tsx'));

/** What the form sends about the item, from the store's sold-out item. */
function noticeOf(store: RootStoreInstance): SoldOutNotice | null {
  const item = store.ui.soldOutItem;
  return item ? { product: item.product, size: item.size, depth: item.depth ?? '', variantId: item.variantId ?? '' } : null;
}

export function SoldOutModalHost() {
  const { load } = useStoreAccess();
  const open = useStoreValue((store) => store.ui.soldOutOpen, false);
  const successOpen = useStoreValue((store) => store.ui.successFormOpen, false);
  const notice = useStoreValue(noticeOf, null);
  const withUi = (change: (ui: RootStoreInstance['ui']) => void) => void load().then((store) => change(store.ui));
  return (
    <MountedOnceOpened open={open}>
      {notice && (
        <SoldOutModal
          open={open}
          notice={notice}
          successOpen={successOpen}
          onClose={() => withUi((ui) => ui.setOpen('soldOut', false))}
          onSent={() => withUi((ui) => ui.soldOutSent())}
          onCloseSuccess={() => withUi((ui) => ui.setOpen('successForm', false))}
        />
      )}
    </MountedOnceOpened>
  );
}
