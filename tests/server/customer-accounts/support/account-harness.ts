// The site's account routes beside the demo shop's customer accounts, in one process: the site's server-side
// calls and the browser's visits both reach the demo shop's real endpoints through one fetch.
import { Hono } from 'hono';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import AccountPage from '../../../../pages/account/+Page.tsx';
import type { PageRenderer } from '../../../../server/rendering/render-result.ts';
import { plainRenderResult } from '../../../../server/rendering/render-result.ts';
import { openSqlite } from '../../../../clients/database/sql-database.ts';
import { CustomerData } from '../../../../demo-backends/customer-accounts/customer-data.ts';
import { DEMO_CLIENT_ID } from '../../../../demo-backends/customer-accounts/endpoints.ts';
import { Grants } from '../../../../demo-backends/customer-accounts/grants.ts';
import { customerAccountRoutes as demoCustomerAccounts } from '../../../../demo-backends/customer-accounts/routes.ts';
import { customerAccountRoutes } from '../../../../server/customer-accounts/account-routes.ts';
import { CustomerAccountClient } from '../../../../server/customer-accounts/customer-account-client.ts';
import { CustomerSessionStore } from '../../../../server/customer-accounts/customer-session-store.ts';
import { orderAgainRoute } from '../../../../server/customer-accounts/order-again-route.ts';
import { measurementsRoute } from '../../../../server/customer-accounts/measurements-route.ts';
import { customerAccessTokenOf } from '../../../../server/customer-accounts/signed-in-customer.ts';
import type { StorefrontClient } from '../../../../clients/storefront/storefront-client.ts';

export const SITE = 'http://localhost:3000';
const SHOP = `${SITE}/demo/shop`;

export type Harness = Awaited<ReturnType<typeof accountHarness>>;

/** The account page's own markup for the data the route hands it (the site's layout around it is Vike's, tested in the browser). */
const renderAccountPage: PageRenderer = async (_c, { accountPage }) => {
  const pageContext = { data: accountPage } as unknown as PageContext;
  const html = renderToStaticMarkup(createElement(VikeReactProviderPageContext, { pageContext, children: createElement(AccountPage) }));
  return plainRenderResult(new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
};

/** `shop.down`: the site's calls to the shop fail as with a shop that is away (the browser's visits still reach it).
 * `cartShop`: the Storefront client Order again puts sets in the cart with (mounted only when given). */
export async function accountHarness({ cartShop }: { cartShop?: StorefrontClient } = {}) {
  const clock = { now: Date.now() };
  const shop = { down: false };
  const data = new CustomerData();
  const grants = new Grants(() => clock.now);
  const app = new Hono();
  app.route('/demo/shop', demoCustomerAccounts({ publicBaseUrl: SHOP, data, grants }));
  const siteToShop = (async (input: string | URL | Request, init?: RequestInit) => {
    if (shop.down) throw new TypeError('fetch failed: connect ECONNREFUSED');
    return app.request(String(input), init);
  }) as typeof fetch;
  const client = new CustomerAccountClient({
    shopOrigin: SHOP,
    clientId: DEMO_CLIENT_ID,
    redirectUri: `${SITE}/account/authorize`,
    timeoutMs: 2000,
    fetch: siteToShop,
    now: () => clock.now,
  });
  const store = await CustomerSessionStore.open(openSqlite(':memory:'), () => clock.now);
  const customerAccessToken = customerAccessTokenOf({ client, store, appKey: 'lt' });
  app.route('/', measurementsRoute({ client, customerAccessToken }));
  if (cartShop) {
    app.route('/', orderAgainRoute({ client, shop: cartShop, customerAccessToken, clientAddress: () => null, secureCookies: true }));
  }
  app.route('/', customerAccountRoutes({ client, store, siteUrl: SITE, appKey: 'lt', secureCookies: true, render: renderAccountPage }));

  /** A browser: keeps the site's cookies, follows nothing by itself. */
  const jar = new Map<string, string>();
  async function visit(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.request(new URL(url, SITE).href, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), ...(cookie ? { Cookie: cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';', 1);
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  /** On the shop's sign-in page: the e-mail, then the code the page shows (or Cancel); answers the redirect back to the site. */
  async function onShopSignIn(authorizeUrl: string, email: string, { cancel = false } = {}): Promise<string> {
    const page = await (await visit(authorizeUrl)).text();
    const signIn = /name="sign_in" value="([^"]+)"/.exec(page)![1]!;
    if (cancel) return (await visit(`${SHOP}/authentication/oauth/sign-in`, form({ sign_in: signIn, action: 'cancel' }))).headers.get('location')!;
    const codePage = await (await visit(`${SHOP}/authentication/oauth/sign-in`, form({ sign_in: signIn, action: 'email', email }))).text();
    const code = /<strong>(\d{6})<\/strong>/.exec(codePage)![1]!;
    return (await visit(`${SHOP}/authentication/oauth/sign-in`, form({ sign_in: signIn, action: 'code', code }))).headers.get('location')!;
  }

  /** Signs in from /account/login as a shopper would; answers the callback's response. */
  async function signIn(email: string, returnTo = '/account'): Promise<Response> {
    const login = await visit(`/account/login?return_to=${encodeURIComponent(returnTo)}`);
    return visit(await onShopSignIn(login.headers.get('location')!, email));
  }

  return { app, shop, clock, data, grants, store, jar, visit, form, onShopSignIn, signIn };
}
