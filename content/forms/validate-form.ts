// One form's check, run by the browser as the visitor types and by the server before it stores anything: the
// same definition (forms.ts), so the two never disagree.
import type { FieldAttributes, FieldDefinition } from './field-rules.ts';
import { fieldError } from './field-rules.ts';
import { FORMS, type FormField, type FormInput, type FormKind, type FormValues } from './forms.ts';

export type FormErrors = Record<string, string>;
export type FormValidation<Kind extends FormKind> = { values: FormValues[Kind]; errors: FormErrors; valid: boolean };

const fieldsDefinedBy = (kind: FormKind) => FORMS[kind].fields as Record<string, FieldDefinition>;

/** The field names of a form, in display order. */
export const fieldsOf = <Kind extends FormKind>(kind: Kind) => Object.keys(FORMS[kind].fields) as FormField<Kind>[];

/** How a field of a form is offered (type, autofill, the browser's own checks). */
export const fieldAttributes = (kind: FormKind, field: string): FieldAttributes =>
  fieldsDefinedBy(kind)[field]?.attributes ?? { type: 'text', required: false };

/** Empty values for every field of a form. */
export function emptyInput<Kind extends FormKind>(kind: Kind): FormInput<Kind> {
  return Object.fromEntries(fieldsOf(kind).map((field) => [field, ''])) as FormInput<Kind>;
}

/**
 * Trims every field, applies its rule and returns the payload to send plus one message per invalid field.
 * Unknown keys are dropped; non-string values count as empty.
 */
export function validateForm<Kind extends FormKind>(kind: Kind, input: Record<string, unknown>): FormValidation<Kind> {
  const values: Record<string, string> = {};
  const errors: FormErrors = {};
  for (const [name, field] of Object.entries(fieldsDefinedBy(kind))) {
    const raw = input[name];
    const value = typeof raw === 'string' ? raw.trim() : '';
    values[name] = value;
    const error = fieldError(name, field, value);
    if (error) errors[name] = error;
  }
  return { values: { ...values, formType: FORMS[kind].formType } as FormValues[Kind], errors, valid: Object.keys(errors).length === 0 };
}
