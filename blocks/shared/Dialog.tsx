// The one dialog primitive behind every modal, side panel and the full-screen menu (spec §2 "Other modals",
// §4 UI flags): role="dialog" + aria-modal, Esc and a backdrop click close it, focus is trapped inside and
// restored on close, page scroll is locked. Open dialogs stack; Esc closes only the topmost.
// Rendered in place (no portal) so an open dialog can also be server-rendered.
import { useEffect, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap.ts';
import { useScrollLock } from './use-scroll-lock.ts';
import './Dialog.css';

export type DialogVariant = 'modal' | 'side-panel' | 'fullscreen';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** id of the element naming the dialog (usually its heading); use `label` when there is no visible name. */
  labelledBy?: string;
  label?: string;
  /** id of the element that says what the dialog is about beyond its name (a confirmation's item, its consequence). */
  describedBy?: string;
  variant?: DialogVariant;
  /** Added to the panel (the element with role="dialog"). */
  className?: string;
  children: ReactNode;
};

const openDialogs: HTMLElement[] = [];

export function Dialog({ open, onClose, labelledBy, label, describedBy, variant = 'modal', className, children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useFocusTrap(panelRef, open);
  useScrollLock(open);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    openDialogs.push(panel);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openDialogs[openDialogs.length - 1] !== panel) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openDialogs.lastIndexOf(panel);
      if (index !== -1) openDialogs.splice(index, 1);
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={`dialog dialog--${variant}`}>
      <div className="dialog__backdrop" aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        className={`dialog__panel${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}

/** The standard close control for a dialog's top corner. */
export function DialogCloseButton({ onClose, label = 'Close', className }: { onClose: () => void; label?: string; className?: string }) {
  return (
    <button type="button" className={`dialog__close${className ? ` ${className}` : ''}`} onClick={onClose} aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      </svg>
    </button>
  );
}
