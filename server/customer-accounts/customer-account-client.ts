// The site as a public OAuth client of a shop's customer accounts (OAuth 2.0 with PKCE S256, OpenID Connect
// discovery and RP-initiated logout), and the customer GraphQL API behind them. The endpoints come from the
// shop's discovery documents, read once and kept; every call has a time limit, so a shop that does not answer
// makes a fast, honest failure rather than a hanging page.
import { createHash } from 'node:crypto';
import { randomToken } from '../security/random-tokens.ts';
import type { CustomerTokens } from './customer-session-store.ts';

export type CustomerAccountEndpoints = { authorize: string; token: string; logout: string; graphql: string };

export type CustomerAccountClientOptions = {
  /** The shop's origin whose /.well-known documents name the endpoints (the demo shop: the site's /demo/shop). */
  shopOrigin: string;
  clientId: string;
  /** The site's callback, registered with the shop. */
  redirectUri: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
};

/** The shop did not answer, or answered something a shop would not: the page says so and nobody is signed out. */
export class CustomerAccountUnavailable extends Error {}
/** The shop refused the grant (a used code, a revoked or expired refresh token): that sign-in is over. */
export class CustomerGrantRefused extends Error {}

/** The shop's account service away, or its grant no longer honoured: told quietly to the shopper, never a 500. */
export const isAccountServiceFailure = (error: unknown): error is CustomerAccountUnavailable | CustomerGrantRefused =>
  error instanceof CustomerAccountUnavailable || error instanceof CustomerGrantRefused;

/** Shopify's scope for the customer API, with OpenID's for the id token. */
const SCOPE = 'openid email customer-account-api:full';
/** Refresh this long before the access token's stated end, so a request never carries one expiring in flight. */
const REFRESH_MARGIN_MS = 60_000;

export const pkceChallengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function newSignInSecrets(): { state: string; nonce: string; codeVerifier: string } {
  return { state: randomToken(24), nonce: randomToken(24), codeVerifier: randomToken(48) };
}

export class CustomerAccountClient {
  private endpoints: Promise<CustomerAccountEndpoints> | null = null;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: CustomerAccountClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async authorizeUrl({ state, nonce, codeVerifier }: { state: string; nonce: string; codeVerifier: string }): Promise<string> {
    const url = new URL((await this.discover()).authorize);
    const params = {
      client_id: this.options.clientId,
      response_type: 'code',
      redirect_uri: this.options.redirectUri,
      scope: SCOPE,
      state,
      nonce,
      code_challenge: pkceChallengeOf(codeVerifier),
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.href;
  }

  /** The code from the callback for tokens; checks the id token's nonce against the sign-in's. */
  async exchangeCode(code: string, codeVerifier: string, nonce: string): Promise<CustomerTokens & { customerId: string }> {
    const answer = await this.tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: this.options.redirectUri, code_verifier: codeVerifier });
    const claims = idTokenClaims(answer.id_token);
    if (!claims || claims.nonce !== nonce || typeof claims.sub !== 'string') throw new CustomerGrantRefused('The id token does not belong to this sign-in.');
    return { ...this.tokensOf(answer), idToken: answer.id_token as string, customerId: claims.sub };
  }

  async refresh(refreshToken: string): Promise<Omit<CustomerTokens, 'idToken'>> {
    return this.tokensOf(await this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }));
  }

  needsRefresh(tokens: Pick<CustomerTokens, 'accessExpiresAt'>): boolean {
    return tokens.accessExpiresAt - REFRESH_MARGIN_MS <= this.now();
  }

  /** The shop's sign-out page for this sign-in, which revokes its tokens and returns the browser to `returnTo`. */
  async logoutUrl(idToken: string, returnTo: string): Promise<string> {
    const url = new URL((await this.discover()).logout);
    url.searchParams.set('id_token_hint', idToken);
    url.searchParams.set('post_logout_redirect_uri', returnTo);
    return url.href;
  }

  /** One customer GraphQL query; a refused token is CustomerGrantRefused (signed out), anything else unavailable. */
  async query<T>(accessToken: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const { graphql } = await this.discover();
    const response = await this.call(graphql, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: accessToken },
      body: JSON.stringify({ query, variables }),
    });
    if (response.status === 401) throw new CustomerGrantRefused('The shop no longer accepts this access token.');
    const body = (await this.jsonOf(response)) as { data?: T; errors?: { message: string }[] };
    if (!response.ok || body.errors?.length || !body.data) {
      throw new CustomerAccountUnavailable(`The customer API answered ${response.status}: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
    }
    return body.data;
  }

  private discover(): Promise<CustomerAccountEndpoints> {
    // Kept once found; a failed look-up is asked again next time rather than remembered.
    this.endpoints ??= this.readDiscovery().catch((error: unknown) => {
      this.endpoints = null;
      throw error;
    });
    return this.endpoints;
  }

  private async readDiscovery(): Promise<CustomerAccountEndpoints> {
    const origin = this.options.shopOrigin.replace(/\/$/, '');
    const [openId, api] = await Promise.all([
      this.call(`${origin}/.well-known/openid-configuration`).then((r) => this.jsonOf(r)),
      this.call(`${origin}/.well-known/customer-account-api`).then((r) => this.jsonOf(r)),
    ]);
    const endpoints = {
      authorize: (openId as Record<string, unknown>).authorization_endpoint,
      token: (openId as Record<string, unknown>).token_endpoint,
      logout: (openId as Record<string, unknown>).end_session_endpoint,
      graphql: (api as Record<string, unknown>).graphql_api,
    };
    for (const [name, url] of Object.entries(endpoints)) {
      if (typeof url !== 'string' || !/^https?:\/\//.test(url))
        throw new CustomerAccountUnavailable(`The shop's discovery documents name no ${name} endpoint.`);
    }
    return endpoints as CustomerAccountEndpoints;
  }

  private async tokenRequest(fields: Record<string, string>): Promise<Record<string, unknown>> {
    const response = await this.call((await this.discover()).token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ client_id: this.options.clientId, ...fields }).toString(),
    });
    const body = (await this.jsonOf(response)) as Record<string, unknown>;
    if (response.status === 400 && body.error === 'invalid_grant') throw new CustomerGrantRefused(String(body.error_description ?? 'invalid_grant'));
    if (!response.ok || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
      throw new CustomerAccountUnavailable(`The shop's token endpoint answered ${response.status} ${String(body.error ?? '')}`.trim());
    }
    return body;
  }

  private tokensOf(answer: Record<string, unknown>): Omit<CustomerTokens, 'idToken'> {
    const lifetimeS = typeof answer.expires_in === 'number' ? answer.expires_in : 0;
    return { accessToken: answer.access_token as string, refreshToken: answer.refresh_token as string, accessExpiresAt: this.now() + lifetimeS * 1000 };
  }

  private async call(url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      throw new CustomerAccountUnavailable(`The shop did not answer ${new URL(url).pathname}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async jsonOf(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      throw new CustomerAccountUnavailable(`The shop answered ${response.status} without JSON.`);
    }
  }
}

/** The id token's claims. It came straight from the token endpoint over TLS, so its signature is not checked here (OIDC §3.1.3.7). */
function idTokenClaims(idToken: unknown): Record<string, unknown> | null {
  if (typeof idToken !== 'string') return null;
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}
