// 'session': gives every visitor of a route that needs one a session id, set by the server when absent
// (spec §9: lifetime 864e5 ms). The id is 256 random bits from the OS CSPRNG; anything that does not look
// like an id this server issued is replaced rather than trusted.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { randomToken } from '../security/random-tokens.ts';
import { appendResponseCookie } from '../http/response-headers.ts';

export const SESSION_MAX_AGE_MS = 864e5;
const SESSION_ID_BYTES = 32;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

declare module 'hono' {
  interface ContextVariableMap {
    sessionId: string;
  }
}

export function newSessionId(): string {
  return randomToken(SESSION_ID_BYTES);
}

export function sessionMiddleware({ cookieName, secure }: { cookieName: string; secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const existing = getCookie(c, cookieName);
    const sessionId = existing && SESSION_ID.test(existing) ? existing : newSessionId();
    c.set('sessionId', sessionId);
    await next();
    // After next(): a handler that returns its own Response would drop headers prepared before it ran.
    if (sessionId !== existing) {
      appendResponseCookie(c, cookieName, sessionId, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge: SESSION_MAX_AGE_MS / 1000 });
    }
  };
}
