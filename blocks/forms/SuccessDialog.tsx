// The success modal after a form is sent (spec §2 "Other modals": 'Thank you' / "We'll be in touch with you shortly").
import { useId } from 'react';
import { Dialog, DialogCloseButton } from '../shared/Dialog.tsx';

export const SUCCESS_HEADING = 'Thank you';
export const SUCCESS_TEXT = "We'll be in touch with you shortly";

export type SuccessDialogProps = {
  open: boolean;
  onClose: () => void;
  /** CMS texts where a modal has its own (subscribe, sold-out); the spec's by default. */
  heading?: string;
  text?: string;
};

export function SuccessDialog({ open, onClose, heading = SUCCESS_HEADING, text = SUCCESS_TEXT }: SuccessDialogProps) {
  const headingId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="success-dialog">
      <DialogCloseButton onClose={onClose} />
      <svg className="success-dialog__mark" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="1" />
        <path d="M15 24.5l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className="success-dialog__heading" id={headingId}>
        {heading}
      </h2>
      <p className="success-dialog__text">{text}</p>
      <button type="button" className="button success-dialog__button" onClick={onClose}>
        Continue
      </button>
    </Dialog>
  );
}
