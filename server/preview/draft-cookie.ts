// The draft-mode cookie: set by GET /api/preview with the right secret, it makes page requests render the CMS's
// drafts. Its value is an expiry signed with PREVIEW_SECRET (HMAC-SHA256), so a visitor cannot forge it.
// Inside the CMS admin's iframe the site is a third party: over https the cookie is SameSite=None; Secure;
// Partitioned (kept per top-level site, so browsers that block third-party cookies still keep it); on plain
// http (a local admin on localhost is same-site) it is Lax.
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { secretMatches } from '../security/shared-secret.ts';

/** How long a preview lasts after the CMS opened it; the admin asks /api/preview again on each preview. */
export const DRAFT_COOKIE_MAX_AGE_S = 2 * 60 * 60;

export const draftCookieName = (appKey: string) => `${appKey}_draft_preview`;

const signature = (secret: string, expiresAt: number) => createHmac('sha256', secret).update(`draft-preview:${expiresAt}`).digest('base64url');

/** `{expiresAt}.{signature}`, expiresAt in seconds since the epoch. */
export function draftCookieValue(secret: string, nowMs: number = Date.now()): string {
  const expiresAt = Math.floor(nowMs / 1000) + DRAFT_COOKIE_MAX_AGE_S;
  return `${expiresAt}.${signature(secret, expiresAt)}`;
}

/** True for a value this secret signed that has not expired. */
export function isValidDraftCookie(value: string | undefined, secret: string, nowMs: number = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= nowMs) return false;
  return secretMatches(match[2], signature(secret, expiresAt));
}

function cookieOptions(https: boolean): CookieOptions {
  return https ? { path: '/', httpOnly: true, secure: true, sameSite: 'None', partitioned: true } : { path: '/', httpOnly: true, sameSite: 'Lax' };
}

export type DraftCookie = {
  name: string;
  /** Whether this request is in draft mode. */
  isOn: (c: Context) => boolean;
  /** The Set-Cookie header that turns draft mode on. */
  setHeader: (https: boolean) => string;
  /** The Set-Cookie header that turns it off. */
  clearHeader: (https: boolean) => string;
};

export function draftCookie({ appKey, secret }: { appKey: string; secret: string }): DraftCookie {
  const name = draftCookieName(appKey);
  return {
    name,
    isOn: (c) => isValidDraftCookie(getCookie(c, name), secret),
    setHeader: (https) => generateCookie(name, draftCookieValue(secret), { ...cookieOptions(https), maxAge: DRAFT_COOKIE_MAX_AGE_S }),
    // Cleared with the attributes it was set with: a partitioned cookie is only replaced by a partitioned one.
    clearHeader: (https) => generateCookie(name, '', { ...cookieOptions(https), maxAge: 0 }),
  };
}
