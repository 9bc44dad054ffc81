// The per-client limit on API writes (rate-limiter-flexible). With DATABASE_URL every instance counts in one
// PostgreSQL table, so a client meets the same limit whichever instance answers and however many there are;
// alone, an instance counts in memory.
//
// A token bucket (a burst, then a steady refill) as two fixed windows: a steady window of one write per refill
// interval, and a burst window holding the rest of the burst, as long as an empty bucket takes to fill. A
// client starts with the whole burst and, once it is spent, gets one write per interval; 429's Retry-After says
// when the next one is allowed. Unlike a bucket, a spent burst comes back whole when its window ends, so a
// client writing flat out for minutes gets up to twice the steady rate.
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type pg from 'pg';
import { RATE_LIMIT_TABLE } from '../database/site-migrations.ts';

export type WriteLimit = { capacity: number; refillPerSecond: number };
export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface WriteLimiter {
  /** Counts one write by `client`; refused once its burst is spent and the steady window is used. */
  take(client: string): Promise<TakeResult>;
}

/**
 * Past this, the shared table is taken to be away and the instance counts in memory meanwhile (the limit is then
 * per instance again): a write never waits on an unreachable database.
 */
export const SHARED_LIMIT_TIMEOUT_MS = 250;

type Window = { keyPrefix: string; points: number; duration: number };

function windowsOf({ capacity, refillPerSecond }: WriteLimit): Window[] {
  const interval = 1 / refillPerSecond;
  return [
    { keyPrefix: 'api-write-steady', points: 1, duration: interval },
    { keyPrefix: 'api-write-burst', points: capacity - 1, duration: capacity * interval },
  ];
}

function inMemory(window: Window): RateLimiterAbstract {
  return new RateLimiterMemory(window);
}

/** The table comes from the site's migration 3 (tableCreated); an unreachable or slow database falls back to memory. */
function inPostgres(pool: pg.Pool, window: Window, timeoutMs: number): RateLimiterAbstract {
  const shared = new RateLimiterPostgres({ ...window, storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, tableCreated: true });
  return new RLWrapperTimeouts({ limiter: shared, timeoutMs, insuranceLimiter: inMemory(window) });
}

/** `pool`: the instance's PostgreSQL pool when DATABASE_URL is set; null counts in this process's memory. */
export function createWriteLimiter(limit: WriteLimit, pool: pg.Pool | null = null, { timeoutMs = SHARED_LIMIT_TIMEOUT_MS } = {}): WriteLimiter {
  const [steady, burst] = windowsOf(limit).map((window) => (pool ? inPostgres(pool, window, timeoutMs) : inMemory(window)));
  const limiter = new BurstyRateLimiter(steady!, burst!);
  return {
    take: async (client) => {
      try {
        await limiter.consume(client);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
