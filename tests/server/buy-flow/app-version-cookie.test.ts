import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { appVersionCookie, appVersionCookieName } from '../../../server/buy-flow/app-version-cookie.ts';

function flowApp(secure = false) {
  const app = new Hono();
  app.use(appVersionCookie({ cookieName: appVersionCookieName('lt'), secure }));
  // Returns its own Response, as the page renderer does: the cookie must still be set.
  app.get('*', (c) => new Response(JSON.stringify(c.get('appVersionMemory') ?? null), { headers: { 'Content-Type': 'application/json' } }));
  return app;
}

const remembered = async (response: Response) => ((await response.json()) as { remembered: string | null } | null)?.remembered;

describe("the visit's V1.0 / V1.1 cookie", () => {
  it('is named from the app key like the session and token cookies', () => {
    expect(appVersionCookieName('lt')).toBe('lt_app_version');
  });

  it('is written when /buy is asked for with app= (the toggle is a plain link): the whole site, the visit only, readable by the flow', async () => {
    const response = await flowApp().request('/buy?app=old');
    const cookie = response.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^lt_app_version=old;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
    expect(await remembered(response)).toBe('old');
  });

  it('is Secure when the site serves secure cookies', async () => {
    expect((await flowApp(true).request('/buy?app=new')).headers.get('Set-Cookie')).toContain('Secure');
  });

  it("a /buy request without app= (the header's 'Buy now', the cart's 'Start now' and 'Edit cart') opens the version it holds", async () => {
    const response = await flowApp().request('/buy?stage=summary', { headers: { Cookie: 'lt_app_version=old' } });
    expect(await remembered(response)).toBe('old');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it("so does Vike's page data fetch for a client-side navigation, which also writes it", async () => {
    const followed = await flowApp().request('/buy/index.pageContext.json?stage=size', { headers: { Cookie: 'lt_app_version=old' } });
    expect(await remembered(followed)).toBe('old');
    const switched = await flowApp().request('/buy/index.pageContext.json?app=new', { headers: { Cookie: 'lt_app_version=old' } });
    expect(switched.headers.get('Set-Cookie')).toMatch(/^lt_app_version=new;/);
    expect(await remembered(switched)).toBe('new');
  });

  it('app= wins over the cookie; an unknown value in either is ignored', async () => {
    expect(await remembered(await flowApp().request('/buy?app=new', { headers: { Cookie: 'lt_app_version=old' } }))).toBe('new');
    expect(await remembered(await flowApp().request('/buy', { headers: { Cookie: 'lt_app_version=v2' } }))).toBeNull();
    const unknown = await flowApp().request('/buy?app=v2');
    expect(unknown.headers.get('Set-Cookie')).toBeNull();
    expect(await remembered(unknown)).toBeNull();
  });

  it('other pages neither read nor write it (they are shared, cached renders)', async () => {
    const response = await flowApp().request('/faqs?app=old', { headers: { Cookie: 'lt_app_version=old' } });
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await response.json()).toBeNull();
  });
});
