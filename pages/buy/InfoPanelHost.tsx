// The info panels open only on a shopper's click: their code (measurement tables, markdown, the dialog) is
// fetched when the shopper heads for an info link (preloadInfoPanel: pointer or focus) or at the latest on the
// click, and the panel is mounted from its first opening.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useMountedOnceOpened } from '../../blocks/shared/use-mounted-once-opened.ts';
import type { InfoPanelProps } from './InfoPanel.tsx';

const loadInfoPanel = () => import('./InfoPanel.tsx');
const InfoPanel = lazy(() => loadInfoPanel().then((module) => ({ default: module.InfoPanel })));

export const preloadInfoPanel = () => void loadInfoPanel();

export const InfoPanelHost = observer(function InfoPanelHost(props: InfoPanelProps) {
  if (!useMountedOnceOpened(props.store.ui.infoPanel !== null)) return null;
  return (
    <Suspense fallback={null}>
      <InfoPanel {...props} />
    </Suspense>
  );
});
