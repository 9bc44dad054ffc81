// Walks the demo shop's sign-in as a browser and the site would: authorize, the e-mail step, the code shown on the
// page, the redirect back with code and state, then the token exchange with the PKCE verifier.
import { createHash, randomBytes } from 'node:crypto';

export const REDIRECT_URI = 'http://localhost:3000/account/authorize';
export const CLIENT_ID = 'shp_demo-shop-customer-accounts';

type Fetch = (path: string, init?: RequestInit) => Response | Promise<Response>;

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizePath(challenge: string, overrides: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email customer-account-api:full',
    state: 'state-123',
    nonce: 'nonce-456',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  });
  return `/authentication/oauth/authorize?${params}`;
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

export const signInIdOf = (page: string) => /name="sign_in" value="([^"]+)"/.exec(page)![1]!;

/** Signs `email` in and answers the redirect back to the site. */
export async function signInRedirect(request: Fetch, email: string, challenge: string): Promise<URL> {
  const signInId = signInIdOf(await (await request(authorizePath(challenge))).text());
  const codePage = await (await request('/authentication/oauth/sign-in', form({ sign_in: signInId, action: 'email', email }))).text();
  const oneTimeCode = /<strong>(\d{6})<\/strong>/.exec(codePage)![1]!;
  const back = await request('/authentication/oauth/sign-in', form({ sign_in: signInId, action: 'code', code: oneTimeCode }));
  return new URL(back.headers.get('location')!);
}

export async function tokenRequest(request: Fetch, fields: Record<string, string>): Promise<{ status: number; json: any }> {
  const response = await request('/authentication/oauth/token', form({ client_id: CLIENT_ID, ...fields }));
  return { status: response.status, json: await response.json() };
}

export async function signedIn(request: Fetch, email: string) {
  const { verifier, challenge } = pkcePair();
  const back = await signInRedirect(request, email, challenge);
  const { json } = await tokenRequest(request, {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code')!,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  return json as { access_token: string; refresh_token: string; id_token: string; expires_in: number };
}

export async function customerQuery(request: Fetch, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request('/account/customer/api/2026-04/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, json: (await response.json()) as any };
}
