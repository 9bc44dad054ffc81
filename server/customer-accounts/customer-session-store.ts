// Sign-ins under way and signed-in sessions, in the site's database (SQLite for one instance, PostgreSQL for
// several behind the cache tier), so any instance can finish a sign-in another started or serve its session.
// The browser holds only an opaque random key; the table holds its SHA-256, never the key itself.
import { createHash } from 'node:crypto';
import { migrateToLatest } from '../../clients/database/migrations.ts';
import { fromBigint, type SqlDatabase } from '../../clients/database/sql-database.ts';
import { SITE_MIGRATION_TABLE, SITE_MIGRATIONS } from '../database/site-migrations.ts';
import { randomToken } from '../security/random-tokens.ts';

export type PendingSignIn = { state: string; nonce: string; codeVerifier: string; returnTo: string };

export type CustomerTokens = { accessToken: string; refreshToken: string; idToken: string; accessExpiresAt: number };

export type CustomerSession = CustomerTokens & { customerId: string; expiresAt: number };

type Tables = {
  customer_sign_ins: { key_hash: string; state: string; nonce: string; code_verifier: string; return_to: string; expires_at: number };
  customer_sessions: {
    key_hash: string;
    customer_id: string;
    access_token: string;
    refresh_token: string;
    id_token: string;
    access_expires_at: number;
    expires_at: number;
  };
};

/** How long a shopper may take on the shop's sign-in page. */
export const SIGN_IN_LIFETIME_MS = 10 * 60_000;
/** A signed-in session lasts a day (spec §9's session lifetime), refreshed tokens or not. */
export const CUSTOMER_SESSION_LIFETIME_MS = 864e5;

const KEY_BYTES = 32;
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export class CustomerSessionStore {
  private constructor(
    private readonly database: SqlDatabase<Tables>,
    private readonly now: () => number,
  ) {}

  /** Migrates the site's schema first, so a database that cannot hold sessions stops the start. */
  static async open(database: SqlDatabase<unknown>, now: () => number = Date.now): Promise<CustomerSessionStore> {
    await migrateToLatest(database, SITE_MIGRATION_TABLE, SITE_MIGRATIONS);
    return new CustomerSessionStore(database as SqlDatabase<Tables>, now);
  }

  /** Keeps a sign-in's secrets server-side; answers the key its short-lived cookie carries. */
  async startSignIn(pending: PendingSignIn): Promise<string> {
    const key = randomToken(KEY_BYTES);
    await this.database.db
      .insertInto('customer_sign_ins')
      .values({
        key_hash: hashOf(key),
        state: pending.state,
        nonce: pending.nonce,
        code_verifier: pending.codeVerifier,
        return_to: pending.returnTo,
        expires_at: this.now() + SIGN_IN_LIFETIME_MS,
      })
      .execute();
    return key;
  }

  /** The sign-in a key names, removed as it is read: a callback is answered once. */
  async takeSignIn(key: string | undefined): Promise<PendingSignIn | null> {
    if (!key || !KEY_SHAPE.test(key)) return null;
    const row = await this.database.db.deleteFrom('customer_sign_ins').where('key_hash', '=', hashOf(key)).returningAll().executeTakeFirst();
    if (!row || fromBigint(row.expires_at) <= this.now()) return null;
    return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, returnTo: row.return_to };
  }

  async createSession(customerId: string, tokens: CustomerTokens): Promise<string> {
    const key = randomToken(KEY_BYTES);
    await this.database.db
      .insertInto('customer_sessions')
      .values({
        key_hash: hashOf(key),
        customer_id: customerId,
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        id_token: tokens.idToken,
        access_expires_at: tokens.accessExpiresAt,
        expires_at: this.now() + CUSTOMER_SESSION_LIFETIME_MS,
      })
      .execute();
    // Old rows go as new ones come: no timer needed, and the table stays the size of the live sessions.
    await this.forgetExpired();
    return key;
  }

  async session(key: string | undefined): Promise<CustomerSession | null> {
    if (!key || !KEY_SHAPE.test(key)) return null;
    const row = await this.database.db.selectFrom('customer_sessions').selectAll().where('key_hash', '=', hashOf(key)).executeTakeFirst();
    if (!row || fromBigint(row.expires_at) <= this.now()) return null;
    return {
      customerId: row.customer_id,
      accessToken: row.access_token,
      refreshToken: row.refresh_token,
      idToken: row.id_token,
      accessExpiresAt: fromBigint(row.access_expires_at),
      expiresAt: fromBigint(row.expires_at),
    };
  }

  /** Stores refreshed tokens (the shop rotates the refresh token; the id token stays the sign-in's). */
  async updateTokens(key: string, tokens: Omit<CustomerTokens, 'idToken'>): Promise<void> {
    await this.database.db
      .updateTable('customer_sessions')
      .set({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken, access_expires_at: tokens.accessExpiresAt })
      .where('key_hash', '=', hashOf(key))
      .execute();
  }

  async endSession(key: string | undefined): Promise<void> {
    if (!key || !KEY_SHAPE.test(key)) return;
    await this.database.db.deleteFrom('customer_sessions').where('key_hash', '=', hashOf(key)).execute();
  }

  private async forgetExpired(): Promise<void> {
    const now = this.now();
    await this.database.db.deleteFrom('customer_sessions').where('expires_at', '<=', now).execute();
    await this.database.db.deleteFrom('customer_sign_ins').where('expires_at', '<=', now).execute();
  }
}
