// Applies the redirect table to page requests (GET and HEAD) before anything renders (spec §7: "if the
// request path matches a redirect entry, the visitor is redirected to its target").
import type { MiddlewareHandler } from 'hono';
import { findRedirect as defaultFindRedirect, type RedirectMatch } from './find-redirect.ts';
import { pageRequestOf, redirectPage } from '../http/page-request.ts';

/** Permanent, but cached for a day only, so a wrong row can still be corrected. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

export function redirects(findRedirect: (pathname: string, search: string) => RedirectMatch | null = defaultFindRedirect): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const { pathname, search } = pageRequestOf(c.req.url);
    const match = findRedirect(pathname, search);
    if (!match) return next();
    return redirectPage(c, match.location, 301, REDIRECT_CACHE_CONTROL);
  };
}
