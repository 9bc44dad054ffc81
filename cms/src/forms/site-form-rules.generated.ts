// Generated from content/forms/ and the site's API write limit by `npm run codegen`. Do not edit.
// The rules the site checks a visitor form with, for the CMS's own submit route (cms/src/forms/site-form-check.ts).
// @ts-nocheck
// content/forms/text-field-rules.ts
var CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
var CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
var BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
function hasUnsafeCharacters(value, policy) {
  const control = policy === "multi-line" ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return control.test(value) || LONE_SURROGATE.test(value) || policy === "email-address" && BIDI_CONTROL.test(value);
}

// content/forms/field-rules.ts
var MESSAGES = {
  required: "Required",
  email: "Please enter a valid email",
  mobile: "Please enter a valid Australian mobile number (with no spaces)"
};
var MOBILE_MAX_LENGTH = 12;
var MESSAGE_MAX_LENGTH = 5e3;
var EMAIL_MAX_LENGTH = 254;
var CONTEXT_MAX_LENGTH = 200;
var EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
var AU_MOBILE_PATTERN = /^(?:\+61|61|0)?4(?:(?:[01]\d|2[0-57-9]|3[1-9]|4[7-9]|5[018])\d|30[0-5])\d{5}$/;
var required = (value) => value === "" ? MESSAGES.required : null;
var emailField = {
  rule: (value) => required(value) ?? (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value) ? MESSAGES.email : null),
  characters: "email-address",
  invalid: MESSAGES.email,
  attributes: { type: "email", required: true, maxLength: EMAIL_MAX_LENGTH, autoComplete: "email", inputMode: "email" }
};
var mobileField = {
  rule: (value) => required(value) ?? (value.length > MOBILE_MAX_LENGTH || !AU_MOBILE_PATTERN.test(value) ? MESSAGES.mobile : null),
  characters: "single-line",
  invalid: MESSAGES.mobile,
  attributes: {
    type: "tel",
    required: true,
    maxLength: MOBILE_MAX_LENGTH,
    pattern: AU_MOBILE_PATTERN.source.replace(/^\^|\$$/g, ""),
    autoComplete: "tel",
    inputMode: "tel"
  }
};
var messageField = {
  rule: (value) => required(value) ?? (value.length > MESSAGE_MAX_LENGTH ? `Please keep your message under ${MESSAGE_MAX_LENGTH} characters` : null),
  characters: "multi-line",
  attributes: { type: "text", multiline: true, required: true, maxLength: MESSAGE_MAX_LENGTH }
};
var contextField = {
  rule: (value) => value.length > CONTEXT_MAX_LENGTH ? "Too long" : null,
  characters: "single-line",
  attributes: { type: "hidden", required: false }
};
function fieldError(name, field, value) {
  return field.rule(value) ?? (hasUnsafeCharacters(value, field.characters) ? field.invalid ?? `Please enter a valid ${name}` : null);
}

// content/forms/forms.ts
var FORMS = {
  contact: { formType: "contact", fields: { email: emailField, mobile: mobileField, message: messageField } },
  subscribe: { formType: "subscribe", fields: { email: emailField } },
  soldOut: {
    formType: "sold-out",
    fields: { email: emailField, product: contextField, size: contextField, depth: contextField, variantId: contextField }
  }
};
var FORM_KINDS = Object.keys(FORMS);

// content/forms/validate-form.ts
var fieldsDefinedBy = (kind) => FORMS[kind].fields;
function validateForm(kind, input) {
  const values = {};
  const errors = {};
  for (const [name, field] of Object.entries(fieldsDefinedBy(kind))) {
    const raw = input[name];
    const value = typeof raw === "string" ? raw.trim() : "";
    values[name] = value;
    const error = fieldError(name, field, value);
    if (error) errors[name] = error;
  }
  return { values: { ...values, formType: FORMS[kind].formType }, errors, valid: Object.keys(errors).length === 0 };
}
export {
  FORMS,
  validateForm
};

export const SITE_WRITE_LIMIT = {"capacity":20,"refillPerSecond":0.5};
