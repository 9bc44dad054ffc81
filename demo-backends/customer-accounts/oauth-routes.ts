// OAuth 2.0 authorization code with PKCE for a public client (RFC 6749, RFC 7636, OpenID Connect discovery and
// RP-initiated logout), as a shop's customer accounts answer it. Errors are the RFCs': a bad redirect is never
// followed; other authorize errors go back to the redirect with error and state; the token endpoint answers 400 JSON.
import { Hono, type Context } from 'hono';
import { PAGE_HEADERS } from '../storefront/html.ts';
import { CUSTOMER_API_VERSION, ENDPOINTS, SUPPORTED_SCOPES } from './endpoints.ts';
import type { Grants, AuthorizeRequest } from './grants.ts';
import { verifierMatches, ACCESS_TOKEN_LIFETIME_S } from './grants.ts';
import type { IdTokens } from './id-tokens.ts';
import { codeStepPage, emailStepPage, refusedRequestPage } from './sign-in-pages.ts';
import { customerByEmail, customerById } from './test-customers.ts';

export type OAuthOptions = { publicBaseUrl: string; clientId: string; redirectUris: readonly string[]; grants: Grants; idTokens: IdTokens };

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

function redirectWith(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.href;
}

const tokenError = (c: Context, error: string, description: string, status: 400 | 401 = 400) =>
  c.json({ error, error_description: description }, status, NO_STORE);

