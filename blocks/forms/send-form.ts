// Sends a validated form to the site's own endpoint (JSON) and says what happened in terms the form can show:
// the site's own words when it refused the request and said why (an out-of-date page, too many tries). Each
// message carries a key of its own, sent again with any retry, so "failed" never hides a stored copy: a retry
// of a message that did arrive is answered "received" and stored once.
import { SITE_API_ACCEPT } from '../../shop-rules/site-api.ts';
import { formEndpoint, IDEMPOTENCY_KEY_HEADER } from '../../content/forms/form-endpoint.ts';
import type { FormKind, FormValues } from '../../content/forms/forms.ts';
import type { FormErrors } from '../../content/forms/validate-form.ts';

/** The texts a visitor sees when sending fails; what they typed stays in the form. */
export const FAILURE_MESSAGES = {
  unavailable: "Sorry, we couldn't send that just now. Please try again in a moment; what you typed is still here.",
  offline: "We couldn't reach our server. Please check your connection and try again; what you typed is still here.",
  tooLarge: 'That is too long to send. Please shorten your message and try again.',
  invalid: 'Please check the highlighted fields.',
} as const;

export type SendOutcome = { ok: true } | { ok: false; message: string; fieldErrors: FormErrors };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The site API's refusals (server/security/) answer `{ error: { message } }` in words meant for the visitor. */
function refusalMessage(body: unknown): string | null {
  return isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string' && body.error.message.trim() ? body.error.message : null;
}

/** A proxy's 502/503/504 or a dropped connection: the instance may have gone away mid-request; one more try, same key. */
const PASSING_FAILURE = new Set([502, 503, 504]);

export type SendOptions = { key?: string; retryAfterMs?: number };

async function post(fetcher: typeof fetch, kind: FormKind, values: unknown, key: string | undefined): Promise<Response | null> {
  try {
    return await fetcher(formEndpoint(kind), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: SITE_API_ACCEPT, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
      body: JSON.stringify(values),
    });
  } catch {
    return null;
  }
}

/** Worth one quiet retry: nothing answered, or a proxy answered for an instance (the site's own 503 says when to come back). */
const mayRetry = (response: Response | null) => response === null || (PASSING_FAILURE.has(response.status) && !response.headers.has('Retry-After'));

export async function sendForm<Kind extends FormKind>(
  kind: Kind,
  values: FormValues[Kind],
  fetcher: typeof fetch = fetch,
  options: SendOptions = {},
): Promise<SendOutcome> {
  const { key, retryAfterMs = 1_000 } = options;
  let response = await post(fetcher, kind, values, key);
  if (key && mayRetry(response)) {
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
    response = await post(fetcher, kind, values, key);
  }
  if (response === null) return { ok: false, message: FAILURE_MESSAGES.offline, fieldErrors: {} };
  if (response.ok) return { ok: true };
  if (response.status === 413) return { ok: false, message: FAILURE_MESSAGES.tooLarge, fieldErrors: {} };
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 400 && isRecord(body) && isRecord(body.errors)) {
    const fieldErrors = Object.fromEntries(Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return { ok: false, message: FAILURE_MESSAGES.invalid, fieldErrors };
  }
  return { ok: false, message: refusalMessage(body) ?? FAILURE_MESSAGES.unavailable, fieldErrors: {} };
}
