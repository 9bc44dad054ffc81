// The one set of form rules (spec §5), shared by the browser (live messages) and the site server (which
// validates again before anything reaches the CMS). Messages are the spec's, word for word.

export const FORM_KINDS = ['contact', 'subscribe', 'soldOut'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const isFormKind = (value: string): value is FormKind => (FORM_KINDS as readonly string[]).includes(value);

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

/**
 * Fields each form sends. The contact payload is the spec's (§7: email, mobile, message, formType
 * 'contact'). The spec does not show the subscribe and sold-out payloads: they carry a formType too so the
 * CMS can tell submissions apart, and the sold-out form names what the shopper waits for: the product
 * ('Premium King, 36-40 cm'), its size and depth and, when one exact variant is sold out, its id.
 */
export type FormValues = {
  contact: { email: string; mobile: string; message: string; formType: 'contact' };
  subscribe: { email: string; formType: 'subscribe' };
  soldOut: { email: string; formType: 'sold-out'; product: string; size: string; depth: string; variantId: string };
};
/** What a visitor types (hidden context such as the sold-out variant included); formType is added here. */
export type FormInput<Kind extends FormKind> = Omit<FormValues[Kind], 'formType'>;
export type FormField<Kind extends FormKind> = keyof FormInput<Kind> & string;
export type FormErrors = Record<string, string>;
export type FormValidation<Kind extends FormKind> = { values: FormValues[Kind]; errors: FormErrors; valid: boolean };

type FieldRule = (value: string) => string | null;

const required: FieldRule = (value) => (value === '' ? MESSAGES.required : null);
const email: FieldRule = (value) => required(value) ?? (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value) ? MESSAGES.email : null);
const mobile: FieldRule = (value) =>
  required(value) ?? (value.length > MOBILE_MAX_LENGTH || !AU_MOBILE_PATTERN.test(value) ? MESSAGES.mobile : null);
const message: FieldRule = (value) =>
  required(value) ?? (value.length > MESSAGE_MAX_LENGTH ? `Please keep your message under ${MESSAGE_MAX_LENGTH} characters` : null);
const optionalContext: FieldRule = (value) => (value.length > CONTEXT_MAX_LENGTH ? 'Too long' : null);

/** Each form's fields in the order they appear, with their rule. */
export const FORM_FIELDS: { [Kind in FormKind]: { [Field in FormField<Kind>]: FieldRule } } = {
  contact: { email, mobile, message },
  subscribe: { email },
  soldOut: { email, product: optionalContext, size: optionalContext, depth: optionalContext, variantId: optionalContext },
};

const FORM_TYPE: { [Kind in FormKind]: FormValues[Kind]['formType'] } = { contact: 'contact', subscribe: 'subscribe', soldOut: 'sold-out' };

/** The field names of a form, in display order. */
export const fieldsOf = <Kind extends FormKind>(kind: Kind) => Object.keys(FORM_FIELDS[kind]) as FormField<Kind>[];

/** Empty values for every field of a form. */
export function emptyInput<Kind extends FormKind>(kind: Kind): FormInput<Kind> {
  return Object.fromEntries(fieldsOf(kind).map((field) => [field, ''])) as FormInput<Kind>;
}

/**
 * Trims every field, applies its rule and returns the payload to send plus one message per invalid field.
 * Unknown keys are dropped; non-string values count as empty.
 */
export function validateForm<Kind extends FormKind>(kind: Kind, input: Record<string, unknown>): FormValidation<Kind> {
  const rules = FORM_FIELDS[kind] as Record<string, FieldRule>;
  const values: Record<string, string> = {};
  const errors: FormErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const raw = input[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    values[field] = value;
    const error = rule(value);
    if (error) errors[field] = error;
  }
  return { values: { ...values, formType: FORM_TYPE[kind] } as FormValues[Kind], errors, valid: Object.keys(errors).length === 0 };
}
