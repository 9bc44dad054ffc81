// Which routes run which named middleware. Routes are content slugs, matched the way the content router
// reaches them (any case, trailing slash, percent-encoded), so '/ACCOUNT' or '/%61ccount' cannot skip a guard.
import type { MiddlewareHandler } from 'hono';
import { pageRequestOf, slugCandidates } from '../http/page-request.ts';
import { type MiddlewareRegistry, runNamedMiddleware } from './named-middleware.ts';

export type RouteMiddleware = { slug: string; middleware: readonly string[] };

// 'authenticated' (spec §2's guard: no token cookie → home) is here for routes that show a signed-in shopper's own
// data. /account guards itself (server/customer-accounts/account-routes.ts): a visitor without a session is sent
// to sign in and brought back, a way on where the guard would only send them home.
export const ROUTE_MIDDLEWARE: readonly RouteMiddleware[] = [
  // The purchase flow keeps per-shopper state (selection, cart).
  { slug: 'buy', middleware: ['session'] },
];

// Asked twice per page request (to run the middleware, then whether the page is per shopper): the last answer is kept.
let last: { routes: readonly RouteMiddleware[]; url: string; names: readonly string[] } | null = null;

/** The middleware names a request's route declares (all matching rows, in table order). */
export function middlewareFor(routes: readonly RouteMiddleware[], url: string): readonly string[] {
  if (last?.routes === routes && last.url === url) return last.names;
  const slugs = slugCandidates(pageRequestOf(url).pathname);
  const names = routes.filter((route) => slugs.has(route.slug)).flatMap((route) => route.middleware);
  last = { routes, url, names };
  return names;
}

/** True when the request's route keeps per-shopper data (it runs 'session'), so its pages are never shared. */
export function isPerShopperRoute(routes: readonly RouteMiddleware[], url: string): boolean {
  return middlewareFor(routes, url).includes('session');
}

export function routeMiddleware(routes: readonly RouteMiddleware[], registry: MiddlewareRegistry): MiddlewareHandler {
  return async (c, next) => {
    const names = middlewareFor(routes, c.req.url);
    if (names.length === 0) return next();
    return runNamedMiddleware(c, names, registry, next);
  };
}
