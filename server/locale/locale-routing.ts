// Locale routing, strategy 'prefix except default' (spec §2): the default locale never appears in a URL, so
// '/en/faqs' answers 301 '/faqs'; other configured locales would keep their prefix. Also chooses the visitor's
// locale and keeps the locale, currency and country cookies in step with it, on responses no shared cache keeps
// (the purchase flow, error pages): a page a shared cache keeps is the same for every visitor, without Set-Cookie,
// and its locale comes from its URL alone. The shop, which reads the cookies (spec §7), is reached through /buy.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sharedCacheMayStore } from '../caching/cache-control.ts';
import { assertLocaleConfig, type LocaleConfig } from './locale-config.ts';
import { pageRequestOf, redirectPage } from '../http/page-request.ts';
import { chooseLocale } from './choose-locale.ts';
import { LOCALE_COOKIE, writeLocaleCookies } from './locale-cookies.ts';

declare module 'hono' {
  interface ContextVariableMap {
    locale: string;
  }
}

const PREFIX_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** The first path segment when it names a configured locale ('/EN/x' → 'en'), else null. */
export function localePrefix(pathname: string, supported: readonly string[]): { code: string; rest: string } | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    return null;
  }
  const code = supported.find((candidate) => candidate.toLowerCase() === segment);
  // Collapse leading slashes of the rest: '/en//evil.com' must become '/evil.com', never '//evil.com'.
  return code ? { code, rest: `/${(match[2] ?? '').replace(/^\/+/, '')}` } : null;
}

/** What the configuration fixes: the default and supported locales, the currency and the country. */
export function localeSettings(config: LocaleConfig): { defaultLocale: string; supported: readonly string[]; currency: string; country: string } {
  assertLocaleConfig(config);
  const defaultLocale = config.locale!.code;
  return { defaultLocale, supported: [defaultLocale], currency: config.currency!.code, country: config.country!.code };
}

export function localeRouting(config: LocaleConfig, { secureCookies }: { secureCookies: boolean }): MiddlewareHandler {
  const { defaultLocale, supported, currency, country } = localeSettings(config);

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const { pathname, search } = pageRequestOf(c.req.url);
    const prefix = localePrefix(pathname, supported);
    if (prefix?.code === defaultLocale) return redirectPage(c, `${prefix.rest}${search}`, 301, PREFIX_REDIRECT_CACHE_CONTROL);

    const locale = chooseLocale(
      { prefix: prefix?.code ?? null, cookie: getCookie(c, LOCALE_COOKIE), acceptLanguage: c.req.header('Accept-Language') },
      supported,
      defaultLocale,
    );
    c.set('locale', locale);
    await next();
    // After next(): a handler that returns its own Response would drop headers prepared before it ran.
    if (!sharedCacheMayStore(c.res.headers.get('Cache-Control'))) writeLocaleCookies(c, { locale, currency, country }, secureCookies);
  };
}
