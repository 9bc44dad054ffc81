// The success dialog is needed only once a form is sent: its code (with the dialog primitive's focus trap and
// scroll lock) is a separate chunk, fetched when the visitor starts on the form (preloadSuccessDialog) or at the
// latest when the dialog opens. The server never renders it open (success is known only in the browser).
import { lazy } from 'react';
import { MountedOnceOpened } from '../shared/MountedOnceOpened.tsx';
import type { SuccessDialogProps } from './SuccessDialog.tsx';

const loadSuccessDialog = () => import('./SuccessDialog.tsx').then((module) => ({ default: module.SuccessDialog }));
const SuccessDialog = lazy(loadSuccessDialog);

export const preloadSuccessDialog = () => void loadSuccessDialog();

export function SuccessDialogHost(props: SuccessDialogProps) {
  return (
    <MountedOnceOpened open={props.open}>
      <SuccessDialog {...props} />
    </MountedOnceOpened>
  );
}
