// The subscribe modal (spec §2 "Other modals"), opened from the menu's subscribe box: CMS texts and image,
// the e-mail form, and the CMS success texts in place of the form once sent.
import './SubscribeModal.css';
import { useId, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Dialog, DialogCloseButton } from '../../blocks/shared/Dialog.tsx';
import { SubscribeForm } from '../footer/SubscribeForm.tsx';
import { ChromePicture, MODAL_IMAGE_BOX } from '../ChromePicture.tsx';

export type SubscribeModalProps = { open: boolean; onClose: () => void };

export default function SubscribeModal({ open, onClose }: SubscribeModalProps) {
  const texts = usePageContext().site.subscribeModal;
  const headingId = useId();
  const [sent, setSent] = useState(false);
  const close = () => {
    onClose();
    setSent(false);
  };
  if (!texts) return null;
  return (
    <Dialog open={open} onClose={close} labelledBy={headingId} className={`subscribe-modal${texts.image ? ' subscribe-modal--with-image' : ''}`}>
      <DialogCloseButton onClose={close} />
      {texts.image && (
        <div className="subscribe-modal__media">
          <ChromePicture image={texts.image} box={MODAL_IMAGE_BOX} />
        </div>
      )}
      <div className="subscribe-modal__content" aria-live="polite">
        {sent ? (
          <>
            <h2 className="subscribe-modal__heading" id={headingId}>
              {texts.successHeading}
            </h2>
            <p className="subscribe-modal__text">{texts.successText}</p>
            {/* The form (and the focused submit button) just left the page: continue from here. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus must move inside the open dialog when its content is swapped */}
            <button type="button" className="button" onClick={close} autoFocus>
              Continue
            </button>
          </>
        ) : (
          <>
            <h2 className="subscribe-modal__heading" id={headingId}>
              {texts.heading}
            </h2>
            {texts.subHeading && <p className="subscribe-modal__text">{texts.subHeading}</p>}
            <SubscribeForm texts={texts} labelledBy={headingId} onSent={() => setSent(true)} />
          </>
        )}
      </div>
    </Dialog>
  );
}
