// The client's address, for the rate limit and for the shop (its buyer IP). Without trusted proxies it is the
// socket's peer; behind N trusted proxies it is the N-th X-Forwarded-For entry from the right (the one our first
// proxy saw), so a client cannot pick its own bucket, or pose as another buyer, with a made-up X-Forwarded-For.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { parseVariable, wholeNumber } from '../config/variables.ts';

/** TRUSTED_PROXY_HOPS's value (read by server/config/config.ts); unset means no proxy is trusted. */
export function trustedProxyHopsFrom(raw: string | null): number {
  return raw === null ? 0 : parseVariable('TRUSTED_PROXY_HOPS', raw, wholeNumber('must be a whole number of proxies'));
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // not served by @hono/node-server (tests calling app.request)
  }
}

/** The client's address, or null when the request did not come over a socket (tests calling app.request). */
export function clientAddressResolver(trustedProxyHops: number): (c: Context) => string | null {
  return (c) => {
    const peer = socketAddress(c);
    if (trustedProxyHops === 0) return peer;
    const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
    return forwarded[forwarded.length - trustedProxyHops] ?? peer;
  };
}

/** The key a rate limit counts against: the client's address, or 'unknown'. */
export function clientIpResolver(trustedProxyHops: number): (c: Context) => string {
  const addressOf = clientAddressResolver(trustedProxyHops);
  return (c) => addressOf(c) ?? 'unknown';
}
