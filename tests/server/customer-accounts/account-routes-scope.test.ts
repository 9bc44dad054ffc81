// The account routes are mounted at the site's root: their private, no-store answer is theirs alone, and every
// other page keeps the Cache-Control its own responder gives it (shared caches may keep a content page).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { customerAccountRoutes } from '../../../server/customer-accounts/account-routes.ts';
import type { CustomerAccountClient } from '../../../server/customer-accounts/customer-account-client.ts';
import type { CustomerSessionStore } from '../../../server/customer-accounts/customer-session-store.ts';
import { plainRenderResult } from '../../../server/rendering/render-result.ts';

const PUBLIC_PAGE = 'public, max-age=0, s-maxage=3604800';

function siteWithAccounts() {
  const app = new Hono();
  const store = { session: async () => null, endSession: async () => {} } as unknown as CustomerSessionStore;
  const render = async () => plainRenderResult(new Response('never rendered here'));
  app.route(
    '/',
    customerAccountRoutes({ client: {} as CustomerAccountClient, store, siteUrl: 'http://localhost', appKey: 'lt', secureCookies: false, render }),
  );
  app.get('*', (c) => c.text('a content page', 200, { 'Cache-Control': PUBLIC_PAGE }));
  return app;
}

describe('the reach of the account routes', () => {
  it.each(['/', '/how-it-works', '/accounts-of-our-linen'])('%s keeps its own Cache-Control', async (path) => {
    const response = await siteWithAccounts().request(path);
    expect(await response.text()).toBe('a content page');
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_PAGE);
  });

  it.each(['/account', '/account/', '/account/index.pageContext.json'])('%s is private, no-store', async (path) => {
    const response = await siteWithAccounts().request(path);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
