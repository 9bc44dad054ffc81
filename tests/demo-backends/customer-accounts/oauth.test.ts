// The demo shop's customer accounts sign a shopper in as Shopify's do: discovery, authorization code with PKCE
// (S256) for a public client, refresh, and sign-out that revokes every token of that sign-in.
import { describe, expect, it } from 'vitest';
import { customerAccountRoutes } from '../../../demo-backends/customer-accounts/routes.ts';
import { authorizePath, customerQuery, pkcePair, REDIRECT_URI, signedIn, signInIdOf, signInRedirect, tokenRequest } from './sign-in-flow.ts';

const BASE = 'http://localhost:3000/demo/shop';
const app = customerAccountRoutes({ publicBaseUrl: BASE, redirectUris: [REDIRECT_URI] });
const request = (path: string, init?: RequestInit) => app.request(path, init);

describe('discovery', () => {
  it("names the endpoints under the demo shop, as a shop's discovery documents do", async () => {
    const openId = await (await request('/.well-known/openid-configuration')).json();
    expect(openId).toMatchObject({
      issuer: BASE,
      authorization_endpoint: `${BASE}/authentication/oauth/authorize`,
      token_endpoint: `${BASE}/authentication/oauth/token`,
      end_session_endpoint: `${BASE}/authentication/logout`,
      code_challenge_methods_supported: ['S256'],
    });
    const api = await (await request('/.well-known/customer-account-api')).json();
    expect(api.graphql_api).toBe(`${BASE}/account/customer/api/2026-04/graphql`);
  });
});

describe('authorization code with PKCE', () => {
  it('returns to the site with a code and the state, and the code with its verifier buys tokens', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await signInRedirect(request, 'ada@example.com', challenge);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-123');
    const { status, json } = await tokenRequest(request, {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(json.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(json.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const claims = JSON.parse(Buffer.from(json.id_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: 'gid://shopify/Customer/7001', nonce: 'nonce-456', aud: 'shp_demo-shop-customer-accounts', email: 'ada@example.com' });
  });

  it('refuses a wrong verifier, and a code used a second time', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await signInRedirect(request, 'ada@example.com', challenge)).searchParams.get('code')!;
    const wrong = await tokenRequest(request, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: pkcePair().verifier });
    expect(wrong).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
    // The failed attempt spent the code: even the right verifier now fails.
    const again = await tokenRequest(request, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier });
    expect(again).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });

    const { verifier: second, challenge: secondChallenge } = pkcePair();
    const code2 = (await signInRedirect(request, 'ben@example.com', secondChallenge)).searchParams.get('code')!;
    expect((await tokenRequest(request, { grant_type: 'authorization_code', code: code2, redirect_uri: REDIRECT_URI, code_verifier: second })).status).toBe(
      200,
    );
    expect(await tokenRequest(request, { grant_type: 'authorization_code', code: code2, redirect_uri: REDIRECT_URI, code_verifier: second })).toMatchObject({
      status: 400,
      json: { error: 'invalid_grant' },
    });
  });

  it('never redirects to an unregistered address, and sends other bad requests back with the state', async () => {
    const { challenge } = pkcePair();
    const unregistered = await request(authorizePath(challenge, { redirect_uri: 'https://evil.example/callback' }));
    expect(unregistered.status).toBe(400);
    expect(unregistered.headers.get('location')).toBeNull();
    expect(await unregistered.text()).toContain('has not registered');

    const plain = await request(authorizePath(challenge, { code_challenge_method: 'plain' }));
    const location = new URL(plain.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  it('sends a cancelled sign-in back with access_denied and the state', async () => {
    const signInId = signInIdOf(await (await request(authorizePath(pkcePair().challenge))).text());
    const cancelled = await request('/authentication/oauth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sign_in: signInId, action: 'cancel' }).toString(),
    });
    const location = new URL(cancelled.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  it('shows the one-time code on the page and refuses a wrong one with a message tied to the field', async () => {
    const signInId = signInIdOf(await (await request(authorizePath(pkcePair().challenge))).text());
    const post = (fields: Record<string, string>) =>
      request('/authentication/oauth/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ sign_in: signInId, ...fields }).toString(),
      });
    const codeResponse = await post({ action: 'email', email: 'ada@example.com' });
    // The form's answer redirects to the site, which the page's form-action must allow or the browser stops it.
    expect(codeResponse.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000;");
    const codePage = await codeResponse.text();
    expect(codePage).toContain('The demo shop cannot send e-mail, so here it is');
    const wrong = await post({ action: 'code', code: '000000' === /<strong>(\d{6})/.exec(codePage)![1] ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toMatch(/aria-describedby="code-error"[\s\S]*id="code-error" role="alert">That code does not match/);
  });
});

describe('refresh and sign-out', () => {
  it("a refresh token buys a new access token once; sign-out revokes the sign-in's tokens", async () => {
    const tokens = await signedIn(request, 'ada@example.com');
    const refreshed = await tokenRequest(request, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await customerQuery(request, refreshed.json.access_token, '{ customer { id } }')).json.data.customer.id).toBe('gid://shopify/Customer/7001');
    expect((await tokenRequest(request, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).json.error).toBe('invalid_grant');

    const logout = await request(
      `/authentication/logout?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://localhost:3000/' })}`,
    );
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('http://localhost:3000/');
    expect((await customerQuery(request, tokens.access_token, '{ customer { id } }')).status).toBe(401);
    expect((await customerQuery(request, refreshed.json.access_token, '{ customer { id } }')).status).toBe(401);
    expect((await tokenRequest(request, { grant_type: 'refresh_token', refresh_token: refreshed.json.refresh_token })).json.error).toBe('invalid_grant');
  });

  it('refuses a client secret (public client) and an unknown grant type as OAuth says', async () => {
    expect(await tokenRequest(request, { grant_type: 'client_credentials' })).toMatchObject({ status: 400, json: { error: 'unsupported_grant_type' } });
    expect(await tokenRequest(request, { grant_type: 'refresh_token', client_secret: 'x' })).toMatchObject({ status: 401, json: { error: 'invalid_client' } });
  });
});
