// The client's address, for the rate limit and for the shop (its buyer IP). Without trusted proxies it is the
// socket's peer; behind N trusted proxies it is the N-th X-Forwarded-For entry from the right (the one our first
// proxy saw), so a client cannot pick its own bucket, or pose as another buyer, with a made-up X-Forwarded-For.
// A TLS terminator on the same host is one such proxy (with Varnish behind it, two): count it in
// TRUSTED_PROXY_HOPS, or every client would be its address.
import { isIPv4, isIPv6 } from 'node:net';
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
    const forwarded = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    return forwarded[forwarded.length - trustedProxyHops] ?? peer;
  };
}

/** An IPv6 address's eight 16-bit groups (a dotted IPv4 tail is two of them); null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return null;
  // A dotted IPv4 tail (::ffff:203.0.113.9) is the last two groups.
  const hex = bare.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [(+a << 8) | +b, (+c << 8) | +d].map((group) => group.toString(16)).join(':'),
  );
  const [head, tail] = hex.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [front, back] = [parse(head), parse(tail)];
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The bucket a client's writes count in: an IPv4 address as it is; an IPv6 client by its /64, since one
 * subscriber is usually handed a whole /64 and could otherwise take a new address per request. An IPv4 address
 * written as IPv6 (::ffff:203.0.113.9, a dual-stack socket's way) is that IPv4 address.
 */
export function writeLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The key a rate limit counts against: the client's address's bucket (writeLimitKey), or 'unknown'. */
export function clientIpResolver(trustedProxyHops: number): (c: Context) => string {
  const addressOf = clientAddressResolver(trustedProxyHops);
  return (c) => {
    const address = addressOf(c);
    return address === null ? 'unknown' : writeLimitKey(address);
  };
}
