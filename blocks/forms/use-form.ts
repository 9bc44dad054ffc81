// State of one visitor form (spec §5): live messages once a field has been left, submit marked disabled while
// invalid (a press then shows every message and focuses the first), sending to the site's endpoint, the success
// dialog, and a clear failure that keeps what was typed.
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { usePageContext } from 'vike-react/usePageContext';
import type { FieldAttributes } from '../../content/forms/field-rules.ts';
import { formEndpoint, formResultFromSearch, type FormResult } from '../../content/forms/form-endpoint.ts';
import type { FormField, FormInput, FormKind } from '../../content/forms/forms.ts';
import { emptyInput, fieldAttributes, fieldsOf, validateForm, type FormErrors } from '../../content/forms/validate-form.ts';
import { trackRequest } from '../../models/page-progress.ts';
import { sendForm } from './send-form.ts';

/** A fresh key per message; browsers without crypto.randomUUID (plain http) send without one, as before. */
const newMessageKey = (): string | null => (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : null);

export type FormStatus = 'idle' | 'sending' | 'sent' | 'failed';

export type UseFormOptions<Kind extends FormKind> = {
  /** Values the visitor does not type but the form sends (sold-out: product and variantId). */
  context?: Partial<FormInput<Kind>>;
  /** Runs after a successful submission, e.g. to close the modal that holds the form. */
  onSent?: () => void;
  /** What the fields start with, e.g. the contact message the size finder wrote with the shopper's measurements. */
  initial?: Partial<FormInput<Kind>>;
};

/** Everything a `<FormField>` needs for one field: spread it (`{...form.field('email')}`). */
export type FieldBinding = FieldAttributes & {
  id: string;
  name: string;
  value: string;
  /** The field's first message, once the visitor has left the field or tried to send. */
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
};

export type FormController<Kind extends FormKind> = {
  kind: Kind;
  /** The endpoint; also the `<form action>` for posts without JavaScript. */
  action: string;
  values: FormInput<Kind>;
  isValid: boolean;
  status: FormStatus;
  /** A sentence to show above the submit button when sending failed. */
  failure: string | null;
  /** The submit button reads as disabled while the form is invalid or sending (only once hydrated: without JS it must work). */
  submitDisabled: boolean;
  hydrated: boolean;
  /** The outcome of a post made without JavaScript, read from the page's query (?form=contact&result=sent). */
  plainPostResult: FormResult | null;
  successOpen: boolean;
  closeSuccess: () => void;
  field: (name: FormField<Kind>) => FieldBinding;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The page a plain post returns to. */
  returnTo: string;
  /** The context values, sent as hidden inputs by a plain post. */
  hiddenValues: Record<string, string>;
};

export function useForm<Kind extends FormKind>(kind: Kind, options: UseFormOptions<Kind> = {}): FormController<Kind> {
  const { context, onSent, initial } = options;
  const idPrefix = useId();
  const hydrated = useHydrated();
  const pageContext = usePageContext();
  const [values, setValues] = useState<FormInput<Kind>>(() => ({ ...emptyInput(kind), ...initial }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [successOpen, setSuccessOpen] = useState(false);
  /** This message's key: the same for every send of the same words, a new one once they change or were sent. */
  const messageKey = useRef<string | null>(null);

  const validation = useMemo(() => validateForm(kind, { ...values, ...context }), [kind, values, context]);
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  const field = (name: FormField<Kind>): FieldBinding => ({
    ...fieldAttributes(kind, name),
    id: fieldId(name),
    name,
    value: (values as Record<string, string>)[name] ?? '',
    error: serverErrors[name] ?? (touched[name] ? validation.errors[name] : undefined),
    onChange: (event) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      messageKey.current = null;
      setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    },
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    if (!validation.valid) {
      setTouched(Object.fromEntries(fieldsOf(kind).map((name) => [name, true])));
      const firstInvalid = fieldsOf(kind).find((name) => validation.errors[name]);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setStatus('sending');
    setFailure(null);
    // The page's progress bar runs while the form is on its way and turns to failed if it does not arrive.
    messageKey.current ??= newMessageKey();
    void trackRequest(sendForm(kind, validation.values, fetch, { key: messageKey.current ?? undefined }), (outcome) => !outcome.ok).then((outcome) => {
      if (outcome.ok) {
        messageKey.current = null;
        setStatus('sent');
        setValues(emptyInput(kind));
        setTouched({});
        setServerErrors({});
        setSuccessOpen(true);
        onSent?.();
        return;
      }
      setStatus('failed');
      setFailure(outcome.message);
      setServerErrors(outcome.fieldErrors);
    });
  };

  const closeSuccess = () => {
    setSuccessOpen(false);
    // The dialog gives focus back where it was (the submit button, or the field Enter was pressed in). The field
    // was left when the dialog took focus, which must not mark the emptied form 'Required'.
    requestAnimationFrame(() => setTouched({}));
  };

  return {
    kind,
    action: formEndpoint(kind),
    values,
    isValid: validation.valid,
    status,
    failure,
    submitDisabled: hydrated && (!validation.valid || status === 'sending'),
    hydrated,
    // Optional chaining: a page context without a parsed URL (unit-test renders) simply has no result.
    plainPostResult: formResultFromSearch(pageContext.urlParsed?.search ?? {}, kind),
    successOpen,
    closeSuccess,
    field,
    onSubmit,
    returnTo: pageContext.urlPathname ?? '/',
    hiddenValues: Object.fromEntries(Object.entries(context ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  };
}
