// Adding headers to a response a handler already returned. Hono's c.header() and setCookie() at that point
// rebuild the Response around its body stream, which turns the server's direct write of a byte body into
// streaming; editing the response's own headers keeps the fast path. Responses passed through from fetch()
// have immutable headers: those are copied once, then edited.
import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

function editHeaders(c: Context, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    edit(c.res.headers);
  }
}

export function setResponseHeaders(c: Context, headers: readonly (readonly [string, string])[]): void {
  editHeaders(c, (target) => {
    for (const [name, value] of headers) target.set(name, value);
  });
}

export function appendResponseCookie(c: Context, name: string, value: string, options: CookieOptions): void {
  editHeaders(c, (target) => target.append('Set-Cookie', generateCookie(name, value, options)));
}
