// Rate-limits state-changing API requests per client (429 with Retry-After). Reads are not limited: pages
// and the cart view are cheap; writes reach the shop or the CMS forms endpoint.
import type { Context, MiddlewareHandler } from 'hono';
import { log } from '../logging/logger.ts';
import type { WriteLimit, WriteLimiter } from './write-limiter.ts';

/** A burst of 20 writes, then one every 2 s: well above a shopper editing a cart (changes are debounced 300 ms). */
export const API_WRITE_LIMIT: WriteLimit = { capacity: 20, refillPerSecond: 0.5 };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type RateLimitWritesOptions = {
  /** Shared by the instances with DATABASE_URL (write-limiter.ts). */
  limiter: WriteLimiter;
  clientIp: (c: Context) => string;
  /** Endpoints with their own protection, e.g. the CMS webhook: a publish burst must never lose a refresh. */
  exemptPaths?: readonly string[];
};

export function rateLimitWrites({ limiter, clientIp, exemptPaths = [] }: RateLimitWritesOptions): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.includes(c.req.path)) return next();
    const client = clientIp(c);
    const result = await limiter.take(client);
    if (result.allowed) return next();
    log.warn('http.rate_limited', { client, path: c.req.path, retryAfterSeconds: result.retryAfterSeconds });
    return c.json({ error: { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' } }, 429, {
      'Retry-After': String(result.retryAfterSeconds),
    });
  };
}
