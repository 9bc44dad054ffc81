// OpenID Connect ID tokens (a JWT the site keeps to sign out with: id_token_hint). Signed with HS256 under a key
// made at start, since only the demo shop itself ever verifies them; `sid` names the sign-in the tokens belong to.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type IdTokenClaims = { iss: string; sub: string; aud: string; iat: number; exp: number; nonce: string; sid: string; email: string };

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export class IdTokens {
  private readonly key = randomBytes(32);

  sign(claims: IdTokenClaims): string {
    const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
    return `${body}.${this.signature(body)}`;
  }

  /** The claims of a token this shop signed (expired or not: a stale hint still names the sign-in to end). */
  verify(token: string): IdTokenClaims | null {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return null;
    const expected = Buffer.from(this.signature(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IdTokenClaims;
    } catch {
      return null;
    }
  }

  private signature(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
