// The site's address of a page or blog article: the home page at '/', everything else at '/{slug}'. Mirrors
// content/page-path.ts in the site (the cms/ project is built on its own and cannot import it).
export const HOME_SLUG = 'home';

export function sitePathOf(slug: string): string {
  return slug.toLowerCase() === HOME_SLUG ? '/' : `/${encodeURIComponent(slug)}`;
}

/** Content types whose entries the site shows at their own address. */
export const ROUTED_CONTENT_TYPES = ['api::page.page', 'api::blog-article.blog-article'];

/** The site's draft preview of a path: its secret-protected entry point sets the preview cookie and redirects there. */
export function previewUrl(siteUrl: string, secret: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`;
}
