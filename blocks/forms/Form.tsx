// The <form> around a visitor form: a real POST to the site's endpoint (works without JavaScript, the
// server then redirects back with ?form=…&result=…), enhanced once hydrated with live checks, sending in
// the background, a failure message that keeps the typed values, and the success dialog.
import type { ReactNode } from 'react';
import { resultNoticeId, RETURN_TO_FIELD } from '../../content/forms/form-endpoint.ts';
import type { FormKind } from '../../content/forms/forms.ts';
import { preloadSuccessDialog, SuccessDialogHost } from './SuccessDialogHost.tsx';
import type { FormController } from './use-form.ts';
import './forms.css';

const PLAIN_POST_NOTICES = {
  sent: "Thank you. We'll be in touch with you shortly.",
  invalid: 'Some details were missing or not quite right. Please check them and send again.',
  failed: "Sorry, we couldn't send that just now. Please try again in a moment.",
} as const;

export type FormProps<Kind extends FormKind> = {
  form: FormController<Kind>;
  children: ReactNode;
  className?: string;
  /** Names the form for assistive tech (id of a heading). */
  labelledBy?: string;
  /** Success texts (CMS-given for subscribe / sold-out); the spec's 'Thank you' texts by default. */
  successHeading?: string;
  successText?: string;
  /** False when the holder shows success itself (a modal that swaps its content on `form.status === 'sent'`). */
  successDialog?: boolean;
};

export function Form<Kind extends FormKind>({ form, children, className, labelledBy, successHeading, successText, successDialog = true }: FormProps<Kind>) {
  const notice = form.status === 'idle' ? form.plainPostResult : null;
  return (
    <>
      <form
        className={`form${className ? ` ${className}` : ''}`}
        method="post"
        action={form.action}
        noValidate={form.hydrated}
        onSubmit={form.onSubmit}
        onFocus={successDialog ? preloadSuccessDialog : undefined}
        aria-labelledby={labelledBy}
        aria-busy={form.status === 'sending' || undefined}
      >
        <input type="hidden" name={RETURN_TO_FIELD} value={form.returnTo} />
        {Object.entries(form.hiddenValues).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {notice && (
          <p id={resultNoticeId(form.kind)} className={`form__notice form__notice--${notice === 'sent' ? 'success' : 'error'}`} role="status" tabIndex={-1}>
            {PLAIN_POST_NOTICES[notice]}
          </p>
        )}
        {children}
        <p className="form__failure" role="alert">
          {form.failure}
        </p>
      </form>
      {successDialog && <SuccessDialogHost open={form.successOpen} onClose={form.closeSuccess} heading={successHeading} text={successText} />}
    </>
  );
}

/**
 * The submit button reads as disabled while the form is invalid (spec §5) but is never truly disabled: Enter in a
 * field or a press still submits, which shows every message and moves focus to the first field in error.
 */
export function SubmitButton<Kind extends FormKind>({ form, children, className }: { form: FormController<Kind>; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={`button form__submit${className ? ` ${className}` : ''}`} aria-disabled={form.submitDisabled || undefined}>
      {form.status === 'sending' ? 'Sending…' : children}
    </button>
  );
}
