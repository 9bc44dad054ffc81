// The shopper's V1.0 / V1.1 choice lasts for the visit (a session cookie). The server reads and writes it on /buy
// requests (server/buy-flow/app-version-cookie.ts) and hands the flow its name and value; the toggle changes the
// flow in the browser without asking the server, so the browser then writes the same cookie itself.
import { APP_VERSIONS, type AppVersion } from './constants.ts';
import { cookieText, cookieValue } from './cookie-value.ts';

export type AppVersionMemory = {
  cookieName: string;
  /** The version this request asked for with `app=`, else the one the cookie holds; null on a first visit. */
  remembered: AppVersion | null;
};

/** The cookie as the browser writes it: site-wide, for the visit only (no expiry), like the server's. */
export function appVersionCookieText(cookieName: string, version: AppVersion, secure: boolean): string {
  return cookieText(cookieName, version, { secure });
}

/** The version a page's cookies remember (`document.cookie` in the browser), or null when they hold none. */
export function rememberedAppVersion(cookies: string, cookieName: string): AppVersion | null {
  const value = cookieValue(cookies, cookieName);
  return value !== undefined && (APP_VERSIONS as readonly string[]).includes(value) ? (value as AppVersion) : null;
}
