// Cache-Control per kind of response (spec §7: page responses are cached for 3,604,800 s with
// stale-while-revalidate 86,400 s). Shared caches (CDN) keep content pages that long; browsers keep them
// for 0 s and revalidate with the ETag, so a returning visitor sees a content change at once.
import type { MiddlewareHandler } from 'hono';
import { setResponseHeaders } from '../http/response-headers.ts';

export const SHARED_CACHE_MAX_AGE_S = 3_604_800;
export const STALE_WHILE_REVALIDATE_S = 86_400;

/** Content pages: the same for every visitor. */
export const CONTENT_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;
/** Content pages that also show shop prices and stock: shared caches and the render cache refresh them often. */
export const SHOP_DATA_PAGE_MAX_AGE_S = 60;
export const SHOP_DATA_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHOP_DATA_PAGE_MAX_AGE_S}, stale-while-revalidate=${SHOP_DATA_PAGE_MAX_AGE_S}`;
/** Anything with per-shopper data, and every API response: never stored anywhere. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** Error pages (404, 500) of content routes: not stored, so a page published later shows at once. */
export const ERROR_PAGE_CACHE_CONTROL = 'no-store';

/** Marks every response of the routes it wraps (the site API) as private and unstored. */
export function privateNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setResponseHeaders(c, [['Cache-Control', PRIVATE_NO_STORE]]);
  };
}

/** Whether a shared cache may keep a response with this Cache-Control: then it must be the same for every visitor (no Set-Cookie). */
export function sharedCacheMayStore(cacheControl: string | null): boolean {
  const directives = (cacheControl ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(directives)) return false;
  return /\b(public|s-maxage)\b/.test(directives);
}
