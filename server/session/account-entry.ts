// The site's account path in any spelling the content router would reach (/Account, /account/) leads to the
// account: the site's own /account when it signs customers in itself (server/customer-accounts/), otherwise the
// shop's hosted account (its sign-in for a visitor, the customer's account once signed in). Either way the
// header's account item is never a dead end. A CMS-given account link elsewhere is followed as given.
import type { MiddlewareHandler } from 'hono';
import { PRIVATE_NO_STORE } from '../caching/cache-control.ts';
import { pageRequestOf, slugCandidates } from '../http/page-request.ts';

export const ACCOUNT_SLUG = 'account';

/** `accountUrl`: the shop's account page (config.shop.accountUrl), a site path for the demo shop or the real shop's URL. */
export function accountEntry({ accountUrl }: { accountUrl: string }): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const request = pageRequestOf(c.req.url);
    if (!slugCandidates(request.pathname).has(ACCOUNT_SLUG)) return next();
    // Vike's client router asks for pageContext.json: a 404 makes it load the page itself, which gets the redirect.
    if (request.isPageContextJson) return c.text('This page has moved.', 404, { 'Cache-Control': 'no-store' });
    return new Response(null, { status: 302, headers: { Location: accountUrl, 'Cache-Control': PRIVATE_NO_STORE } });
  };
}
