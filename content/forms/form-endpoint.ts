// How a form reaches the site server, shared by the browser and the server routes: the endpoint path and
// the query the server adds when it redirects a plain (no-JavaScript) form post back to its page.
import type { FormKind } from './forms.ts';

export const FORMS_API_BASE = '/api/forms';
export const formEndpoint = (kind: FormKind) => `${FORMS_API_BASE}/${kind}`;

/** Hidden field naming the page a plain form post returns to. */
export const RETURN_TO_FIELD = '_returnTo';
/** Query parameters of that return: ?form=contact&result=sent */
export const RESULT_QUERY = { form: 'form', result: 'result' } as const;
export const FORM_RESULTS = ['sent', 'invalid', 'failed'] as const;
export type FormResult = (typeof FORM_RESULTS)[number];

/** id of the notice showing that result; the redirect scrolls to it. */
export const resultNoticeId = (kind: FormKind) => `${kind}-form-result`;

/** The result a plain form post came back with, when the query is about this form. */
export function formResultFromSearch(search: Record<string, string> | URLSearchParams, kind: FormKind): FormResult | null {
  const get = (name: string) => (search instanceof URLSearchParams ? search.get(name) : search[name]) ?? null;
  if (get(RESULT_QUERY.form) !== kind) return null;
  const result = get(RESULT_QUERY.result);
  return (FORM_RESULTS as readonly string[]).includes(result ?? '') ? (result as FormResult) : null;
}

/** The header naming one message (a UUID the page makes), so a retry of a message that did arrive is stored once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
