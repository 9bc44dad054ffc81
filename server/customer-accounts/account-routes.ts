// The site's side of the shop's customer accounts: /account/login starts a sign-in (state, nonce and PKCE
// verifier kept server-side under a short-lived cookie), /account/authorize finishes it and opens a session
// (an opaque HttpOnly cookie; the tokens stay in the database), /account shows the customer's orders and
// addresses (signing in first, and back), /account/logout ends the session here and at the shop.
// Every answer is per customer: Cache-Control private, no-store, and nothing here reaches the page cache.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_COOKIE } from '../../blocks/FindMySize/remembered-mattress-key.ts';
import { PRIVATE_NO_STORE } from '../caching/cache-control.ts';
import { log } from '../logging/logger.ts';
import { ACCOUNT_PATHS, signInPath } from './account-paths.ts';
import { accountMeasurementsOf, NOT_FORGOTTEN_PARAM } from './account-measurements.ts';
import { readAccountOverview } from './account-overview.ts';
import type { AccountPageData, OrderAgainNotice } from '../../pages/account/account-page-data.ts';
import { NEAREST_PARAM, ORDER_AGAIN_PATH, SOLD_OUT_PARAM } from './order-again-route.ts';
import type { PageRenderer } from '../rendering/render-result.ts';
import { CustomerAccountClient, CustomerAccountUnavailable, CustomerGrantRefused, newSignInSecrets } from './customer-account-client.ts';
import { CUSTOMER_SESSION_LIFETIME_MS, type CustomerSessionStore, SIGN_IN_LIFETIME_MS } from './customer-session-store.ts';
import { signInFailedPage, signInFailureOf } from './sign-in-failure.ts';

export type AccountRoutesOptions = {
  client: CustomerAccountClient;
  store: CustomerSessionStore;
  /** The site's public origin: where the shop returns the browser after signing out. */
  siteUrl: string;
  /** Names the cookies: {appKey}_token (the signed-in session, spec §2's guard cookie) and {appKey}_sign_in. */
  appKey: string;
  secureCookies: boolean;
  /** Renders /account as a page of the site (pages/account/), with the data this route read for the customer. */
  render: PageRenderer;
};

/** Order again's word in /account's query; the nearest choice must be a path into the flow (never another site). */
function orderAgainNoticeOf(soldOut: string | undefined, nearest: string | undefined): OrderAgainNotice | null {
  if (!soldOut || !nearest || !nearest.startsWith('/buy') || soldOut.length > 200 || nearest.length > 512) return null;
  return { soldOut, nearestHref: nearest };
}

/** A path on this site to come back to; anything else (another origin, '//host', a backslash trick) is the account page. */
export function returnPathOf(raw: string | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || raw.length > 512) return ACCOUNT_PATHS.account;
  return raw;
}

