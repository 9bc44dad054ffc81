// Which bucket a client's API writes count in: IPv4 by address, IPv6 by /64 (one subscriber's usual share),
// an IPv4 address in IPv6 form as that IPv4 address.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIpResolver, writeLimitKey } from '../../../server/security/client-ip.ts';
import { rateLimitWrites } from '../../../server/security/rate-limit-writes.ts';
import { createWriteLimiter } from '../../../server/security/write-limiter.ts';

describe('the write limit’s bucket for an address', () => {
  it('IPv4 is the address itself', () => {
    expect(writeLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(writeLimitKey('203.0.113.10')).toBe('203.0.113.10');
  });

  it('IPv6 is its /64, however the address is written', () => {
    const sameSubscriber = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:7', '2001:db8:1:2::9%eth0'];
    expect(new Set(sameSubscriber.map(writeLimitKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(writeLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(writeLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(writeLimitKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('an IPv4-mapped IPv6 address is the IPv4 address, dotted or in hex', () => {
    expect(writeLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(writeLimitKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(writeLimitKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('anything else is kept as it is', () => {
    expect(writeLimitKey('not an address')).toBe('not an address');
  });
});

describe('API writes from one IPv6 /64', () => {
  const app = new Hono();
  // Behind one trusted proxy, as with the reference Varnish: X-Forwarded-For's last entry is the client.
  app.use('/api/*', rateLimitWrites({ limiter: createWriteLimiter({ capacity: 3, refillPerSecond: 0.01 }), clientIp: clientIpResolver(1) }));
  app.post('/api/cart/lines', (c) => c.json({ ok: true }));
  const write = (address: string) => app.request('/api/cart/lines', { method: 'POST', headers: { 'X-Forwarded-For': address } });

  it('share one limit, whichever of its addresses each write comes from', async () => {
    const statuses = [];
    for (let n = 1; n <= 5; n += 1) statuses.push((await write(`2001:db8:aa:bb::${n.toString(16)}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await write('2001:db8:aa:bc::1')).status).toBe(200);
    expect((await write('::ffff:198.51.100.7')).status).toBe(200);
  });

  it('an IPv4 client and the same address mapped into IPv6 share a limit too', async () => {
    const statuses = [];
    for (const address of ['192.0.2.44', '::ffff:192.0.2.44', '192.0.2.44', '::ffff:c000:22c']) statuses.push((await write(address)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await write('192.0.2.45')).status).toBe(200);
  });
});
