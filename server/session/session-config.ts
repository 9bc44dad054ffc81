// The app key names the site's own cookies (spec §2: the guard's token cookie is "{app key}_token").
import * as v from 'valibot';
import { parseVariable } from '../config/variables.ts';

export const DEFAULT_APP_KEY = 'lt';
const APP_KEY = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, "may hold only letters, digits, '-' and '_' (1-32 characters)"));

export type SessionCookieNames = { session: string; token: string };

/** APP_KEY's value (default 'lt'; read by server/config/config.ts); it becomes part of cookie names, so only safe characters. */
export function appKeyFrom(raw: string | null): string {
  return raw === null ? DEFAULT_APP_KEY : parseVariable('APP_KEY', raw, APP_KEY);
}

export function sessionCookieNames(appKey: string): SessionCookieNames {
  return { session: `${appKey}_session`, token: `${appKey}_token` };
}
