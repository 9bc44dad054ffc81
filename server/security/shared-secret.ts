// Shared secrets the CMS holds for the site (REVALIDATE_SECRET for its webhook, PREVIEW_SECRET for draft preview
// and content health): one length rule and one constant-time comparison for all of them.
import { createHash, timingSafeEqual } from 'node:crypto';
import { parseVariable, secretOfAtLeast } from '../config/variables.ts';

export const MIN_SECRET_LENGTH = 16;

/** The variable's value (read by server/config/config.ts); null when unset, which leaves its endpoints out. */
export function sharedSecretFrom(variable: string, secret: string | null): string | null {
  return secret === null ? null : parseVariable(variable, secret, secretOfAtLeast(MIN_SECRET_LENGTH), { quoteValue: false });
}

/** Constant-time comparison (hashing first makes the lengths equal). */
export function secretMatches(given: string | null | undefined, secret: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
