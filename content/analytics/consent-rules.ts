// The visitor's consent, as Shopify's Customer Privacy API names its purposes (analytics, marketing, preferences,
// sale of data), decided the same way in the browser (which sends events and loads destinations) and on the server
// (which reads Sec-GPC): a remembered choice wins; without one, a visitor in a region that asks for consent first
// has allowed nothing, and anyone else everything; Global Privacy Control always takes back marketing and sale of
// data. Where the visitor is comes from the browser's time zone: content pages are shared by every visitor (the
// page cache and CDNs), so the server cannot tell, and the time zone needs no request and no lookup.

import { cookieText, cookieValue } from '../../shop-rules/cookie-value.ts';

export const CONSENT_PURPOSES = ['analytics', 'marketing', 'preferences', 'saleOfData'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type Consent = Record<ConsentPurpose, boolean>;

/** The first-party cookie holding the choice: one 0/1 per purpose, in CONSENT_PURPOSES order ('1010'). */
export const CONSENT_COOKIE = 'privacy_choices';
/** A choice is asked again after a year, as European regulators advise (at most 13 months). */
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const every = (allowed: boolean): Consent => ({ analytics: allowed, marketing: allowed, preferences: allowed, saleOfData: allowed });
export const ALL_ALLOWED = every(true);
export const ALL_DECLINED = every(false);

export const consentCookieValue = (consent: Consent): string => CONSENT_PURPOSES.map((purpose) => (consent[purpose] ? '1' : '0')).join('');

/** The choice remembered in a Cookie header (or document.cookie); null when none, or when it is not one this site wrote. */
export function rememberedConsent(cookies: string): Consent | null {
  const value = cookieValue(cookies, CONSENT_COOKIE);
  if (!value || !/^[01]{4}$/.test(value)) return null;
  return Object.fromEntries(CONSENT_PURPOSES.map((purpose, index) => [purpose, value[index] === '1'])) as Consent;
}

/** Global Privacy Control (navigator.globalPrivacyControl, Sec-GPC: 1) is an opt-out of sale and of marketing. */
export const withPrivacyControl = (consent: Consent, gpc: boolean): Consent => (gpc ? { ...consent, marketing: false, saleOfData: false } : consent);

/**
 * Whether the time zone is in the list: entries separated by commas, an entry ending in '/' a whole area
 * ('Europe/'), any other one zone ('Atlantic/Reykjavik'). An empty list shows the banner nowhere.
 */
export function timeZoneListed(timeZone: string, list: string): boolean {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .some((entry) => entry !== '' && (entry.endsWith('/') ? timeZone.startsWith(entry) : timeZone === entry));
}

export type ConsentState = {
  consent: Consent;
  /** The visitor has chosen (the cookie exists). */
  chosen: boolean;
  /** The region asks for consent first and the visitor has not chosen: the banner shows. */
  banner: boolean;
};

export type ConsentSignals = {
  cookies: string;
  gpc: boolean;
  /** Asked only when no choice is remembered and some region asks first: a browser can take a while to answer. */
  timeZone: () => string;
  bannerTimeZones: string;
};

export function consentState({ cookies, gpc, timeZone, bannerTimeZones }: ConsentSignals): ConsentState {
  const remembered = rememberedConsent(cookies);
  const asksFirst = remembered === null && bannerTimeZones.trim() !== '' && timeZoneListed(timeZone(), bannerTimeZones);
  const base = remembered ?? (asksFirst ? ALL_DECLINED : ALL_ALLOWED);
  return { consent: withPrivacyControl(base, gpc), chosen: remembered !== null, banner: asksFirst && remembered === null };
}

/** The Set-Cookie / document.cookie string that remembers a choice for the whole site. */
export const consentCookie = (consent: Consent, secure: boolean): string =>
  cookieText(CONSENT_COOKIE, consentCookieValue(consent), { maxAgeS: CONSENT_COOKIE_MAX_AGE_S, secure });
