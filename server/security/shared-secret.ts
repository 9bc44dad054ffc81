// Shared secrets the CMS holds for the site (REVALIDATE_SECRET for its webhook, PREVIEW_SECRET for draft preview
// and content health): one length rule and one constant-time comparison for all of them.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ConfigurationError } from '../config/configuration-error.ts';

export const MIN_SECRET_LENGTH = 16;

/** The variable's value (read by server/config/config.ts); null when unset, which leaves its endpoints out. */
export function sharedSecretFrom(variable: string, secret: string | null): string | null {
  if (secret === null) return null;
  if (secret.length < MIN_SECRET_LENGTH) throw new ConfigurationError(`${variable} must be at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

/** Constant-time comparison (hashing first makes the lengths equal). */
export function secretMatches(given: string | null | undefined, secret: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
