// Mounts the subscribe modal once the UI flag first opens it; its code is a separate chunk.
import { lazy, Suspense, useState } from 'react';
import { useSubscribeModalOpen } from '../header/chrome-ui.ts';

const SubscribeModal = lazy(() => import('./SubscribeModal.tsx'));

export function SubscribeModalHost() {
  const [open, setOpen] = useSubscribeModalOpen();
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeModal open={open} onClose={() => void setOpen(false)} />
    </Suspense>
  );
}
