import type { MiddlewareHandler } from 'hono';
import { log } from '../logging/logger.ts';

/** One structured line per request: method, path, status and duration. */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logRequest(c.req.method, c.req.path, c.res.status, started);
  };
}

/** The line for one answered request; `started` is performance.now() when it arrived. */
export function logRequest(method: string, path: string, status: number, started: number): void {
  const fields = { method, path, status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
  if (status >= 500) log.error('http.request', fields);
  else log.info('http.request', fields);
}
