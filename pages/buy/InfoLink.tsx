// Opens one of the info side panels; without JavaScript there is nothing to open, so it is a button only.
import type { InfoPanel } from '../../models/ui-store.ts';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { preloadInfoPanel } from './InfoPanelHost.tsx';

export function InfoLink({ store, panel, children }: { store: RootStoreInstance; panel: InfoPanel; children: string }) {
  return (
    <button
      type="button"
      className="buy-info-link"
      onClick={() => store.ui.openInfoPanel(panel)}
      onPointerEnter={preloadInfoPanel}
      onFocus={preloadInfoPanel}
      aria-haspopup="dialog"
    >
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
        <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      {children}
    </button>
  );
}
