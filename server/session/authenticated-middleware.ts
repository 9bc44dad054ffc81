// 'authenticated': the route guard of spec §2 — a visitor without the "{app key}_token" cookie goes to /.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { PRIVATE_NO_STORE } from '../caching/cache-control.ts';
import { redirectPage } from '../http/page-request.ts';

export function authenticatedMiddleware({ tokenCookie }: { tokenCookie: string }): MiddlewareHandler {
  return async (c, next) => {
    if (!getCookie(c, tokenCookie)) return redirectPage(c, '/', 302, PRIVATE_NO_STORE);
    await next();
  };
}
