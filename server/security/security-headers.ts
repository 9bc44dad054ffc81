// Security headers on every response, and the page CSP (with this request's nonce) on HTML. The nonce is
// made before the page renders (`c.get('cspNonce')`) so the renderer can put it on Vike's script tags.
import type { MiddlewareHandler } from 'hono';
import { setResponseHeaders } from '../response-headers.ts';
import { contentSecurityPolicyFor, newCspNonce } from './content-security-policy.ts';
import { framedByCmsAdmin, previewFrameAncestors, X_FRAME_OPTIONS } from './framing.ts';

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
  /** The CMS admin's origin, which may frame draft preview responses (server/security/framing.ts). */
  cmsAdminOrigin?: string | null;
};

export function securityHeaders({ hsts, development, imageOrigins, cmsAdminOrigin = null }: SecurityHeadersOptions): MiddlewareHandler {
  const policyWithNonce = pageContentSecurityPolicy({ hsts, development, imageOrigins });
  const previewFrameAncestorsSources = previewFrameAncestors(cmsAdminOrigin);
  const previewPolicyWithNonce = contentSecurityPolicyFor({ imageOrigins, development, upgradeInsecureRequests: hsts, frameAncestors: previewFrameAncestorsSources });
  const always = securityHeadersFor({ hsts });
  const alwaysButFraming = always.filter(([name]) => name !== X_FRAME_OPTIONS[0]);
  return async (c, next) => {
    const nonce = newCspNonce();
    c.set('cspNonce', nonce);
    await next();

    const framed = framedByCmsAdmin(c);
    const headers: (readonly [string, string])[] = [...(framed ? alwaysButFraming : always)];
    // A 304 carries no CSP: browsers merge its headers into the stored page, whose scripts carry the nonce
    // of the response that delivered them.
    if (c.res.status !== 304 && /^text\/html/i.test(c.res.headers.get('Content-Type') ?? '')) {
      headers.push(['Content-Security-Policy', (framed ? previewPolicyWithNonce : policyWithNonce)(nonce)]);
    } else if (framed) {
      headers.push(['Content-Security-Policy', `frame-ancestors ${previewFrameAncestorsSources}`]);
    }
    setResponseHeaders(c, headers);
  };
}

/** The CSP of HTML responses as a function of the nonce. */
export function pageContentSecurityPolicy({ hsts, development, imageOrigins }: SecurityHeadersOptions): (nonce: string) => string {
  return contentSecurityPolicyFor({ imageOrigins, development, upgradeInsecureRequests: hsts });
}

/** The headers every response carries, whatever it holds (names lower-case, as sent); a draft preview drops X-Frame-Options. */
export function securityHeadersFor({ hsts }: Pick<SecurityHeadersOptions, 'hsts'>): readonly (readonly [string, string])[] {
  const headers: (readonly [string, string])[] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', REFERRER_POLICY],
    ['permissions-policy', PERMISSIONS_POLICY],
    X_FRAME_OPTIONS,
    ['cross-origin-opener-policy', 'same-origin'],
  ];
  if (hsts) headers.push(['strict-transport-security', HSTS]);
  return headers;
}
