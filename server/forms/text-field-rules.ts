// Characters no visitor types into a form field, checked by the server before anything is stored: NUL and other
// control characters (a message may keep its line breaks and tabs), lone UTF-16 surrogates (not text at all), and
// in an e-mail address the invisible bidi controls that make one address display as another. Each refusal uses
// the field's message in the spec's style (§5: 'Please enter a valid email').
import { MESSAGES, type FormErrors } from '../../blocks/forms/form-rules.ts';

/** C0 and C1 controls and DEL; a free-text message may keep \t, \n and \r. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Marks and embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–E, U+2066–9). */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const MULTI_LINE_FIELDS = new Set(['message']);

/** One message per field holding a character the rule refuses; fields already in error are left to their own message. */
export function unsafeTextFieldErrors(values: Readonly<Record<string, string>>, alreadyInError: FormErrors = {}): FormErrors {
  const errors: FormErrors = {};
  for (const [field, value] of Object.entries(values)) {
    if (alreadyInError[field]) continue;
    const control = MULTI_LINE_FIELDS.has(field) ? CONTROL_BUT_LINE_BREAKS : CONTROL;
    const isEmail = field === 'email';
    if (control.test(value) || LONE_SURROGATE.test(value) || (isEmail && BIDI_CONTROL.test(value))) {
      errors[field] = isEmail ? MESSAGES.email : `Please enter a valid ${field}`;
    }
  }
  return errors;
}
