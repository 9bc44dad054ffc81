import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createMiddlewareRegistry } from '../../../server/session/named-middleware.ts';
import { ROUTE_MIDDLEWARE, routeMiddleware } from '../../../server/session/route-middleware.ts';
import { sessionCookieNames } from '../../../server/session/session-config.ts';
import { type StubSite, stubSite } from '../caching/stub-site.ts';

const site: StubSite = await stubSite();
afterAll(() => site.cleanup());

/** A site whose 'orders' route shows a signed-in shopper's own data, as a route needing the token would. */
function guardedApp(appKey = 'lt') {
  const app = new Hono();
  const routes = [{ slug: 'orders', middleware: ['session', 'authenticated'] }];
  app.use(routeMiddleware(routes, createMiddlewareRegistry({ cookies: sessionCookieNames(appKey), secureCookies: false })));
  app.get('*', (c) => c.text('<h1>orders</h1>'));
  return app;
}

describe("the 'authenticated' guard on a route that needs the token", () => {
  it('sends a visitor without the token cookie to /', async () => {
    const response = await guardedApp().request('/orders');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('shows the page when the {APP_KEY}_token cookie is present, with a session', async () => {
    const response = await guardedApp().request('/orders', { headers: { Cookie: 'lt_token=abc' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>orders</h1>');
    expect(response.headers.get('Set-Cookie')).toMatch(/^lt_session=/);
  });

  it('names the token cookie after APP_KEY', async () => {
    expect((await guardedApp('linden').request('/orders', { headers: { Cookie: 'lt_token=abc' } })).status).toBe(302);
    expect((await guardedApp('linden').request('/orders', { headers: { Cookie: 'linden_token=abc' } })).status).toBe(200);
  });

  it.each(['/ORDERS', '/orders/', '/%6Frders', '/%256Frders', '//orders'])('cannot be skipped through %s', async (path) => {
    expect((await guardedApp().request(`http://localhost${path}`)).status).toBe(302);
  });

  it('makes Vike’s client router reload the page (404, not a redirect to HTML) for a pageContext.json fetch', async () => {
    expect((await guardedApp().request('/orders/index.pageContext.json')).status).toBe(404);
  });

  it('guards no route of the site itself: none shows a signed-in shopper’s data', () => {
    expect(ROUTE_MIDDLEWARE.filter((route) => route.middleware.includes('authenticated'))).toEqual([]);
  });
});

describe('the account item is never a dead end', () => {
  it.each([
    ['without', {}],
    ['with', { Cookie: 'lt_token=abc' }],
  ])('/account %s the token cookie leads to the demo shop’s hosted sign-in, never home or to a missing page', async (_, headers) => {
    const response = await site.app.request('/account', { headers });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/demo/shop/account/login');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it.each(['/ACCOUNT', '/account/', '/%61ccount', '/%2561ccount'])('%s is the account path too', async (path) => {
    expect((await site.app.request(`http://localhost${path}`)).headers.get('Location')).toBe('/demo/shop/account/login');
  });

  it('a client-side navigation to /account gets a 404, so Vike loads the page itself and follows the redirect', async () => {
    expect((await site.app.request('/account/index.pageContext.json')).status).toBe(404);
  });

  it('with a real shop, /account leads to the shop’s own account page', async () => {
    const real = await stubSite({ env: { SHOPIFY_STORE_DOMAIN: 'linen.myshopify.com', SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'p' } });
    try {
      expect((await real.app.request('/account')).headers.get('Location')).toBe('https://linen.myshopify.com/account');
    } finally {
      real.cleanup();
    }
  });

  it('a CMS-given account link (the demo shop’s sign-in) is followed as given: no guard, no redirect home', async () => {
    for (const headers of [{}, { Cookie: 'lt_token=abc' }] as Record<string, string>[]) {
      const response = await site.app.request('/demo/shop/account/login', { headers });
      expect(response.status).not.toBe(302);
      expect(response.headers.get('Location')).toBeNull();
    }
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
    app.use(
      routeMiddleware(
        [{ slug: 'gift', middleware: ['session', 'x'] }],
        createMiddlewareRegistry({ cookies: { session: 's', token: 't' }, secureCookies: false }),
      ),
    );
    app.get('*', (c) => c.text('page'));
    const response = await app.request('/gift');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Unknown middleware x');
    expect(response.headers.get('Set-Cookie')).toBeNull(); // nothing ran
    expect((await app.request('/other')).status).toBe(200);
  });
});
