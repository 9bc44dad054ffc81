// Renders the loading overlay while the UiStore's loading flag is on. The overlay's code is a separate chunk:
// it is needed only on the way to checkout, so content pages don't load it.
import { lazy, Suspense } from 'react';
import { useLoadingOverlayOn } from '../header/chrome-ui.ts';

const LoadingOverlay = lazy(() => import('./LoadingOverlay.tsx'));

export function LoadingOverlayHost() {
  const on = useLoadingOverlayOn();
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlay />
    </Suspense>
  );
}
