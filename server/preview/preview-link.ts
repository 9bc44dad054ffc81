// The CMS admin's preview link: the page's path and an expiry, signed with PREVIEW_SECRET (HMAC-SHA256), so the
// link an editor's browser sees opens that one page's draft for a few minutes and never carries the secret itself.
// The CMS signs it (cms/src/site-path.ts, built on its own, makes the same message); this side checks it.
import { createHmac } from 'node:crypto';
import { secretMatches } from '../security/shared-secret.ts';

/** Longest a link may still have to live: the CMS makes links of minutes; anything longer was not made by it. */
export const PREVIEW_LINK_MAX_LIFETIME_S = 60 * 60;

export const previewLinkSignature = (secret: string, path: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`preview-link:${expiresAt}:${path}`).digest('base64url');

/** True when `signature` signs this path and expiry, and the expiry (seconds since the epoch) is still ahead and not too far. */
export function isValidPreviewLink(
  secret: string,
  link: { path: string; expires?: string | undefined; signature?: string | undefined },
  nowMs = Date.now(),
): boolean {
  if (!link.expires || !/^\d{1,12}$/.test(link.expires) || !link.signature) return false;
  const expiresAt = Number(link.expires);
  const nowS = nowMs / 1000;
  if (expiresAt <= nowS || expiresAt > nowS + PREVIEW_LINK_MAX_LIFETIME_S) return false;
  return secretMatches(link.signature, previewLinkSignature(secret, link.path, expiresAt));
}
