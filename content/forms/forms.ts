// Every visitor form, one definition each: the formType the CMS files it under, and its fields in the order they
// appear with each field's rule (field-rules.ts). The browser's live checks, the server's checks, the payload sent
// to the CMS (spec §7: { formData: { ...fields, formType } }) and the endpoint (/api/forms/{kind}) all derive from it.
// Adding a form is one entry here; its labels and button text come from the CMS block or chrome that shows it.
import type { components } from '../../generated/cms-api';
import { contextField, emailField, messageField, mobileField, type FieldDefinition } from './field-rules.ts';

/** The formTypes the CMS's submission schema lists (openapi/cms.yaml FormSubmitRequest): a new one is added there first. */
type CmsFormType = NonNullable<components['schemas']['FormSubmitRequest']['formData']['formType']>;
type FormDefinition = { formType: CmsFormType; fields: Record<string, FieldDefinition> };

/**
 * The contact payload is the spec's (§7: email, mobile, message, formType 'contact'). The spec does not show the
 * subscribe and sold-out payloads: they carry a formType too so the CMS can tell submissions apart, and the
 * sold-out form names what the shopper waits for: the product ('Premium King, 36-40 cm'), its size and depth and,
 * when one exact variant is sold out, its id.
 */
export const FORMS = {
  contact: { formType: 'contact', fields: { email: emailField, mobile: mobileField, message: messageField } },
  subscribe: { formType: 'subscribe', fields: { email: emailField } },
  soldOut: {
    formType: 'sold-out',
    fields: { email: emailField, product: contextField, size: contextField, depth: contextField, variantId: contextField },
  },
} as const satisfies Record<string, FormDefinition>;

export type FormKind = keyof typeof FORMS;
export const FORM_KINDS = Object.keys(FORMS) as FormKind[];
export const isFormKind = (value: string): value is FormKind => Object.hasOwn(FORMS, value);

/** What a visitor types (hidden context such as the sold-out variant included); formType is added on validation. */
export type FormInput<Kind extends FormKind> = { [Field in keyof (typeof FORMS)[Kind]['fields']]: string };
export type FormField<Kind extends FormKind> = keyof FormInput<Kind> & string;
/** The payload each form sends to the site and the site to the CMS. */
export type FormValues = { [Kind in FormKind]: FormInput<Kind> & { formType: (typeof FORMS)[Kind]['formType'] } };
