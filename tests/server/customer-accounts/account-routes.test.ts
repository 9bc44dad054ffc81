// Signing in to the site with the demo shop's customer accounts, end to end in one process: the PKCE sign-in,
// the session cookie, /account's orders and addresses, refresh, sign-out at the shop, and each way it can fail.
import { describe, expect, it } from 'vitest';
import type { CustomerOrder } from '../../../demo-backends/customer-accounts/customer-data.ts';
import { accountHarness, SITE } from './support/account-harness.ts';

const ADA = 'gid://shopify/Customer/7001';
const BEN = 'gid://shopify/Customer/7002';

const order = (number: number, processedAt: string, attributes: { key: string; value: string }[], variantTitle: string): CustomerOrder => ({
  id: `gid://shopify/Order/${number}`,
  name: `#${number}`,
  number,
  processedAt,
  totalPrice: { amount: '289.00', currencyCode: 'AUD' },
  lineItems: [
    {
      title: 'Sateen sheet set',
      variantTitle,
      quantity: 1,
      variantId: 'gid://shopify/ProductVariant/4101331',
      productId: 'gid://shopify/Product/4101',
      customAttributes: attributes,
      price: { amount: '289.00', currencyCode: 'AUD' },
      imageUrl: null,
    },
  ],
});

describe('signing in with the shop', () => {
  it('/account without a session goes to sign-in and back; the session is an opaque HttpOnly Secure Lax cookie', async () => {
    const site = await accountHarness();
    const first = await site.visit('/account');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/account/login?return_to=%2Faccount');
    expect(first.headers.get('cache-control')).toBe('private, no-store');

    const login = await site.visit('/account/login?return_to=%2Faccount');
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.pathname).toBe('/demo/shop/authentication/oauth/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${SITE}/account/authorize`);
    expect(login.headers.get('set-cookie')).toMatch(/^lt_sign_in=[\w-]{43}; Max-Age=600; Path=\/account; HttpOnly; Secure; SameSite=Lax/);

    const back = await site.visit(await site.onShopSignIn(authorize.href, 'ada@example.com'));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/account');
    const cookie = back.headers.getSetCookie().find((line) => line.startsWith('lt_token='))!;
    expect(cookie).toMatch(/^lt_token=[\w-]{43}; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    // The cookie is a key, not a token the shop would accept.
    const session = await site.store.session(site.jar.get('lt_token'));
    expect(session?.customerId).toBe(ADA);
    expect(cookie).not.toContain(session!.accessToken);
  });

  it("shows the customer's own orders newest first, with each set's variant, packaging and measurements, and the addresses", async () => {
    const site = await accountHarness();
    site.data.recordOrder(ADA, order(1001, '2026-10-01T10:00:00Z', [{ key: 'Mattress', value: '153 × 203 × 24 cm' }], 'Queen / 21-25 cm / Sand'));
    site.data.recordOrder(
      ADA,
      order(
        1003,
        '2026-11-03T10:00:00Z',
        [
          { key: 'Packaging', value: 'Gift box' },
          { key: '_visit', value: 'v1' },
        ],
        'King / 26-30 cm / Fog',
      ),
    );
    site.data.recordOrder(BEN, order(1002, '2026-11-02T10:00:00Z', [{ key: 'Mattress', value: '137 × 188 × 18 cm' }], 'Double / 15-20 cm / Sage'));
    await site.signIn('ada@example.com');
    const page = await site.visit('/account');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Ada Marsh');
    expect(html).toContain('12 Wattle Street');
    expect(html.indexOf('#1003')).toBeLessThan(html.indexOf('#1001'));
    expect(html).toContain('King / 26-30 cm / Fog');
    expect(html).toContain('<dt>Mattress</dt><dd>153 × 203 × 24 cm</dd>');
    expect(html).toContain('<dt>Packaging</dt><dd>Gift box</dd>');
    expect(html).not.toContain('_visit');
    expect(html).toContain('$289.00');
    expect(html).not.toContain('#1002');
    expect(html).not.toContain('Hobart');
  });

  it('refreshes an access token near its end and keeps the rotated tokens', async () => {
    const site = await accountHarness();
    await site.signIn('ben@example.com');
    const before = (await site.store.session(site.jar.get('lt_token')))!;
    site.clock.now += 3600_000 - 30_000;
    expect((await site.visit('/account')).status).toBe(200);
    const after = (await site.store.session(site.jar.get('lt_token')))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessExpiresAt).toBeGreaterThan(before.accessExpiresAt);
  });

  it('sign-out ends the session here and, at the shop, revokes its tokens', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    const key = site.jar.get('lt_token');
    const { accessToken } = (await site.store.session(key))!;
    const out = await site.visit('/account/logout', { method: 'POST' });
    expect(out.status).toBe(303);
    const shopLogout = new URL(out.headers.get('location')!);
    expect(shopLogout.pathname).toBe('/demo/shop/authentication/logout');
    expect(shopLogout.searchParams.get('post_logout_redirect_uri')).toBe(`${SITE}/`);
    expect(site.jar.has('lt_token')).toBe(false);
    expect(await site.store.session(key)).toBeNull();
    const home = await site.visit(shopLogout.href);
    expect(home.headers.get('location')).toBe(`${SITE}/`);
    const refused = await site.app.request(`${SITE}/demo/shop/account/customer/api/2026-04/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: accessToken },
      body: JSON.stringify({ query: '{ customer { id } }' }),
    });
    expect(refused.status).toBe(401);
    expect((await site.visit('/account')).headers.get('location')).toBe('/account/login?return_to=%2Faccount');
  });
});

describe('when signing in goes wrong', () => {
  it('a cancelled sign-in says so and offers the way back to where the shopper was', async () => {
    const site = await accountHarness();
    const login = await site.visit('/account/login?return_to=%2Fhow-it-works');
    const back = await site.visit(await site.onShopSignIn(login.headers.get('location')!, '', { cancel: true }));
    expect(back.status).toBe(400);
    const html = await back.text();
    expect(html).toContain('Sign-in cancelled');
    expect(html).toContain('href="/how-it-works"');
    expect(site.jar.has('lt_token')).toBe(false);
  });

  it("a callback with another sign-in's state, or none started, is refused and opens no session", async () => {
    const site = await accountHarness();
    const login = await site.visit('/account/login');
    const callback = new URL(await site.onShopSignIn(login.headers.get('location')!, 'ada@example.com'));
    callback.searchParams.set('state', 'forged');
    const forged = await site.visit(callback.href);
    expect(await forged.text()).toContain('Sign-in did not work');
    const again = await site.visit(callback.href);
    expect(await again.text()).toContain('This sign-in has expired');
    expect(site.jar.has('lt_token')).toBe(false);
  });

  it('refuses to send the shopper to another site after signing in', async () => {
    const site = await accountHarness();
    const back = await site.signIn('ada@example.com', '//evil.example/steal');
    expect(back.headers.get('location')).toBe('/account');
  });

  it('a session the shop revoked signs out cleanly and asks to sign in again', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    const key = site.jar.get('lt_token');
    // The shop revokes this sign-in (as its sign-out from another tab would): the access and refresh tokens both stop working.
    const { idToken } = (await site.store.session(key))!;
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
    site.grants.revokeFamily(claims.sid);
    const page = await site.visit('/account');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/account/login?return_to=%2Faccount');
    expect(site.jar.has('lt_token')).toBe(false);
    expect(await site.store.session(key)).toBeNull();
  });

  it('a session past its day has ended: sign in again', async () => {
    const site = await accountHarness();
    await site.signIn('ben@example.com');
    site.clock.now += 864e5 + 1000;
    const page = await site.visit('/account');
    expect(page.headers.get('location')).toBe('/account/login?return_to=%2Faccount');
    expect(site.jar.has('lt_token')).toBe(false);
  });

  it("the shop's customer API down: /account says so at once and the shopper stays signed in", async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    site.shop.down = true;
    const started = Date.now();
    const account = await site.visit('/account');
    expect(account.status).toBe(503);
    expect(account.headers.get('cache-control')).toBe('private, no-store');
    expect(await account.text()).toContain('Your account cannot be shown just now');
    // Still signed in: the shop being away is not the shopper's doing.
    expect(site.jar.has('lt_token')).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a shop whose discovery documents cannot be read: sign-in says so rather than sending the shopper nowhere', async () => {
    const site = await accountHarness();
    site.shop.down = true;
    const login = await site.visit('/account/login');
    expect(login.status).toBe(503);
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    expect(await login.text()).toContain('The shop’s account service is not answering');
    expect(site.jar.has('lt_sign_in')).toBe(false);
  });
});
