import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config/config.ts';
import { ConfigurationError } from '../../../server/config/configuration-error.ts';
import { sessionCookieNames } from '../../../server/session/session-config.ts';
import { newSessionId, sessionMiddleware } from '../../../server/session/session-middleware.ts';

function sessionApp(secure: boolean) {
  const app = new Hono();
  app.use(sessionMiddleware({ cookieName: 'lt_session', secure }));
  // A handler returning its own Response, as the page renderer does: the cookie must still be set.
  app.get('/', (c) => new Response(`session ${c.get('sessionId')}`, { headers: { 'Content-Type': 'text/plain' } }));
  return app;
}

describe('session cookie', () => {
  it('is set server-side when absent: random id, 864e5 ms lifetime, HttpOnly, SameSite=Lax, whole site', async () => {
    const response = await sessionApp(false).request('/');
    const cookie = response.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^lt_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Max-Age=86400');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(await response.text()).toBe(`session ${/^lt_session=([^;]+)/.exec(cookie)![1]}`);
  });

  it('is Secure when the site serves secure cookies (production over https)', async () => {
    expect((await sessionApp(true).request('/')).headers.get('Set-Cookie')).toContain('Secure');
  });

  it('keeps an existing session id and sets no cookie', async () => {
    const id = newSessionId();
    const response = await sessionApp(false).request('/', { headers: { Cookie: `lt_session=${id}` } });
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await response.text()).toBe(`session ${id}`);
  });

  it('replaces a session id it did not issue', async () => {
    const response = await sessionApp(false).request('/', { headers: { Cookie: 'lt_session=chosen-by-the-visitor' } });
    expect(response.headers.get('Set-Cookie')).toMatch(/^lt_session=[A-Za-z0-9_-]{43};/);
  });

  it('ids are 256-bit random values, never repeated', () => {
    const ids = new Set(Array.from({ length: 1000 }, newSessionId));
    expect(ids.size).toBe(1000);
  });
});

describe('app key', () => {
  it('defaults to lt and names the token and session cookies', () => {
    expect(readConfig({}).appKey).toBe('lt');
    expect(sessionCookieNames(readConfig({ APP_KEY: 'linden' }).appKey)).toEqual({ session: 'linden_session', token: 'linden_token' });
  });

  it('refuses characters that do not belong in a cookie name', () => {
    expect(() => readConfig({ APP_KEY: 'a;b' })).toThrow(ConfigurationError);
  });
});
