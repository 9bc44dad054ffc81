import { afterAll, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../server/config/configuration-error.ts';
import { localeRouting } from '../../../server/locale/locale-routing.ts';
import { readLocaleConfig } from '../../../server/locale/locale-config.ts';
import { type StubSite, stubSite } from '../caching/stub-site.ts';

const site: StubSite = await stubSite();
const secureSite: StubSite = await stubSite({ env: { NODE_ENV: 'production' } });
afterAll(() => {
  site.cleanup();
  secureSite.cleanup();
});

const cookieNamed = (response: Response, name: string) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

describe('locale, currency and country cookies (on per-shopper responses: the purchase flow)', () => {
  it('vsf-locale: en for 365 days, whole site, SameSite=Lax', async () => {
    const cookie = cookieNamed(await site.app.request('/buy'), 'vsf-locale');
    expect(cookie).toBe('vsf-locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('currency AUD and country AU for a year', async () => {
    const response = await site.app.request('/buy');
    expect(cookieNamed(response, 'vsf-currency')).toBe('vsf-currency=AUD; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cookieNamed(response, 'vsf-country')).toBe('vsf-country=AU; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('are Secure in production over https', async () => {
    expect(cookieNamed(await secureSite.app.request('/buy'), 'vsf-locale')).toContain('Secure');
  });

  it('are not set again when the visitor already has them', async () => {
    const response = await site.app.request('/buy', { headers: { Cookie: 'vsf-locale=en; vsf-currency=AUD; vsf-country=AU' } });
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('vsf-'))).toEqual([]);
  });

  it('a saved locale that is not configured is replaced by en', async () => {
    const response = await site.app.request('/buy', { headers: { Cookie: 'vsf-locale=fr', 'Accept-Language': 'fr-FR' } });
    expect(cookieNamed(response, 'vsf-locale')).toMatch(/^vsf-locale=en;/);
  });

  it('are never set on a page a shared cache keeps, which must be the same for every visitor', async () => {
    const response = await site.app.request('/faqs', { headers: { Cookie: 'vsf-locale=fr' } });
    expect(response.headers.get('Cache-Control')).toContain('public');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("locale routing 'prefix except default'", () => {
  it.each([
    ['/en/faqs', '/faqs'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/EN/faqs?utm_source=x', '/faqs?utm_source=x'],
  ])('%s → 301 %s', async (from, to) => {
    const response = await site.app.request(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(to);
  });

  it('leaves paths that only start with the letters of a locale alone', async () => {
    expect((await site.app.request('/english-linen')).status).not.toBe(301);
  });

  it('needs locale, currency and country configured, naming what is missing', () => {
    expect(() => localeRouting(readLocaleConfig({ SITE_CURRENCY: '', SITE_COUNTRY: '' }), { secureCookies: false })).toThrow(
      new ConfigurationError('Missing locale configuration: currency, country'),
    );
  });
});
