// The site's write limit (SITE_WRITE_LIMIT, generated from its API_WRITE_LIMIT: a burst, then a steady refill)
// for the CMS's public submit route, per client address in this process's memory. An IPv6 client is counted by
// its /64, the block one subscriber is given, so new addresses from it do not make new buckets.
import { isIPv6 } from 'node:net';
import { SITE_WRITE_LIMIT } from './site-form-rules.generated';

type Bucket = { tokens: number; at: number };
/** Past this many clients, buckets that have filled up again are dropped (they are the same as a new one). */
const MAX_TRACKED_CLIENTS = 10_000;

/** The key a client is counted under: its IPv4 address, or the first four groups of its IPv6 one. */
export function clientKey(address: string): string {
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export function createWriteLimit({ capacity, refillPerSecond } = SITE_WRITE_LIMIT as { capacity: number; refillPerSecond: number }) {
  const buckets = new Map<string, Bucket>();
  const level = (bucket: Bucket, now: number) => Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * refillPerSecond);
  return {
    /** Takes one write for this client: 0 when allowed, else the seconds until the next one is. */
    take(address: string, now = Date.now()): number {
      const key = clientKey(address);
      const tokens = buckets.has(key) ? level(buckets.get(key)!, now) : capacity;
      if (tokens < 1) return Math.max(1, Math.ceil((1 - tokens) / refillPerSecond));
      if (buckets.size >= MAX_TRACKED_CLIENTS) for (const [other, bucket] of buckets) if (level(bucket, now) >= capacity) buckets.delete(other);
      buckets.set(key, { tokens: tokens - 1, at: now });
      return 0;
    },
  };
}
