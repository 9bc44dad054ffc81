// The site's address of a page or blog article: the home page at '/', everything else at '/{slug}'. Mirrors
// content/page-path.ts in the site (the cms/ project is built on its own and cannot import it).
import { createHmac } from 'node:crypto';

export const HOME_SLUG = 'home';

export function sitePathOf(slug: string): string {
  return slug.toLowerCase() === HOME_SLUG ? '/' : `/${encodeURIComponent(slug)}`;
}

/** Content types whose entries the site shows at their own address. */
export const ROUTED_CONTENT_TYPES = ['api::page.page', 'api::blog-article.blog-article'];

/** How long the admin's preview link opens its page: the admin asks for a new link each time it shows the preview. */
export const PREVIEW_LINK_LIFETIME_S = 5 * 60;

/**
 * The site's draft preview of a path: its entry point sets the preview cookie and redirects there. The link is
 * signed with the shared secret (HMAC-SHA256 of the path and expiry; the site's server/preview/preview-link.ts
 * checks the same message), so the secret itself never reaches an editor's browser.
 */
export function previewUrl(siteUrl: string, secret: string, path: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + PREVIEW_LINK_LIFETIME_S;
  const signature = createHmac('sha256', secret).update(`preview-link:${expires}:${path}`).digest('base64url');
  return `${siteUrl.replace(/\/+$/, '')}/api/preview?${new URLSearchParams({ path, expires: String(expires), signature })}`;
}