export function customerAccountRoutes({ client, store, siteUrl, appKey, secureCookies, render }: AccountRoutesOptions): Hono {
  const app = new Hono({ strict: false });
  const sessionCookie = `${appKey}_token`;
  const signInCookie = `${appKey}_sign_in`;
  const cookieOptions = { path: '/', httpOnly: true, secure: secureCookies, sameSite: 'Lax' } as const;
  const signOutHere = (c: Context) => {
    deleteCookie(c, sessionCookie, cookieOptions);
    deleteCookie(c, SIGNED_IN_COOKIE, { path: '/' });
  };
  // /account in the site's layout, for this customer alone: rendered with their cookies, never shared or kept.
  const accountPage = async (c: Context, accountPage: AccountPageData, status: 200 | 400 | 503) => {
    const { response } = await render(c, { shareable: false, accountPage });
    const headers = new Headers(response.headers);
    if (status === 503) headers.set('Retry-After', '60');
    return new Response(response.body, { status: response.status === 200 ? status : response.status, headers });
  };
  const unavailablePage = (c: Context) => accountPage(c, { state: 'unavailable' }, 503);

  // Only the account's own paths: mounted at the site's root, a '*' here would wrap every page of the site.
  const privateAnswer: MiddlewareHandler = async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
  };
  app.use(ACCOUNT_PATHS.account, privateAnswer);
  app.use(`${ACCOUNT_PATHS.account}/*`, privateAnswer);

  app.get(ACCOUNT_PATHS.login, async (c) => {
    const returnTo = returnPathOf(c.req.query('return_to'));
    const secrets = newSignInSecrets();
    try {
      const authorizeUrl = await client.authorizeUrl(secrets);
      const key = await store.startSignIn({ ...secrets, returnTo });
      setCookie(c, signInCookie, key, { ...cookieOptions, path: ACCOUNT_PATHS.account, maxAge: SIGN_IN_LIFETIME_MS / 1000 });
      return c.redirect(authorizeUrl, 302);
    } catch (error) {
      if (!(error instanceof CustomerAccountUnavailable)) throw error;
      log.warn('customer_accounts.unavailable', { step: 'login', reason: error.message });
      return unavailablePage(c);
    }
  });

  app.get(ACCOUNT_PATHS.callback, async (c) => {
    const pending = await store.takeSignIn(getCookie(c, signInCookie));
    deleteCookie(c, signInCookie, { ...cookieOptions, path: ACCOUNT_PATHS.account });
    const failure = signInFailureOf({ pending, state: c.req.query('state'), error: c.req.query('error'), code: c.req.query('code') });
    if (failure) return accountPage(c, signInFailedPage(failure, pending?.returnTo ?? null), 400);
    try {
      const { customerId, ...tokens } = await client.exchangeCode(c.req.query('code')!, pending!.codeVerifier, pending!.nonce);
      const key = await store.createSession(customerId, tokens);
      setCookie(c, sessionCookie, key, { ...cookieOptions, maxAge: CUSTOMER_SESSION_LIFETIME_MS / 1000 });
      // Only "signed in", for scripts on shared pages (blocks/FindMySize/remembered-mattress-key.ts); the session stays HttpOnly.
      setCookie(c, SIGNED_IN_COOKIE, '1', { path: '/', secure: secureCookies, sameSite: 'Lax', maxAge: CUSTOMER_SESSION_LIFETIME_MS / 1000 });
      return c.redirect(pending!.returnTo, 303);
    } catch (error) {
      if (error instanceof CustomerGrantRefused) return accountPage(c, signInFailedPage('refused', pending!.returnTo), 400);
      if (!(error instanceof CustomerAccountUnavailable)) throw error;
      log.warn('customer_accounts.unavailable', { step: 'token', reason: error.message });
      return accountPage(c, signInFailedPage('unavailable', pending!.returnTo), 503);
    }
  });

  app.get(ACCOUNT_PATHS.account, async (c) => {
    const key = getCookie(c, sessionCookie);
    const session = await store.session(key);
    if (!session) {
      if (key) signOutHere(c);
      return c.redirect(signInPath(), 302);
    }
    try {
      let accessToken = session.accessToken;
      if (client.needsRefresh(session)) {
        const refreshed = await client.refresh(session.refreshToken);
        await store.updateTokens(key!, refreshed);
        accessToken = refreshed.accessToken;
      }
      const overview = await readAccountOverview(client, accessToken);
      const notice = orderAgainNoticeOf(c.req.query(SOLD_OUT_PARAM), c.req.query(NEAREST_PARAM));
      const kept = await accountMeasurementsOf(client, accessToken, c.req.header('Cookie') ?? '');
      const measurements = kept.state === 'saved' && c.req.query(NOT_FORGOTTEN_PARAM) !== undefined ? { ...kept, notForgotten: true } : kept;
      const page = { overview, measurements, signOutPath: ACCOUNT_PATHS.logout, orderAgainPath: ORDER_AGAIN_PATH, notice };
      return await accountPage(c, { state: 'signed-in', ...page }, 200);
    } catch (error) {
      // Revoked or expired at the shop: this session is over; sign in again and come back.
      if (error instanceof CustomerGrantRefused) {
        await store.endSession(key);
        signOutHere(c);
        return c.redirect(signInPath(), 302);
      }
      if (!(error instanceof CustomerAccountUnavailable)) throw error;
      log.warn('customer_accounts.unavailable', { step: 'account', reason: error.message });
      return unavailablePage(c);
    }
  });

  app.post(ACCOUNT_PATHS.logout, async (c) => {
    const key = getCookie(c, sessionCookie);
    const session = await store.session(key);
    // Signed out here first, whatever the shop answers: the site holds no tokens for this browser any more.
    await store.endSession(key);
    signOutHere(c);
    if (!session) return c.redirect('/', 303);
    try {
      // The browser visits the shop's sign-out, which revokes this sign-in's tokens and ends the shop's own session.
      return c.redirect(await client.logoutUrl(session.idToken, new URL('/', siteUrl).href), 303);
    } catch (error) {
      if (!(error instanceof CustomerAccountUnavailable)) throw error;
      log.warn('customer_accounts.unavailable', { step: 'logout', reason: error.message });
      return c.redirect('/', 303);
    }
  });

  app.all('/account/*', (c) => c.text('This page could not be found', 404));
  return app;
}
