import type { MiddlewareHandler } from 'hono';
import { log } from './logger.ts';

/** One structured line per request: method, path, status and duration. */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const fields = { method: c.req.method, path: c.req.path, status: c.res.status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
    if (c.res.status >= 500) log.error('http.request', fields);
    else log.info('http.request', fields);
  };
}
