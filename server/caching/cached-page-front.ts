// The front door for cached pages. A plain GET for a page the in-process cache holds fresh, asked for in gzip,
// is answered here, before the HTTP app, with what the app would answer: the page's gzip answer as the
// responder made it (its headers, this request's nonce spliced in), the security headers with this nonce's
// CSP, the locale cookies the visitor lacks, and the request log line. On a 2-core machine that is most of
// the difference between a cached page and a same-bytes ceiling: the app's dozen middleware layers, WHATWG
// Headers objects and promises cost more than the page itself (npm run bench:load).
//
// Only what can be answered exactly the same way is: anything else (other methods, conditional requests,
// no gzip, an unusual request target or host, a page not cached or not yet answered in gzip by the app) goes
// on to the app. The cache only ever holds pages that went through every rule (redirects, locale prefix,
// route middleware: a page behind any of those is never stored), so a hit can skip them.
// tests/server/caching/cached-page-front.test.ts holds the two answers side by side.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { acceptsEncoding } from '../compression.ts';
import { newCspNonce } from '../security/content-security-policy.ts';
import { chooseLocale } from '../locale/choose-locale.ts';
import { LOCALE_COOKIE, localeCookiesToSet } from '../locale/locale-cookies.ts';
import { localePrefix } from '../locale/locale-routing.ts';
import { errorMessage, log } from '../logger.ts';
import { logRequest } from '../request-log.ts';
import { cachedGzipAnswer } from './page-responder.ts';
import type { RenderedPageCache } from './rendered-page-cache.ts';

export type CachedPageFrontOptions = {
  cache: RenderedPageCache;
  /** Headers on every response (security-headers.ts). */
  securityHeaders: readonly (readonly [string, string])[];
  /** The page CSP for a nonce (security-headers.ts). */
  contentSecurityPolicy: (nonce: string) => string;
  locale: { defaultLocale: string; supported: readonly string[]; currency: string; country: string };
  secureCookies: boolean;
  /** A request carrying the draft-mode cookie (server/preview/) is the app's to answer: drafts are never cached. */
  draftCookieName?: string | null;
};

/** Answers the request and returns true, or returns false and leaves it untouched for the app. */
export type CachedPageFront = (request: IncomingMessage, response: ServerResponse) => boolean;

// Request targets and hosts the HTTP adapter takes as they are (@hono/node-server's own plain-URL test), so the
// cache key the app would use is the target itself; anything else the adapter normalises or refuses.
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

export function cachedPageFront(options: CachedPageFrontOptions): CachedPageFront {
  const answer = answerFromCache(options);
  return (request, response) => {
    try {
      return answer(request, response);
    } catch (error) {
      // Never a crash in front of the app: before anything is sent the app answers instead.
      log.error('cached_page_front.failed', { reason: errorMessage(error) });
      if (!response.headersSent) return false;
      response.destroy();
      return true;
    }
  };
}

function answerFromCache({ cache, securityHeaders, contentSecurityPolicy, locale, secureCookies, draftCookieName = null }: CachedPageFrontOptions): CachedPageFront {
  const draftCookiePrefix = draftCookieName ? `${draftCookieName}=` : null;
  const cookiesToSet = rememberedLocaleCookies(locale, secureCookies);
  // A page's headers with the security headers added, once per page.
  const withSecurity = new WeakMap<object, Readonly<Record<string, string>>>();
  const withSecurityHeaders = (pageHeaders: Readonly<Record<string, string>>) => {
    let headers = withSecurity.get(pageHeaders);
    if (!headers) {
      headers = Object.freeze({ ...pageHeaders, ...Object.fromEntries(securityHeaders) });
      withSecurity.set(pageHeaders, headers);
    }
    return headers;
  };
  return (request, response) => {
    const started = performance.now();
    const target = request.url ?? '';
    const { headers } = request;
    if (request.method !== 'GET' || headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return false;
    if (!PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target) || !PLAIN_HOST.test(headers.host ?? '')) return false;
    if (!acceptsEncoding(headers['accept-encoding'], 'gzip')) return false;
    if (draftCookiePrefix && headers.cookie?.includes(draftCookiePrefix)) return false;
    const page = cache.fresh(target);
    const nonce = page ? newCspNonce() : '';
    const answer = page ? cachedGzipAnswer(page, nonce) : null;
    if (!answer) return false;

    const sent: Record<string, string | string[]> = { ...withSecurityHeaders(answer.headers) };
    sent['content-security-policy'] = contentSecurityPolicy(nonce);
    const path = target.split('?', 1)[0]!;
    const cookies = cookiesToSet(path, headers.cookie, headers['accept-language']);
    if (cookies.length > 0) sent['set-cookie'] = cookies;
    sent['content-length'] = String(answer.body.length);
    response.writeHead(200, sent);
    response.end(answer.body);
    logRequest('GET', path, 200, started);
    return true;
  };
}

// Visitors send few distinct cookie and language headers (a first visit sends none), so answers are kept.
const MAX_REMEMBERED_COOKIE_ANSWERS = 256;

/** The locale, currency and country cookies the app's locale routing (locale-routing.ts) would set, remembered. */
function rememberedLocaleCookies(settings: CachedPageFrontOptions['locale'], secure: boolean) {
  const remembered = new Map<string, string[]>();
  return (path: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): string[] => {
    // The locale prefix, if any, is the first path segment.
    const key = `${path.slice(0, path.indexOf('/', 1) >>> 0)}\u0000${cookieHeader ?? ''}\u0000${acceptLanguage ?? ''}`;
    let cookies = remembered.get(key);
    if (!cookies) {
      cookies = localeCookies(path, cookieHeader, acceptLanguage, settings, secure);
      if (remembered.size >= MAX_REMEMBERED_COOKIE_ANSWERS) remembered.clear();
      remembered.set(key, cookies);
    }
    return cookies;
  };
}

function localeCookies(path: string, cookieHeader: string | undefined, acceptLanguage: string | undefined, settings: CachedPageFrontOptions['locale'], secure: boolean): string[] {
  const stored = cookieHeader ? parse(cookieHeader) : {};
  const prefix = localePrefix(path, settings.supported)?.code ?? null;
  const chosen = chooseLocale({ prefix, cookie: stored[LOCALE_COOKIE], acceptLanguage }, settings.supported, settings.defaultLocale);
  return localeCookiesToSet((name) => stored[name], { locale: chosen, currency: settings.currency, country: settings.country }, secure).map(([name, value, options]) => generateCookie(name, value, options));
}
