// The authorization server's memory: pending sign-ins, authorization codes and tokens. Tokens are opaque random
// strings kept only as SHA-256 hashes, so what is stored cannot be replayed; codes are single-use and short-lived.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const CODE_LIFETIME_MS = 60_000;
export const ACCESS_TOKEN_LIFETIME_S = 3600;
const REFRESH_LIFETIME_MS = 30 * 24 * 3600_000;
const SIGN_IN_LIFETIME_MS = 10 * 60_000;

export type AuthorizeRequest = { clientId: string; redirectUri: string; state: string; nonce: string; codeChallenge: string; scope: string };

type PendingSignIn = { request: AuthorizeRequest; customerId: string | null; oneTimeCode: string | null; expiresAt: number };
type CodeGrant = { request: AuthorizeRequest; customerId: string; expiresAt: number };
type TokenGrant = { customerId: string; clientId: string; expiresAt: number; family: string };

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const opaque = () => randomBytes(32).toString('base64url');

/** PKCE S256 (RFC 7636 §4.6): BASE64URL(SHA256(verifier)) equals the challenge sent to the authorize endpoint. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return /^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) && createHash('sha256').update(verifier).digest('base64url') === challenge;
}

export class Grants {
  private readonly signIns = new Map<string, PendingSignIn>();
  private readonly codes = new Map<string, CodeGrant>();
  private readonly accessTokens = new Map<string, TokenGrant>();
  private readonly refreshTokens = new Map<string, TokenGrant>();

  constructor(private readonly now: () => number = Date.now) {}

  startSignIn(request: AuthorizeRequest): string {
    const id = opaque();
    this.signIns.set(hash(id), { request, customerId: null, oneTimeCode: null, expiresAt: this.now() + SIGN_IN_LIFETIME_MS });
    return id;
  }

  signIn(id: string): PendingSignIn | undefined {
    const pending = this.signIns.get(hash(id));
    return pending && pending.expiresAt > this.now() ? pending : undefined;
  }

  /** The six-digit code the page shows (nothing can be mailed offline). */
  issueOneTimeCode(id: string, customerId: string): string {
    const pending = this.signIn(id);
    if (!pending) throw new Error('The sign-in has expired.');
    pending.customerId = customerId;
    pending.oneTimeCode = String(randomInt(0, 1_000_000)).padStart(6, '0');
    return pending.oneTimeCode;
  }

  /** Ends the sign-in either way; on a matching one-time code, an authorization code for the redirect. */
  finishSignIn(id: string, oneTimeCode: string): string | null {
    const pending = this.signIn(id);
    if (!pending?.customerId || pending.oneTimeCode !== oneTimeCode.trim()) return null;
    this.signIns.delete(hash(id));
    const code = opaque();
    this.codes.set(hash(code), { request: pending.request, customerId: pending.customerId, expiresAt: this.now() + CODE_LIFETIME_MS });
    return code;
  }

  cancelSignIn(id: string): void {
    this.signIns.delete(hash(id));
  }

  /** The code's grant, removed at once so a second use fails whatever the first one's outcome. */
  redeemCode(code: string): CodeGrant | undefined {
    const grant = this.codes.get(hash(code));
    this.codes.delete(hash(code));
    return grant && grant.expiresAt > this.now() ? grant : undefined;
  }

  issueTokens(customerId: string, clientId: string, family = opaque()) {
    const accessToken = opaque();
    const refreshToken = opaque();
    this.accessTokens.set(hash(accessToken), { customerId, clientId, family, expiresAt: this.now() + ACCESS_TOKEN_LIFETIME_S * 1000 });
    this.refreshTokens.set(hash(refreshToken), { customerId, clientId, family, expiresAt: this.now() + REFRESH_LIFETIME_MS });
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_LIFETIME_S, family };
  }

  /** Rotation: the old refresh token is spent; the new pair belongs to the same sign-in. */
  refresh(refreshToken: string, clientId: string) {
    const grant = this.refreshTokens.get(hash(refreshToken));
    if (!grant || grant.expiresAt <= this.now() || grant.clientId !== clientId) return undefined;
    this.refreshTokens.delete(hash(refreshToken));
    return { customerId: grant.customerId, ...this.issueTokens(grant.customerId, clientId, grant.family) };
  }

  customerOf(accessToken: string): string | undefined {
    const grant = this.accessTokens.get(hash(accessToken));
    return grant && grant.expiresAt > this.now() ? grant.customerId : undefined;
  }

  /** Sign-out: every access and refresh token of that sign-in stops working. */
  revokeFamily(family: string): void {
    for (const tokens of [this.accessTokens, this.refreshTokens]) {
      for (const [key, grant] of tokens) if (grant.family === family) tokens.delete(key);
    }
  }
}
