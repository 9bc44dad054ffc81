import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { clientIpResolver } from '../../../server/security/client-ip.ts';
import { rateLimitWrites } from '../../../server/security/rate-limit-writes.ts';
import { sameOriginWrites } from '../../../server/security/same-origin-writes.ts';
import { TokenBucketLimiter } from '../../../server/security/token-bucket.ts';
import { SITE_ORIGIN, type StubSite, stubSite } from '../caching/stub-site.ts';

const site: StubSite = stubSite();
afterAll(() => site.cleanup());

function originApp() {
  const app = new Hono();
  app.use('/api/*', sameOriginWrites({ siteUrl: `${SITE_ORIGIN}/`, exemptPaths: ['/api/webhook'] }));
  app.all('/api/*', (c) => c.text('done'));
  return app;
}

describe('CSRF: API writes only from this site', () => {
  it('refuses a POST from another origin with 403', async () => {
    const response = await originApp().request('/api/forms/contact', { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });

  it('refuses writes with no Origin unless the browser says same-origin', async () => {
    expect((await originApp().request('/api/cart/lines', { method: 'PATCH' })).status).toBe(403);
    expect((await originApp().request('/api/cart/lines', { method: 'DELETE', headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await originApp().request('/api/cart/lines', { method: 'DELETE', headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
  });

  it('accepts the site’s own origin, reads from anywhere and the secret-authenticated webhook', async () => {
    expect((await originApp().request('/api/forms/contact', { method: 'POST', headers: { Origin: SITE_ORIGIN } })).status).toBe(200);
    expect((await originApp().request('/api/cart')).status).toBe(200);
    expect((await originApp().request('/api/webhook', { method: 'POST' })).status).toBe(200);
    expect((await originApp().request('/api/forms/contact', { method: 'POST', headers: { Origin: 'null' } })).status).toBe(403);
  });

  it('is wired in front of the site API', async () => {
    const response = await site.app.request('/api/forms/contact', { method: 'POST', headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(403);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('rate limit on API writes', () => {
  function limitedApp(now: () => number) {
    const app = new Hono();
    const limiter = new TokenBucketLimiter({ capacity: 3, refillPerSecond: 0.5, now });
    app.use('/api/*', rateLimitWrites({ limiter, clientIp: (c) => c.req.header('X-Test-Client') ?? 'a' }));
    app.all('/api/*', (c) => c.text('done'));
    return app;
  }
  const post = (app: Hono, client = 'a') => app.request('/api/forms/contact', { method: 'POST', headers: { 'X-Test-Client': client } });

  it('answers 429 with Retry-After once a client’s burst is spent, and lets it back after refill', async () => {
    let now = 0;
    const app = limitedApp(() => now);
    for (let i = 0; i < 3; i += 1) expect((await post(app)).status).toBe(200);
    const refused = await post(app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('2');
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    now += 2_000;
    expect((await post(app)).status).toBe(200);
  });

  it('counts each client separately and never limits reads', async () => {
    const app = limitedApp(() => 0);
    for (let i = 0; i < 3; i += 1) await post(app, 'a');
    expect((await post(app, 'a')).status).toBe(429);
    expect((await post(app, 'b')).status).toBe(200);
    expect((await app.request('/api/cart', { headers: { 'X-Test-Client': 'a' } })).status).toBe(200);
  });

  it('keeps memory bounded: idle clients are forgotten first', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ capacity: 2, refillPerSecond: 1, maxClients: 100, now: () => now });
    for (let i = 0; i < 1_000; i += 1) {
      limiter.take(`client-${i}`);
      now += 10;
    }
    expect(limiter.clients).toBeLessThanOrEqual(100);
  });

  it('is wired on the site API: the 21st quick write from one address gets 429', async () => {
    const fresh = stubSite();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await fresh.app.request('/api/forms/unknown-kind', { method: 'POST', headers: { Origin: SITE_ORIGIN } });
      statuses.push(response.status);
    }
    fresh.cleanup();
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });
});

describe('client address', () => {
  async function resolve(hops: number, headers: Record<string, string>) {
    const app = new Hono();
    app.get('/', (c) => c.text(clientIpResolver(hops)(c)));
    return (await app.request('/', { headers })).text();
  }

  it('ignores X-Forwarded-For unless proxies are trusted', async () => {
    expect(await resolve(0, { 'X-Forwarded-For': '1.2.3.4' })).toBe('unknown');
  });

  it('behind trusted proxies takes the address the first trusted proxy saw, not one the client made up', async () => {
    expect(await resolve(1, { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await resolve(2, { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9, 10.0.0.2' })).toBe('203.0.113.9');
  });

  it('TRUSTED_PROXY_HOPS must be a whole number', () => {
    expect(readConfig({}).trustedProxyHops).toBe(0);
    expect(readConfig({ TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    expect(() => readConfig({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
