// The app key names the site's own cookies (spec §2: the guard's token cookie is "{app key}_token").
import { ConfigurationError } from '../config/configuration-error.ts';

export const DEFAULT_APP_KEY = 'lt';
const APP_KEY = /^[A-Za-z0-9_-]{1,32}$/;

export type SessionCookieNames = { session: string; token: string };

/** APP_KEY's value (default 'lt'; read by server/config/config.ts); it becomes part of cookie names, so only safe characters. */
export function appKeyFrom(raw: string | null): string {
  if (raw === null) return DEFAULT_APP_KEY;
  if (!APP_KEY.test(raw)) throw new ConfigurationError(`APP_KEY may hold only letters, digits, '-' and '_' (1-32 characters), got "${raw}"`);
  return raw;
}

export function sessionCookieNames(appKey: string): SessionCookieNames {
  return { session: `${appKey}_session`, token: `${appKey}_token` };
}
