// Routes declare their middleware by name (spec §6: 'session' and 'authenticated'). A name nobody registered
// is a programming error that must be loud: the request fails with 500 'Unknown middleware {name}' (spec §8)
// instead of the route silently running unguarded.
import type { Context, MiddlewareHandler, Next } from 'hono';
import { log } from '../logging/logger.ts';
import { authenticatedMiddleware } from './authenticated-middleware.ts';
import type { SessionCookieNames } from './session-config.ts';
import { sessionMiddleware } from './session-middleware.ts';

export type MiddlewareRegistry = Readonly<Record<string, MiddlewareHandler>>;

export function createMiddlewareRegistry({ cookies, secureCookies }: { cookies: SessionCookieNames; secureCookies: boolean }): MiddlewareRegistry {
  return {
    session: sessionMiddleware({ cookieName: cookies.session, secure: secureCookies }),
    authenticated: authenticatedMiddleware({ tokenCookie: cookies.token }),
  };
}

export function unknownMiddlewareMessage(name: string): string {
  return `Unknown middleware ${name}`;
}

/** Runs the named middleware in order; any unknown name fails the request before any of them runs. */
export async function runNamedMiddleware(c: Context, names: readonly string[], registry: MiddlewareRegistry, next: Next): Promise<Response | void> {
  const unknown = names.find((name) => !Object.hasOwn(registry, name));
  if (unknown !== undefined) {
    log.error('middleware.unknown', { name: unknown, path: c.req.path });
    return c.text(unknownMiddlewareMessage(unknown), 500, { 'Cache-Control': 'no-store' });
  }
  const run = async (index: number): Promise<Response | void> => {
    if (index === names.length) return next();
    return registry[names[index]!]!(c, async () => {
      const result = await run(index + 1);
      if (result instanceof Response) c.res = result;
    });
  };
  return run(0);
}
