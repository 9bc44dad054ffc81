import { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../server/config/config.ts';
import { clientIpResolver } from '../../../server/security/client-ip.ts';
import { rateLimitWrites } from '../../../server/security/rate-limit-writes.ts';
import { CROSS_SITE_WRITE_MESSAGE, sameOriginWrites, type SameOriginWritesOptions } from '../../../server/security/same-origin-writes.ts';
import { createWriteLimiter } from '../../../server/security/write-limiter.ts';
import { SITE_ORIGIN, type StubSite, stubSite } from '../caching/stub-site.ts';

const site: StubSite = await stubSite();
afterAll(() => site.cleanup());

function originApp(options: Partial<SameOriginWritesOptions> = {}) {
  const app = new Hono();
  app.use('/api/*', sameOriginWrites({ siteUrl: `${SITE_ORIGIN}/`, siteUrlExplicit: true, trustedProxyHops: 0, exemptPaths: ['/api/webhook'], ...options }));
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
    const response = await site.app.request('/api/forms/contact', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('writes from the address the site was opened at (SITE_URL not set)', () => {
  // As readConfig leaves it without SITE_URL: http://localhost:PORT.
  const defaultSite = (options: Partial<SameOriginWritesOptions> = {}) => originApp({ siteUrl: 'http://localhost:3000', siteUrlExplicit: false, ...options });
  const post = (app: Hono, url: string, headers: Record<string, string>) => app.request(url, { method: 'POST', headers });

  it.each(['http://127.0.0.1:3000', 'http://192.168.1.20:3000', 'http://[::1]:3000', 'http://localhost:3000'])(
    'accepts a page opened at %s writing to itself',
    async (origin) => {
      const response = await post(defaultSite(), `${origin}/api/cart/lines`, { Origin: origin, Host: new URL(origin).host });
      expect(response.status).toBe(200);
    },
  );

  it('refuses another site, or another address of this server, than the one the request was sent to', async () => {
    expect((await post(defaultSite(), 'http://127.0.0.1:3000/api/forms/contact', { Origin: 'https://evil.example', Host: '127.0.0.1:3000' })).status).toBe(403);
    expect(
      (await post(defaultSite(), 'http://192.168.1.20:3000/api/forms/contact', { Origin: 'http://127.0.0.1:3000', Host: '192.168.1.20:3000' })).status,
    ).toBe(403);
    expect((await post(defaultSite(), 'http://127.0.0.1:3000/api/forms/contact', { Origin: 'http://127.0.0.1:3001', Host: '127.0.0.1:3000' })).status).toBe(
      403,
    );
  });

  it('compares the protocol the site is served on: a page at https cannot pass for a plain-http site', async () => {
    expect((await post(defaultSite(), 'http://shop.lan:3000/api/cart/lines', { Origin: 'https://shop.lan:3000', Host: 'shop.lan:3000' })).status).toBe(403);
  });

  it('reads X-Forwarded-Proto and X-Forwarded-Host only behind trusted proxies, as the outermost one wrote them', async () => {
    const forwarded = { Origin: 'https://linen.example', Host: '10.0.0.5:3000', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'linen.example' };
    expect((await post(defaultSite(), 'http://10.0.0.5:3000/api/cart/lines', forwarded)).status).toBe(403);
    expect((await post(defaultSite({ trustedProxyHops: 1 }), 'http://10.0.0.5:3000/api/cart/lines', forwarded)).status).toBe(200);
    // A value the client made up sits left of the proxy's own entry and is not read.
    const spoofed = { ...forwarded, Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example, linen.example' };
    expect((await post(defaultSite({ trustedProxyHops: 1 }), 'http://10.0.0.5:3000/api/cart/lines', spoofed)).status).toBe(403);
  });

  it('keeps SITE_URL strict when it is set: only its origin may write', async () => {
    const strict = originApp({ siteUrl: 'http://localhost:3000', siteUrlExplicit: true });
    expect((await post(strict, 'http://127.0.0.1:3000/api/cart/lines', { Origin: 'http://127.0.0.1:3000', Host: '127.0.0.1:3000' })).status).toBe(403);
    expect((await post(strict, 'http://127.0.0.1:3000/api/cart/lines', { Origin: 'http://localhost:3000', Host: '127.0.0.1:3000' })).status).toBe(200);
  });

  it('is wired from the configuration: without SITE_URL the site at 127.0.0.1 takes its own writes', async () => {
    const unset = await stubSite({ env: { SITE_URL: '' } });
    try {
      const headers = { Origin: 'http://127.0.0.1:3000', 'Content-Type': 'application/json' };
      const response = await unset.app.request('http://127.0.0.1:3000/api/cart/lines', { method: 'POST', headers, body: JSON.stringify({ variantId: 'x' }) });
      expect(response.status).toBe(400); // past the origin check: the cart's own validation answers
    } finally {
      unset.cleanup();
    }
  });
});

describe('a refused write says why in words a shopper understands', () => {
  it('as JSON for the site’s scripts (the form and the cart show the message)', async () => {
    const response = await originApp().request('/api/cart/lines', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Accept: 'application/json, text/plain, */*' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { message: CROSS_SITE_WRITE_MESSAGE, code: 'FORBIDDEN_ORIGIN' } });
    expect(CROSS_SITE_WRITE_MESSAGE).toBe('This page is out of date or was opened from another site. Please reload the page and try again.');
  });

  it('as plain text for a form posted without JavaScript', async () => {
    const response = await originApp().request('/api/forms/contact', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(CROSS_SITE_WRITE_MESSAGE);
  });
});

describe('rate limit on API writes', () => {
  // The limiter reads the clock (Date.now) and forgets a client with timers: both are the test's.
  afterEach(() => vi.useRealTimers());
  function limitedApp() {
    vi.useFakeTimers({ now: 0 });
    const app = new Hono();
    const limiter = createWriteLimiter({ capacity: 3, refillPerSecond: 0.5 });
    app.use('/api/*', rateLimitWrites({ limiter, clientIp: (c) => c.req.header('X-Test-Client') ?? 'a' }));
    app.all('/api/*', (c) => c.text('done'));
    return app;
  }
  const post = (app: Hono, client = 'a') => app.request('/api/forms/contact', { method: 'POST', headers: { 'X-Test-Client': client } });

  it('answers 429 with Retry-After once a client’s burst is spent, and lets it back after refill', async () => {
    const app = limitedApp();
    for (let i = 0; i < 3; i += 1) expect((await post(app)).status).toBe(200);
    const refused = await post(app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('2');
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    vi.advanceTimersByTime(2_000);
    expect((await post(app)).status).toBe(200);
    expect((await post(app)).status).toBe(429);
  });

  it('counts each client separately and never limits reads', async () => {
    const app = limitedApp();
    for (let i = 0; i < 3; i += 1) await post(app, 'a');
    expect((await post(app, 'a')).status).toBe(429);
    expect((await post(app, 'b')).status).toBe(200);
    expect((await app.request('/api/cart', { headers: { 'X-Test-Client': 'a' } })).status).toBe(200);
  });

  it('gives a spent burst back whole once an empty bucket would have filled (capacity / refill = 6 s)', async () => {
    const app = limitedApp();
    for (let i = 0; i < 3; i += 1) await post(app);
    vi.advanceTimersByTime(5_999);
    expect((await post(app)).status).toBe(200); // the steady write of this interval; the burst is still spent
    expect((await post(app)).status).toBe(429);
    vi.advanceTimersByTime(2_000);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(app)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('is wired on the site API: the 21st quick write from one address gets 429', async () => {
    const fresh = await stubSite();
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
