// The info panels open only on a shopper's click: their code (measurement tables, markdown, the dialog) is
// fetched when the shopper heads for an info link (preloadInfoPanel: pointer or focus) or at the latest on the
// click, and the panel is mounted from its first opening.
import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { MountedOnceOpened } from '../../blocks/shared/MountedOnceOpened.tsx';
import type { InfoPanelProps } from './InfoPanel.tsx';

const loadInfoPanel = () => import('./InfoPanel.tsx');
const InfoPanel = lazy(() => loadInfoPanel().then((module) => ({ default: module.InfoPanel })));

export const preloadInfoPanel = () => void loadInfoPanel();

export const InfoPanelHost = observer(function InfoPanelHost(props: InfoPanelProps) {
  return (
    <MountedOnceOpened open={props.store.ui.infoPanel !== null}>
      <InfoPanel {...props} />
    </MountedOnceOpened>
  );
});
