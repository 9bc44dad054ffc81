// CSRF defence for the site's API: a state-changing request must come from a page of this site. Browsers
// always send Origin on cross-site POSTs and cannot be made to fake it; a request without Origin passes only
// when the browser itself says it is same-origin (Sec-Fetch-Site). Endpoints authenticated by a secret
// header (the CMS webhook) are exempt: a cross-site page cannot make a browser send that header.
import type { Context, MiddlewareHandler } from 'hono';
import { log } from '../logging/logger.ts';
import { requestOrigin } from './request-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a refused write tells the shopper (the form or the cart shows it as it is). */
export const CROSS_SITE_WRITE_MESSAGE = 'This page is out of date or was opened from another site. Please reload the page and try again.';

export type SameOriginWritesOptions = {
  siteUrl: string;
  /** SITE_URL was set: only its origin may write. Unset, the site also takes writes from the origin it was opened at. */
  siteUrlExplicit: boolean;
  trustedProxyHops: number;
  exemptPaths?: readonly string[];
};

function refuse(c: Context) {
  const wantsJson = (c.req.header('Accept') ?? '').includes('application/json');
  // A plain form post (no JavaScript) shows the answer as a page: plain words, not JSON.
  if (!wantsJson) return c.text(CROSS_SITE_WRITE_MESSAGE, 403);
  return c.json({ error: { message: CROSS_SITE_WRITE_MESSAGE, code: 'FORBIDDEN_ORIGIN' } }, 403);
}

export function sameOriginWrites({ siteUrl, siteUrlExplicit, trustedProxyHops, exemptPaths = [] }: SameOriginWritesOptions): MiddlewareHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.includes(c.req.path)) return next();
    const origin = c.req.header('Origin');
    // A cross-site page can set neither Origin nor Host (nor X-Forwarded-*), so Origin equal to the origin the request
    // was sent to proves same-origin as Sec-Fetch-Site does; forwarded headers count only from trusted proxies.
    const fromThisSite =
      origin !== undefined
        ? origin === siteOrigin || (!siteUrlExplicit && origin === requestOrigin(c, trustedProxyHops))
        : c.req.header('Sec-Fetch-Site') === 'same-origin';
    if (fromThisSite) return next();
    log.warn('http.cross_origin_write_refused', { path: c.req.path, origin: origin ?? null, siteOrigin, siteUrlExplicit });
    return refuse(c);
  };
}
