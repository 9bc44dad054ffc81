// Security headers on every response, and the page CSP (with this request's nonce) on HTML. The nonce is
// made before the page renders (`c.get('cspNonce')`) so the renderer can put it on Vike's script tags.
import type { MiddlewareHandler } from 'hono';
import { setResponseHeaders } from '../response-headers.ts';
import { contentSecurityPolicyFor, newCspNonce } from './content-security-policy.ts';

declare module 'hono' {
  interface ContextVariableMap {
    cspNonce: string;
  }
}

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

export function securityHeaders({ hsts, development, imageOrigins }: SecurityHeadersOptions): MiddlewareHandler {
  const policyWithNonce = pageContentSecurityPolicy({ hsts, development, imageOrigins });
  const always = securityHeadersFor({ hsts });
  return async (c, next) => {
    const nonce = newCspNonce();
    c.set('cspNonce', nonce);
    await next();

    const headers: (readonly [string, string])[] = [...always];
    // A 304 carries no CSP: browsers merge its headers into the stored page, whose scripts carry the nonce
    // of the response that delivered them.
    if (c.res.status !== 304 && /^text\/html/i.test(c.res.headers.get('Content-Type') ?? '')) {
      headers.push(['Content-Security-Policy', policyWithNonce(nonce)]);
    }
    setResponseHeaders(c, headers);
  };
}

/** The CSP of HTML responses as a function of the nonce. */
export function pageContentSecurityPolicy({ hsts, development, imageOrigins }: SecurityHeadersOptions): (nonce: string) => string {
  return contentSecurityPolicyFor({ imageOrigins, development, upgradeInsecureRequests: hsts });
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
