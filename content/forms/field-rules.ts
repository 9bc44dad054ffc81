// The fields a visitor form is built from (spec §5), each with the one rule the browser (live messages) and the
// site server (before anything is stored) both apply, and the input attributes that let a form posted without
// JavaScript be checked by the browser too. Messages are the spec's, word for word.
import { hasUnsafeCharacters, type CharacterPolicy } from './text-field-rules.ts';

export const MESSAGES = {
  required: 'Required',
  email: 'Please enter a valid email',
  mobile: 'Please enter a valid Australian mobile number (with no spaces)',
} as const;

/** spec §9 "Mobile input max length 12" (+61 and nine digits). */
export const MOBILE_MAX_LENGTH = 12;
/** Free-text limits keep one submission well under the endpoint's body cap. */
export const MESSAGE_MAX_LENGTH = 5000;
export const EMAIL_MAX_LENGTH = 254;
const CONTEXT_MAX_LENGTH = 200;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/**
 * An Australian mobile (spec §5): optional +61, 61 or 0, then 4, then a mobile range (the next digits
 * 00–25, 27–29, 300–305, 31–39, 47–49, 50, 51 or 58), then the rest: nine digits after the prefix in
 * all, no spaces.
 */
export const AU_MOBILE_PATTERN = /^(?:\+61|61|0)?4(?:(?:[01]\d|2[0-57-9]|3[1-9]|4[7-9]|5[018])\d|30[0-5])\d{5}$/;

/** A field's check of its trimmed value: the message to show, or null when it is fine. */
export type FieldRule = (value: string) => string | null;

/** How the field is offered: the right keyboard, autofill and the browser's own checks (type, required, pattern, maxlength). */
export type FieldAttributes = {
  type: 'email' | 'tel' | 'text' | 'hidden';
  multiline?: boolean;
  required: boolean;
  maxLength?: number;
  pattern?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'text';
};

export type FieldDefinition = {
  rule: FieldRule;
  /** Which characters nobody types into it (text-field-rules.ts); checked once the rule has passed. */
  characters: CharacterPolicy;
  /** The message for such a character; 'Please enter a valid {field}' when not given. */
  invalid?: string;
  attributes: FieldAttributes;
};

const required: FieldRule = (value) => (value === '' ? MESSAGES.required : null);

export const emailField: FieldDefinition = {
  rule: (value) => required(value) ?? (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value) ? MESSAGES.email : null),
  characters: 'email-address',
  invalid: MESSAGES.email,
  attributes: { type: 'email', required: true, maxLength: EMAIL_MAX_LENGTH, autoComplete: 'email', inputMode: 'email' },
};

export const mobileField: FieldDefinition = {
  rule: (value) => required(value) ?? (value.length > MOBILE_MAX_LENGTH || !AU_MOBILE_PATTERN.test(value) ? MESSAGES.mobile : null),
  characters: 'single-line',
  invalid: MESSAGES.mobile,
  attributes: {
    type: 'tel',
    required: true,
    maxLength: MOBILE_MAX_LENGTH,
    pattern: AU_MOBILE_PATTERN.source.replace(/^\^|\$$/g, ''),
    autoComplete: 'tel',
    inputMode: 'tel',
  },
};

export const messageField: FieldDefinition = {
  rule: (value) => required(value) ?? (value.length > MESSAGE_MAX_LENGTH ? `Please keep your message under ${MESSAGE_MAX_LENGTH} characters` : null),
  characters: 'multi-line',
  attributes: { type: 'text', multiline: true, required: true, maxLength: MESSAGE_MAX_LENGTH },
};

/** A value the page sends about what the visitor is looking at (the sold-out product), never typed. */
export const contextField: FieldDefinition = {
  rule: (value) => (value.length > CONTEXT_MAX_LENGTH ? 'Too long' : null),
  characters: 'single-line',
  attributes: { type: 'hidden', required: false },
};

/** The field's rule, then its character policy: what the browser shows and the server answers for one value. */
export function fieldError(name: string, field: FieldDefinition, value: string): string | null {
  return field.rule(value) ?? (hasUnsafeCharacters(value, field.characters) ? (field.invalid ?? `Please enter a valid ${name}`) : null);
}