export function oauthRoutes({ publicBaseUrl, clientId, redirectUris, grants, idTokens }: OAuthOptions): Hono {
  const app = new Hono({ strict: false });
  const absolute = (path: string) => `${publicBaseUrl}${path}`;
  // Browsers hold a form's redirect to form-action too: the sign-in form's answer goes back to the site's origin.
  const returnOrigins = [...new Set(redirectUris.map((uri) => new URL(uri).origin))].join(' ');
  const signInHeaders = {
    ...PAGE_HEADERS,
    'Content-Security-Policy': PAGE_HEADERS['Content-Security-Policy'].replace("form-action 'self'", `form-action 'self' ${returnOrigins}`),
  };

  app.get(ENDPOINTS.openIdConfiguration, (c) =>
    c.json({
      issuer: publicBaseUrl,
      authorization_endpoint: absolute(ENDPOINTS.authorize),
      token_endpoint: absolute(ENDPOINTS.token),
      end_session_endpoint: absolute(ENDPOINTS.logout),
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: SUPPORTED_SCOPES,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['HS256'],
      token_endpoint_auth_methods_supported: ['none'],
    }),
  );

  app.get(ENDPOINTS.customerAccountApi, (c) => c.json({ graphql_api: absolute(ENDPOINTS.graphql), mcp_api: null, api_version: CUSTOMER_API_VERSION }));

  app.get(ENDPOINTS.authorize, (c) => {
    const query = (name: string) => c.req.query(name) ?? '';
    // Until client and redirect are known good, nothing may be sent to the redirect (RFC 6749 §4.1.2.1).
    if (query('client_id') !== clientId) return c.html(refusedRequestPage('This sign-in link names a client the shop does not know.'), 400, signInHeaders);
    const redirectUri = query('redirect_uri');
    if (!redirectUris.includes(redirectUri)) {
      return c.html(refusedRequestPage('This sign-in link would return to an address the shop has not registered.'), 400, signInHeaders);
    }
    const state = query('state');
    const fail = (error: string, description: string) => c.redirect(redirectWith(redirectUri, { error, error_description: description, state }), 302);
    if (query('response_type') !== 'code') return fail('unsupported_response_type', 'response_type must be code.');
    const scopes = query('scope').split(' ').filter(Boolean);
    if (!scopes.includes('openid') || scopes.some((scope) => !(SUPPORTED_SCOPES as readonly string[]).includes(scope))) {
      return fail('invalid_scope', `scope must include openid and only ${SUPPORTED_SCOPES.join(', ')}.`);
    }
    if (query('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(query('code_challenge'))) {
      return fail('invalid_request', 'A PKCE code_challenge with code_challenge_method S256 is required.');
    }
    const request: AuthorizeRequest = { clientId, redirectUri, state, nonce: query('nonce'), codeChallenge: query('code_challenge'), scope: scopes.join(' ') };
    return c.html(emailStepPage(grants.startSignIn(request), '', null), 200, signInHeaders);
  });

  app.post(ENDPOINTS.signIn, async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name].trim().slice(0, 254) : '');
    const signInId = field('sign_in');
    const pending = grants.signIn(signInId);
    if (!pending) return c.html(refusedRequestPage('This sign-in has expired. Go back to the shop and choose Sign in again.'), 400, signInHeaders);
    const { redirectUri, state } = pending.request;
    if (field('action') === 'cancel') {
      grants.cancelSignIn(signInId);
      return c.redirect(redirectWith(redirectUri, { error: 'access_denied', error_description: 'The customer cancelled the sign-in.', state }), 303);
    }
    if (field('action') === 'email') {
      const customer = customerByEmail(field('email'));
      if (!customer)
        return c.html(
          emailStepPage(signInId, field('email'), 'No customer of the demo shop has that e-mail. Use one of the test customers above.'),
          422,
          signInHeaders,
        );
      return c.html(codeStepPage(signInId, customer.email, grants.issueOneTimeCode(signInId, customer.id), null), 200, signInHeaders);
    }
    const code = grants.finishSignIn(signInId, field('code'));
    if (code) return c.redirect(redirectWith(redirectUri, { code, state }), 303);
    const customer = pending.customerId ? customerById(pending.customerId) : undefined;
    if (!customer || !pending.oneTimeCode) return c.html(emailStepPage(signInId, '', 'Give your e-mail first.'), 422, signInHeaders);
    return c.html(
      codeStepPage(signInId, customer.email, pending.oneTimeCode, 'That code does not match. Type the six digits shown above.'),
      422,
      signInHeaders,
    );
  });

  app.post(ENDPOINTS.token, async (c) => {
    if (!(c.req.header('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      return tokenError(c, 'invalid_request', 'Send the token request as application/x-www-form-urlencoded.');
    }
    const form = new URLSearchParams(await c.req.text());
    const field = (name: string) => form.get(name) ?? '';
    if (field('client_secret')) return tokenError(c, 'invalid_client', 'This is a public client: it has no secret.', 401);
    if (field('client_id') !== clientId) return tokenError(c, 'invalid_client', 'Unknown client_id.', 401);
    const grantType = field('grant_type');
    if (grantType === 'authorization_code') {
      for (const name of ['code', 'redirect_uri', 'code_verifier']) if (!field(name)) return tokenError(c, 'invalid_request', `${name} is required.`);
      const grant = grants.redeemCode(field('code'));
      if (!grant) return tokenError(c, 'invalid_grant', 'The authorization code is unknown, expired or already used.');
      if (grant.request.redirectUri !== field('redirect_uri')) return tokenError(c, 'invalid_grant', 'redirect_uri differs from the authorize request.');
      if (!verifierMatches(field('code_verifier'), grant.request.codeChallenge))
        return tokenError(c, 'invalid_grant', 'The code_verifier does not match the code_challenge.');
      const tokens = grants.issueTokens(grant.customerId, clientId);
      const customer = customerById(grant.customerId)!;
      const now = Math.floor(Date.now() / 1000);
      const idToken = idTokens.sign({
        iss: publicBaseUrl,
        sub: grant.customerId,
        aud: clientId,
        iat: now,
        exp: now + ACCESS_TOKEN_LIFETIME_S,
        nonce: grant.request.nonce,
        sid: tokens.family,
        email: customer.email,
      });
      return c.json(
        {
          access_token: tokens.accessToken,
          token_type: 'Bearer',
          expires_in: tokens.expiresIn,
          refresh_token: tokens.refreshToken,
          id_token: idToken,
          scope: grant.request.scope,
        },
        200,
        NO_STORE,
      );
    }
    if (grantType === 'refresh_token') {
      if (!field('refresh_token')) return tokenError(c, 'invalid_request', 'refresh_token is required.');
      const tokens = grants.refresh(field('refresh_token'), clientId);
      if (!tokens) return tokenError(c, 'invalid_grant', 'The refresh token is unknown, expired or revoked.');
      return c.json(
        { access_token: tokens.accessToken, token_type: 'Bearer', expires_in: tokens.expiresIn, refresh_token: tokens.refreshToken },
        200,
        NO_STORE,
      );
    }
    return tokenError(c, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  });

  app.get(ENDPOINTS.logout, (c) => {
    const claims = idTokens.verify(c.req.query('id_token_hint') ?? '');
    if (!claims) return c.html(refusedRequestPage('This sign-out link does not carry a valid id_token_hint.'), 400, PAGE_HEADERS);
    grants.revokeFamily(claims.sid);
    const target = c.req.query('post_logout_redirect_uri');
    if (!target) return c.html(refusedRequestPage('You are signed out.'), 200, PAGE_HEADERS);
    // Only a registered address of the site (its origin) may be the place to land after signing out.
    const allowed = redirectUris.some((uri) => new URL(uri).origin === safeOrigin(target));
    if (!allowed) return c.html(refusedRequestPage('You are signed out, but the return address is not registered.'), 400, PAGE_HEADERS);
    return c.redirect(target, 302);
  });

  return app;
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
