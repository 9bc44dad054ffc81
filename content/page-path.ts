// The public path of a CMS page or article: the home page lives at '/', everything else at '/{slug}'
// (spec §2). Canonical links and the sitemap both use it, so a page has exactly one address.
export const HOME_SLUG = 'home';

export function pagePath(slug: string): string {
  return slug.toLowerCase() === HOME_SLUG ? '/' : `/${encodeURIComponent(slug)}`;
}

/** A site path or a media URL made absolute against the configured public origin (SITE_URL). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}
