// A visitor submission as the CMS's public submit route takes it: one of the site's forms (by formType) with
// exactly that form's fields, each passing the site's own rule (site-form-rules.generated.ts, from content/forms/),
// and the site's submissionId. What is stored is what the site would have sent: the checked, trimmed values.
import { FORMS, validateForm } from './site-form-rules.generated';

type FormKind = keyof typeof FORMS;
const KIND_OF: Record<string, FormKind> = Object.fromEntries(Object.entries(FORMS).map(([kind, form]) => [form.formType, kind as FormKind]));
/** The site's outbox id (a UUID) or an id of that kind: short and plain. */
const SUBMISSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type CheckedSubmission = { formData: Record<string, string> } | { problem: string };

export function checkSubmission(formData: Record<string, unknown>): CheckedSubmission {
  const kind = typeof formData.formType === 'string' ? KIND_OF[formData.formType] : undefined;
  if (!kind) return { problem: `formData.formType must be one of ${Object.keys(KIND_OF).join(', ')}` };
  const fields = Object.keys(FORMS[kind].fields);
  const unknown = Object.keys(formData).find((key) => key !== 'formType' && key !== 'submissionId' && !fields.includes(key));
  if (unknown) return { problem: `formData.${unknown} is not a field of the ${formData.formType} form` };
  const { submissionId } = formData;
  if (submissionId !== undefined && (typeof submissionId !== 'string' || !SUBMISSION_ID.test(submissionId))) return { problem: 'formData.submissionId must be up to 64 letters, digits, - or _' };
  const { values, errors, valid } = validateForm(kind, formData);
  if (!valid) return { problem: Object.entries(errors).map(([field, message]) => `formData.${field}: ${message}`).join('; ') };
  return { formData: { ...(values as Record<string, string>), ...(typeof submissionId === 'string' ? { submissionId } : {}) } };
}
