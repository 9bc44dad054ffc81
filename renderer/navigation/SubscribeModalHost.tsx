// Mounts the subscribe modal once the UI flag first opens it; its code is a separate chunk.
import { lazy } from 'react';
import { MountedOnceOpened } from '../../blocks/shared/MountedOnceOpened.tsx';
import { useSubscribeModalOpen } from '../header/chrome-ui.ts';

const SubscribeModal = lazy(() => import('./SubscribeModal.tsx'));

export function SubscribeModalHost() {
  const [open, setOpen] = useSubscribeModalOpen();
  return (
    <MountedOnceOpened open={open}>
      <SubscribeModal open={open} onClose={() => void setOpen(false)} />
    </MountedOnceOpened>
  );
}
