import { describe, expect, it } from 'vitest';
import { chooseLocale, parseAcceptLanguage } from '../../../server/locale/choose-locale.ts';

const none = { prefix: null, cookie: undefined, acceptLanguage: undefined };

describe('choosing the locale', () => {
  it('falls back to en when nothing names a configured locale', () => {
    expect(chooseLocale(none, ['en'], 'en')).toBe('en');
    expect(chooseLocale({ prefix: null, cookie: 'fr', acceptLanguage: 'de-DE,de;q=0.9' }, ['en'], 'en')).toBe('en');
  });

  it('takes the route prefix first, then the saved cookie, then the browser language', () => {
    const supported = ['en', 'fr', 'de'];
    expect(chooseLocale({ prefix: 'fr', cookie: 'de', acceptLanguage: 'en' }, supported, 'en')).toBe('fr');
    expect(chooseLocale({ prefix: null, cookie: 'de', acceptLanguage: 'fr' }, supported, 'en')).toBe('de');
    expect(chooseLocale({ prefix: null, cookie: undefined, acceptLanguage: 'fr-CA,de;q=0.8' }, supported, 'en')).toBe('fr');
  });

  it('matches a regional browser language to its language (en-AU → en)', () => {
    expect(chooseLocale({ ...none, acceptLanguage: 'en-AU,en;q=0.9' }, ['en'], 'en')).toBe('en');
  });

  it('orders Accept-Language by quality and drops refused languages', () => {
    expect(parseAcceptLanguage('fr;q=0.5, en-AU, de;q=0, *;q=0.1, es;q=0.8')).toEqual(['en-au', 'es', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(';;,q=abc')).toEqual([]);
  });
});
