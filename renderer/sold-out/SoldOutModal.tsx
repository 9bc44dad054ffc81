// The sold-out notification modal (spec §2 "Other modals", §5): CMS texts and image, the item the shopper waits
// for, and the e-mail form (same rules, messages and failure handling as every form). Once the CMS has the
// notification, the success modal ('Thank you' / "We'll be in touch with you shortly") takes its place.
import '../footer/SubscribeForm.css';
import '../navigation/SubscribeModal.css';
import './SoldOutModal.css';
import { useId } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Form, FormField, SubmitButton, useForm } from '../../blocks/forms/index.ts';
import { SuccessDialog } from '../../blocks/forms/SuccessDialog.tsx';
import type { FormValues } from '../../content/forms/forms.ts';
import { Dialog, DialogCloseButton } from '../../blocks/shared/Dialog.tsx';
import type { ChromeFormModal } from '../../content/site-chrome.ts';
import { ChromePicture, MODAL_IMAGE_BOX } from '../ChromePicture.tsx';

/** The hidden fields the form sends about the item: 'Premium King, 36-40 cm', 'King', '36-40 cm', the variant id. */
export type SoldOutNotice = Pick<FormValues['soldOut'], 'product' | 'size' | 'depth' | 'variantId'>;

export type SoldOutModalProps = {
  open: boolean;
  notice: SoldOutNotice;
  successOpen: boolean;
  onClose: () => void;
  onSent: () => void;
  onCloseSuccess: () => void;
};

export default function SoldOutModal({ open, notice, successOpen, onClose, onSent, onCloseSuccess }: SoldOutModalProps) {
  const texts = usePageContext().site.soldOutModal;
  const headingId = useId();
  if (!texts) return null;
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        labelledBy={headingId}
        className={`subscribe-modal sold-out-modal${texts.image ? ' subscribe-modal--with-image' : ''}`}
      >
        <SoldOutContent texts={texts} notice={notice} headingId={headingId} onClose={onClose} onSent={onSent} />
      </Dialog>
      <SuccessDialog open={successOpen} onClose={onCloseSuccess} heading={texts.successHeading} text={texts.successText} />
    </>
  );
}

type ContentProps = Pick<SoldOutModalProps, 'notice' | 'onClose' | 'onSent'> & { texts: ChromeFormModal; headingId: string };

/** The dialog's inside, mounted only while it is open: a fresh form each time, kept while a failure shows. */
function SoldOutContent({ texts, notice, headingId, onClose, onSent }: ContentProps) {
  const form = useForm('soldOut', { context: notice, onSent });
  return (
    <>
      <DialogCloseButton onClose={onClose} />
      {texts.image && (
        <div className="subscribe-modal__media">
          <ChromePicture image={texts.image} box={MODAL_IMAGE_BOX} />
        </div>
      )}
      <div className="subscribe-modal__content">
        <p className="sold-out-modal__item">{notice.product}</p>
        <h2 className="subscribe-modal__heading" id={headingId}>
          {texts.heading}
        </h2>
        {texts.subHeading && <p className="subscribe-modal__text">{texts.subHeading}</p>}
        <Form form={form} labelledBy={headingId} className="subscribe-form" successDialog={false}>
          <FormField {...form.field('email')} label="Email address" placeholder={texts.placeholder} />
          <SubmitButton form={form}>{texts.buttonText}</SubmitButton>
        </Form>
      </div>
    </>
  );
}
