// Security headers on every response, and the page CSP on HTML. A page's CSP allows exactly its own inline
// scripts (content-security-policy.ts): the page responder writes it once per rendered page, so a cached page
// carries the same policy to every visitor; any other HTML (the 'back shortly' page, a demo backend's page)
// gets its policy here.
import type { MiddlewareHandler } from 'hono';
import { setResponseHeaders } from '../http/response-headers.ts';
import { type PagePolicy, pagePolicyFor } from './content-security-policy.ts';
import { framedByCmsAdmin, previewFrameAncestors, X_FRAME_OPTIONS } from './framing.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Features the site never uses are switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

export type SecurityHeadersOptions = {
  /** Strict-Transport-Security only in production over https: on http it would lock browsers out of a dev host. */
  hsts: boolean;
  development: boolean;
  imageOrigins: readonly string[];
  /** Other origins the page's script may send to (content-security-policy.ts). */
  connectOrigins?: readonly string[];
  /** The CMS admin's origin, which may frame draft preview responses (server/security/framing.ts). */
  cmsAdminOrigin?: string | null;
};

const isHtml = (contentType: string | null) => /^text\/html/i.test(contentType ?? '');

export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const { hsts, development, imageOrigins, connectOrigins, cmsAdminOrigin = null } = options;
  const policyOf = pageContentSecurityPolicy(options);
  const previewSources = previewFrameAncestors(cmsAdminOrigin);
  const previewPolicyOf = pagePolicyFor({ imageOrigins, connectOrigins, development, upgradeInsecureRequests: hsts, frameAncestors: previewSources });
  const always = securityHeadersFor(options);
  const alwaysButFraming = always.filter(([name]) => name !== X_FRAME_OPTIONS[0]);
  return async (c, next) => {
    await next();
    const framed = framedByCmsAdmin(c);
    const headers: (readonly [string, string])[] = [...(framed ? alwaysButFraming : always)];
    // A 304 carries no CSP: browsers merge its headers into the stored page, which keeps its own.
    if (c.res.status !== 304 && isHtml(c.res.headers.get('Content-Type')) && !c.res.headers.has('Content-Security-Policy')) {
      headers.push(['Content-Security-Policy', (framed ? previewPolicyOf : policyOf)(await c.res.clone().text())]);
    } else if (framed) {
      headers.push(['Content-Security-Policy', `frame-ancestors ${previewSources}`]);
    }
    setResponseHeaders(c, headers);
  };
}

/** The CSP of an HTML page, from the page itself. */
export function pageContentSecurityPolicy({ hsts, development, imageOrigins, connectOrigins }: SecurityHeadersOptions): PagePolicy {
  return pagePolicyFor({ imageOrigins, connectOrigins, development, upgradeInsecureRequests: hsts });
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
