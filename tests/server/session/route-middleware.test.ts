import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createMiddlewareRegistry } from '../../../server/session/named-middleware.ts';
import { routeMiddleware } from '../../../server/session/route-middleware.ts';
import { type StubSite, stubSite } from '../caching/stub-site.ts';

const site: StubSite = stubSite();
const keyed: StubSite = stubSite({ env: { APP_KEY: 'linden' } });
afterAll(() => {
  site.cleanup();
  keyed.cleanup();
});

describe('the authenticated guard on the account route', () => {
  it('sends a visitor without the token cookie to /', async () => {
    const response = await site.app.request('/account');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('shows the page when the {APP_KEY}_token cookie is present', async () => {
    const response = await site.app.request('/account', { headers: { Cookie: 'lt_token=abc' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>account</h1>');
  });

  it('names the token cookie after APP_KEY', async () => {
    expect((await keyed.app.request('/account', { headers: { Cookie: 'lt_token=abc' } })).status).toBe(302);
    expect((await keyed.app.request('/account', { headers: { Cookie: 'linden_token=abc' } })).status).toBe(200);
  });

  it.each(['/ACCOUNT', '/account/', '/%61ccount', '/%2561ccount', '//account'])('cannot be skipped through %s', async (path) => {
    const response = await site.app.request(`http://localhost${path}`);
    expect(response.status).toBe(302);
  });

  it('makes Vike’s client router reload the page (404, not a redirect to HTML) for a pageContext.json fetch', async () => {
    const response = await site.app.request('/account/index.pageContext.json');
    expect(response.status).toBe(404);
  });

  it('gives the account route a session too', async () => {
    const response = await site.app.request('/account', { headers: { Cookie: 'lt_token=abc' } });
    expect(response.headers.get('Set-Cookie')).toMatch(/^lt_session=/);
  });
});

describe('session routes', () => {
  it('the buy flow gets a session cookie; content pages do not (they are shared by caches)', async () => {
    expect((await site.app.request('/buy')).headers.get('Set-Cookie')).toMatch(/lt_session=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/);
    expect((await site.app.request('/faqs')).headers.getSetCookie().some((cookie) => cookie.startsWith('lt_session='))).toBe(false);
  });
});

describe('named middleware', () => {
  it("an unknown middleware name is a 500 'Unknown middleware {name}'", async () => {
    const app = new Hono();
    app.use(routeMiddleware([{ slug: 'gift', middleware: ['session', 'x'] }], createMiddlewareRegistry({ cookies: { session: 's', token: 't' }, secureCookies: false })));
    app.get('*', (c) => c.text('page'));
    const response = await app.request('/gift');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Unknown middleware x');
    expect(response.headers.get('Set-Cookie')).toBeNull(); // nothing ran
    expect((await app.request('/other')).status).toBe(200);
  });
});
