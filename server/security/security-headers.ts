// Security headers on every response, and the page CSP on HTML. A page's CSP allows exactly its own inline
// scripts (content-security-policy.ts): the page responder writes it once per rendered page, so a cached page
// carries the same policy to every visitor; any other HTML (the 'back shortly' page, a demo backend's page)
// gets its policy here.
import type { MiddlewareHandler } from 'hono';
import { setResponseHeaders } from '../response-headers.ts';
import { type PagePolicy, pagePolicyFor } from './content-security-policy.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Features the site never uses are switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

export type SecurityHeadersOptions = {
  /** Strict-Transport-Security only in production over https: on http it would lock browsers out of a dev host. */
  hsts: boolean;
  development: boolean;
  imageOrigins: readonly string[];
};

const isHtml = (contentType: string | null) => /^text\/html/i.test(contentType ?? '');

export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const policyOf = pageContentSecurityPolicy(options);
  const always = securityHeadersFor(options);
  return async (c, next) => {
    await next();
    const headers: (readonly [string, string])[] = [...always];
    // A 304 carries no CSP: browsers merge its headers into the stored page, which keeps its own.
    if (c.res.status !== 304 && isHtml(c.res.headers.get('Content-Type')) && !c.res.headers.has('Content-Security-Policy')) {
      headers.push(['Content-Security-Policy', policyOf(await c.res.clone().text())]);
    }
    setResponseHeaders(c, headers);
  };
}

/** The CSP of an HTML page, from the page itself. */
export function pageContentSecurityPolicy({ hsts, development, imageOrigins }: SecurityHeadersOptions): PagePolicy {
  return pagePolicyFor({ imageOrigins, development, upgradeInsecureRequests: hsts });
}

/** The headers every response carries, whatever it holds (names lower-case, as sent). */
export function securityHeadersFor({ hsts }: Pick<SecurityHeadersOptions, 'hsts'>): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', REFERRER_POLICY],
    ['permissions-policy', PERMISSIONS_POLICY],
    ['x-frame-options', 'DENY'],
    ['cross-origin-opener-policy', 'same-origin'],
  ];
  if (hsts) headers.push(['strict-transport-security', HSTS]);
  return headers;
}
