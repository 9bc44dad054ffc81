import { describe, expect, it } from 'vitest';
import { FakeCookieJar } from './support/cookie-jar.ts';
import { ALL_ALLOWED, ALL_DECLINED } from '../../../content/analytics/consent-rules.ts';
import { checkBatch } from '../../../content/analytics/event-batch.ts';
import { BROWSER_ID_COOKIE, browserIdFor, type CookieJar } from '../../../renderer/analytics/browser-id.ts';
import { pageViewed } from '../../../renderer/analytics/page-events.ts';

const NOW = Date.parse('2026-11-29T10:00:00Z');

describe('the browser id', () => {
  it('is made once analytics is allowed, in the shape GA4 reads as its own, and kept for the visits after', () => {
    const jar = new FakeCookieJar();
    const made = browserIdFor(jar, ALL_ALLOWED, true, NOW, () => 0.5);
    expect(made).toBe(`1073741824.${NOW / 1000}`);
    expect(jar.written).toEqual([`${BROWSER_ID_COOKIE}=${made}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`]);
    expect(browserIdFor(jar, ALL_ALLOWED, true, NOW + 86_400_000, () => 0.1)).toBe(made);
    expect(jar.written).toHaveLength(1);
  });

  it('without analytics consent none is made, and one kept from before is removed', () => {
    const jar = new FakeCookieJar();
    expect(browserIdFor(jar, { ...ALL_ALLOWED, analytics: false }, true, NOW)).toBeUndefined();
    expect(jar.cookie).toBe('');
    browserIdFor(jar, ALL_ALLOWED, false, NOW);
    expect(jar.cookie).toMatch(new RegExp(`^${BROWSER_ID_COOKIE}=\\d+\\.\\d{10}$`));
    expect(browserIdFor(jar, ALL_DECLINED, false, NOW)).toBeUndefined();
    expect(jar.cookie).toBe('');
  });

  it('a kept value changed by hand is replaced rather than sent', () => {
    const jar = new FakeCookieJar();
    jar.cookie = `${BROWSER_ID_COOKIE}=ada@example.com`;
    expect(browserIdFor(jar, ALL_ALLOWED, false, NOW, () => 0)).toBe(`0.${NOW / 1000}`);
  });

  it('travels in the envelope only with analytics consent, and the server takes both', () => {
    const page = (cookies: CookieJar) => ({
      location: { pathname: '/faqs', search: '', origin: 'https://shop.example' },
      referrer: '',
      sessionStorage: null,
      cookies,
    });
    const allowed = pageViewed(page(new FakeCookieJar()), ALL_ALLOWED);
    const declined = pageViewed(page(new FakeCookieJar()), ALL_DECLINED);
    expect(allowed?.clientId).toMatch(/^\d+\.\d{10}$/);
    expect(declined).not.toHaveProperty('clientId');
    expect(checkBatch({ events: [allowed, declined] }, 600)).toMatchObject({ ok: true });
  });
});
