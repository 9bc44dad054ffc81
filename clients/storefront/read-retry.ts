// When a read (product search, cart load) is tried again: the shop was briefly unable to answer (HTTP 429 or
// 503, a throttled answer, or no answer at all because the connection failed). Cart changes never are: a
// change the shop applied but whose answer was lost would be applied twice (the same set added twice).
import { ClientError } from 'graphql-request';

/** Tries after the first one. */
export const READ_RETRIES = 2;
/** The wait before the first retry; each later one doubles it, unless the shop's Retry-After names another. */
export const READ_RETRY_FIRST_WAIT_MS = 250;
/** All waits of one read together stay within this… */
export const READ_RETRY_MAX_TOTAL_WAIT_MS = 2_000;
/** …and within this share of the call timeout, so a retried read still answers well within it. */
export const READ_RETRY_MAX_SHARE_OF_TIMEOUT = 0.25;

const RETRYABLE_STATUSES = new Set([429, 503]);
const NETWORK_ERROR_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

const codeOf = (value: unknown): unknown => (typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined);

/** No answer at all: fetch's own failure (a TypeError) or a socket error code, never a timeout (that spent the call's time). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const cause = error instanceof Error ? error.cause : undefined;
  return [codeOf(error), codeOf(cause)].some((code) => typeof code === 'string' && NETWORK_ERROR_CODES.has(code));
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its weekday and month ('Mon, 02 Mar 2026 09:00:02 GMT'); Date.parse alone also reads '-1'.
  if (!/[A-Za-z]/.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The shop answered that it is throttling this client (a GraphQL error with code THROTTLED). */
export function isThrottled(error: ClientError): boolean {
  return (error.response.errors ?? []).some((item) => item.extensions?.code === 'THROTTLED');
}

function briefFailure(error: unknown, now: number): { brief: boolean; retryAfter: number | null } {
  if (error instanceof ClientError) {
    const brief = RETRYABLE_STATUSES.has(error.response.status) || isThrottled(error);
    return { brief, retryAfter: brief ? retryAfterMs(error.response.headers?.get('Retry-After'), now) : null };
  }
  return { brief: isNetworkError(error), retryAfter: null };
}

export type RetryState = { retries: number; waitedMs: number; timeoutMs: number; remainingMs: number; now: number };

/** How long to wait before trying a failed read again, or null to give up now. */
export function readRetryWait(error: unknown, { retries, waitedMs, timeoutMs, remainingMs, now }: RetryState): number | null {
  if (retries >= READ_RETRIES) return null;
  const { brief, retryAfter } = briefFailure(error, now);
  if (!brief) return null;
  const wait = retryAfter ?? READ_RETRY_FIRST_WAIT_MS * 2 ** retries;
  const budget = Math.min(READ_RETRY_MAX_TOTAL_WAIT_MS, timeoutMs * READ_RETRY_MAX_SHARE_OF_TIMEOUT);
  // A wait that does not fit is not shortened: retrying before the shop's Retry-After would only be refused again.
  return waitedMs + wait <= budget && wait < remainingMs ? wait : null;
}
