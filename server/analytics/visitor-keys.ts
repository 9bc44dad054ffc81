// The anonymous visitor key the funnel counts by, with or without consent and with no cookie: an HMAC of the day's
// secret with the visitor's address bucket and user agent. The secret is random, made once a day (shared by the
// instances through the store) and forgotten the next day, so a key cannot be followed across days, nor made again
// from an address once its day is over. The address itself is never stored.
import { createHmac, randomBytes } from 'node:crypto';
import { writeLimitKey } from '../security/client-ip.ts';
import { localDay } from './local-day.ts';

/** What the keys need from the store: each day's secret, and forgetting the old ones. */
export type DaySecrets = {
  daySecret(day: string, candidate: string): Promise<string>;
  forgetSecretsBefore(day: string): Promise<void>;
};

export type VisitorKey = { day: string; visitor: string };

/** 128 bits of the HMAC, base64url: unique enough among one day's visitors, short to store. */
export function visitorKeyOf(secret: string, address: string | null, userAgent: string): string {
  const bucket = address === null ? 'unknown' : writeLimitKey(address);
  return createHmac('sha256', secret).update(`${bucket}\n${userAgent}`).digest().subarray(0, 16).toString('base64url');
}

export class DailyVisitorKeys {
  #current: { day: string; secret: Promise<string> } | null = null;

  constructor(
    private readonly secrets: DaySecrets,
    private readonly timeZone: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The visitor's key for today (local day), and today's date. */
  async keyFor(address: string | null, userAgent: string): Promise<VisitorKey> {
    const day = localDay(this.now(), this.timeZone);
    return { day, visitor: visitorKeyOf(await this.#secretOf(day), address, userAgent) };
  }

  #secretOf(day: string): Promise<string> {
    if (this.#current?.day !== day) {
      const secret = this.secrets.daySecret(day, randomBytes(32).toString('base64url'));
      this.#current = { day, secret };
      // A failed read is asked again by the next request rather than kept.
      secret.catch(() => {
        if (this.#current?.secret === secret) this.#current = null;
      });
      // A request under way at midnight already holds yesterday's secret: the store need not keep it.
      void secret.then(() => this.secrets.forgetSecretsBefore(day)).catch(() => {});
    }
    return this.#current.secret;
  }
}
