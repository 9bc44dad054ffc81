// CSRF defence for the site's API: a state-changing request must come from a page of this site. Browsers
// always send Origin on cross-site POSTs and cannot be made to fake it; a request without Origin passes only
// when the browser itself says it is same-origin (Sec-Fetch-Site). Endpoints authenticated by a secret
// header (the CMS webhook) are exempt: a cross-site page cannot make a browser send that header.
import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SameOriginWritesOptions = { siteUrl: string; exemptPaths?: readonly string[] };

export function sameOriginWrites({ siteUrl, exemptPaths = [] }: SameOriginWritesOptions): MiddlewareHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.includes(c.req.path)) return next();
    const origin = c.req.header('Origin');
    const fromThisSite = origin !== undefined ? origin === siteOrigin : c.req.header('Sec-Fetch-Site') === 'same-origin';
    if (!fromThisSite) {
      return c.json({ error: { message: 'This request did not come from this site.', code: 'FORBIDDEN_ORIGIN' } }, 403);
    }
    return next();
  };
}
