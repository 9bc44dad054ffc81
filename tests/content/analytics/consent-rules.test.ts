import { describe, expect, it } from 'vitest';
import {
  ALL_ALLOWED,
  ALL_DECLINED,
  CONSENT_COOKIE,
  consentCookie,
  consentState,
  rememberedConsent,
  timeZoneListed,
} from '../../../content/analytics/consent-rules.ts';
import { privacyChoices } from '../../../demo-backends/cms/content/singletons/privacy-choices.ts';

const EUROPE = privacyChoices.bannerTimeZones;
const state = (signals: Partial<Parameters<typeof consentState>[0]>) =>
  consentState({ cookies: '', gpc: false, timeZone: () => 'Australia/Sydney', bannerTimeZones: EUROPE, ...signals });

describe('consent rules', () => {
  it('a visitor in Australia sees no banner and has allowed every purpose until they choose otherwise', () => {
    expect(state({})).toEqual({ consent: ALL_ALLOWED, chosen: false, banner: false });
  });

  it('a visitor in Berlin or Reykjavik sees the banner and has allowed nothing yet', () => {
    for (const zone of ['Europe/Berlin', 'Atlantic/Reykjavik'])
      expect(state({ timeZone: () => zone })).toEqual({ consent: ALL_DECLINED, chosen: false, banner: true });
  });

  it('the time zone is not asked for when a choice is remembered or no region asks first (a browser can be slow to answer)', () => {
    const asked: string[] = [];
    const timeZone = () => {
      asked.push('asked');
      return 'Europe/Paris';
    };
    expect(state({ cookies: `${CONSENT_COOKIE}=1010`, timeZone }).banner).toBe(false);
    expect(state({ bannerTimeZones: ' ', timeZone }).banner).toBe(false);
    expect(asked).toEqual([]);
    expect(state({ timeZone }).banner).toBe(true);
    expect(asked).toEqual(['asked']);
  });

  it('a remembered choice wins everywhere and hides the banner', () => {
    const cookies = `cart=abc; ${CONSENT_COOKIE}=1010; other=1`;
    const expected = { analytics: true, marketing: false, preferences: true, saleOfData: false };
    expect(state({ cookies, timeZone: () => 'Europe/Paris' })).toEqual({ consent: expected, chosen: true, banner: false });
    expect(state({ cookies }).consent).toEqual(expected);
  });

  it('Global Privacy Control takes back marketing and sale of data, even after "Allow all", and leaves the rest', () => {
    const allowedAll = `${CONSENT_COOKIE}=1111`;
    expect(state({ gpc: true }).consent).toEqual({ analytics: true, marketing: false, preferences: true, saleOfData: false });
    expect(state({ gpc: true, cookies: allowedAll }).consent).toEqual({ analytics: true, marketing: false, preferences: true, saleOfData: false });
  });

  it('a cookie this site did not write is no choice: the region decides', () => {
    for (const value of ['1', '11111', 'yes!', '']) expect(rememberedConsent(`${CONSENT_COOKIE}=${value}`)).toBeNull();
    expect(state({ cookies: `${CONSENT_COOKIE}=yes`, timeZone: () => 'Europe/Rome' }).banner).toBe(true);
  });

  it('the banner list takes whole areas and single zones; an empty list shows it nowhere', () => {
    expect(timeZoneListed('Europe/Dublin', 'Europe/')).toBe(true);
    expect(timeZoneListed('America/Sao_Paulo', 'Europe/, America/Sao_Paulo')).toBe(true);
    expect(timeZoneListed('America/New_York', 'Europe/, America/Sao_Paulo')).toBe(false);
    expect(timeZoneListed('Europe/Dublin', ' , ')).toBe(false);
  });

  it('the cookie written for a choice reads back as the same choice, for a year, on every path', () => {
    const choice = { analytics: false, marketing: true, preferences: false, saleOfData: true };
    const cookie = consentCookie(choice, true);
    expect(cookie).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(rememberedConsent(cookie.split(';')[0]!)).toEqual(choice);
  });
});
