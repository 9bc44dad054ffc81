// The browser's analytics id (the envelope's `clientId`, which GA4 reads as its client id): made and kept in a
// first-party cookie only while the visitor allows analytics, and removed the moment they take that back, so a
// browser that declined carries nothing that could follow it.
import type { Consent } from '../../content/analytics/consent-rules.ts';
import { browserId } from '../../content/analytics/event-fields.ts';
import { cookieRemoval, cookieText, cookieValue } from '../../shop-rules/cookie-value.ts';

export const BROWSER_ID_COOKIE = 'analytics_id';
/** As long as the consent it rests on is remembered (a year), after which it is asked again. */
export const BROWSER_ID_MAX_AGE_S = 365 * 24 * 60 * 60;

export type CookieJar = { cookie: string };

/** A new id as Google's tag makes one: a random 31-bit number, a dot, the second it was made. */
export function newBrowserId(now: number, random: () => number): string {
  return `${Math.floor(random() * 2 ** 31)}.${Math.floor(now / 1000)}`;
}

/**
 * The id to send with an event: the kept one, or one made now, when analytics is allowed; undefined otherwise, and
 * a kept one is then removed.
 */
export function browserIdFor(jar: CookieJar, consent: Consent, secure: boolean, now = Date.now(), random = Math.random): string | undefined {
  const kept = cookieValue(jar.cookie, BROWSER_ID_COOKIE);
  if (!consent.analytics) {
    if (kept !== undefined) jar.cookie = cookieRemoval(BROWSER_ID_COOKIE);
    return undefined;
  }
  if (kept !== undefined && browserId.check(kept)) return kept;
  const made = newBrowserId(now, random);
  jar.cookie = cookieText(BROWSER_ID_COOKIE, made, { maxAgeS: BROWSER_ID_MAX_AGE_S, secure });
  return made;
}
