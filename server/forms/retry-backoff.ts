// How long to wait before the next delivery attempt: doubles with each failure up to a cap, with jitter so
// submissions queued in the same outage do not all hit the recovering CMS in the same second.

export type BackoffPolicy = { baseMs: number; maxMs: number };

/** First retry after 2–4 s, then 4–8 s, 8–16 s …, never more than 10 minutes apart. */
export const FORM_RETRY_BACKOFF: BackoffPolicy = { baseMs: 4_000, maxMs: 10 * 60_000 };

/**
 * The wait after `failures` failed attempts (1 = the first failure). "Equal jitter": half the exponential step
 * is fixed, half random, so the wait always grows with the failures yet spreads; `random` returns [0, 1).
 */
export function retryDelayMs(failures: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30);
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  return Math.round(step / 2 + random() * (step / 2));
}
