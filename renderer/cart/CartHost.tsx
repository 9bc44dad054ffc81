// Loads the shopper's cart once the store exists (so the header count and the cart modal are right after a
// reload) and renders the cart modal lazily, only when it is opened: its code stays off every first load.
import { lazy, Suspense, useEffect } from 'react';
import { useStoreAccess } from '../../models/store-context.tsx';
import { LoadFailureBoundary } from '../chunk-reload/LoadFailureBoundary.tsx';
import { useStoreValue } from '../../models/use-store-value.ts';
import { rememberCartCount } from './cart-presence.ts';
import { loadCartOnce } from './load-cart-once.ts';

const CartModal = lazy(() => import('./CartModal.tsx'));

export function CartHost() {
  const { store } = useStoreAccess();
  const open = useStoreValue((root) => root.ui.cartOpen, false);
  useEffect(() => {
    if (store) void loadCartOnce(store).then(() => rememberCartCount(store.cart.count));
  }, [store]);
  if (!open) return null;
  return (
    <LoadFailureBoundary>
      <Suspense fallback={null}>
        <CartModal />
      </Suspense>
    </LoadFailureBoundary>
  );
}
