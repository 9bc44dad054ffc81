// Mounts the subscribe modal once the UI flag first opens it; its code is a separate chunk.
import { lazy, Suspense } from 'react';
import { useMountedOnceOpened } from '../../blocks/shared/use-mounted-once-opened.ts';
import { useSubscribeModalOpen } from '../header/chrome-ui.ts';

const SubscribeModal = lazy(() => import('./SubscribeModal.tsx'));

export function SubscribeModalHost() {
  const [open, setOpen] = useSubscribeModalOpen();
  if (!useMountedOnceOpened(open)) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeModal open={open} onClose={() => void setOpen(false)} />
    </Suspense>
  );
}
