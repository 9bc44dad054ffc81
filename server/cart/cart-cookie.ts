// The shopper's cart id lives in an HttpOnly cookie: the browser never sees the shop's token or talks to it.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const CART_COOKIE = 'lt_cart';
const CART_COOKIE_MAX_AGE_S = 14 * 24 * 60 * 60;
/** Shopify cart ids: gid://shopify/Cart/{token}?key={secret}. Anything else was not set by this site. */
const CART_ID = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]{1,200}(\?key=[A-Za-z0-9_-]{1,200})?$/;

export type CartCookie = { kind: 'none' } | { kind: 'valid'; cartId: string } | { kind: 'tampered' };

export function readCartCookie(c: Context): CartCookie {
  const value = getCookie(c, CART_COOKIE);
  if (value === undefined || value === '') return { kind: 'none' };
  return CART_ID.test(value) ? { kind: 'valid', cartId: value } : { kind: 'tampered' };
}

export function writeCartCookie(c: Context, cartId: string, secure: boolean): void {
  setCookie(c, CART_COOKIE, cartId, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: CART_COOKIE_MAX_AGE_S });
}

export function clearCartCookie(c: Context, secure: boolean): void {
  deleteCookie(c, CART_COOKIE, { path: '/', secure });
}
