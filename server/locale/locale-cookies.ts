// The shopper's locale, currency and country cookies (spec §9): readable by the browser's own code (not
// HttpOnly), site-wide, SameSite=Lax. Set only on responses no shared cache keeps (locale-routing.ts): a
// Set-Cookie would stop a shared cache from storing the page at all.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { appendResponseCookie } from '../http/response-headers.ts';

export const LOCALE_COOKIE = 'vsf-locale';
export const CURRENCY_COOKIE = 'vsf-currency';
export const COUNTRY_COOKIE = 'vsf-country';
const DAY_S = 24 * 60 * 60;
/** Spec §9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * DAY_S;
/** Spec §9: currency and country cookies live one year. */
export const CURRENCY_COUNTRY_COOKIE_MAX_AGE_S = 365 * DAY_S;

export type LocaleChoice = { locale: string; currency: string; country: string };

/** Writes each cookie whose stored value differs from the choice, so returning visitors get no Set-Cookie. */
export function writeLocaleCookies(c: Context, choice: LocaleChoice, secure: boolean): void {
  for (const [name, value, options] of localeCookiesToSet((cookieName) => getCookie(c, cookieName), choice, secure))
    appendResponseCookie(c, name, value, options);
}

/** The cookies (name, value, attributes) whose stored value differs from the choice. */
export function localeCookiesToSet(stored: (name: string) => string | undefined, choice: LocaleChoice, secure: boolean): [string, string, CookieOptions][] {
  const cookies: [string, string, number][] = [
    [LOCALE_COOKIE, choice.locale, LOCALE_COOKIE_MAX_AGE_S],
    [CURRENCY_COOKIE, choice.currency, CURRENCY_COUNTRY_COOKIE_MAX_AGE_S],
    [COUNTRY_COOKIE, choice.country, CURRENCY_COUNTRY_COOKIE_MAX_AGE_S],
  ];
  return cookies
    .filter(([name, value]) => stored(name) !== value)
    .map(([name, value, maxAge]) => [name, value, { path: '/', sameSite: 'Lax', secure, maxAge }]);
}
