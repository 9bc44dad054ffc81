// sitemap.xml from the content snapshot: every page and blog article at its public URL. Past
// SITEMAP_MAX_URLS the URLs are split over /sitemap-1.xml, /sitemap-2.xml… and /sitemap.xml becomes their index.
import { pagePath } from '../../content/page-path.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { escapeMarkup } from '../../content/escape-markup.ts';

export const SITEMAP_MAX_URLS = 5_000;
/** CMS pages that are not destinations of their own: the not-found page, and account pages behind the guard. */
const UNLISTED_SLUGS = new Set(['404', 'not-found', 'account']);

export type SitemapEntry = { path: string; lastModified: string | null };
export type Sitemaps = { index: string | null; sitemaps: string[] };

/** Home first, then pages, then articles; a slug used by both a page and an article is listed once. */
export function sitemapEntries(content: ContentSnapshot): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  const add = (slug: string, lastModified: string | null | undefined) => {
    if (UNLISTED_SLUGS.has(slug.toLowerCase())) return;
    const path = pagePath(slug);
    if (!entries.has(path)) entries.set(path, { path, lastModified: lastModified ?? null });
  };
  const home = content.pages.get('home');
  if (home) add(home.slug, home.updatedAt);
  for (const page of content.pages.values()) add(page.slug, page.updatedAt);
  for (const article of content.articles.values()) add(article.slug, article.updatedAt ?? article.date);
  return [...entries.values()];
}

function urlSet(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeMarkup(lastModified)}</lastmod>` : '';
    return `<url><loc>${escapeMarkup(`${siteUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

export function buildSitemaps(entries: SitemapEntry[], siteUrl: string, maxUrls = SITEMAP_MAX_URLS): Sitemaps {
  if (entries.length <= maxUrls) return { index: null, sitemaps: [urlSet(entries, siteUrl)] };
  const sitemaps: string[] = [];
  for (let start = 0; start < entries.length; start += maxUrls) sitemaps.push(urlSet(entries.slice(start, start + maxUrls), siteUrl));
  const parts = sitemaps.map((_, index) => `<sitemap><loc>${escapeMarkup(`${siteUrl}${sitemapPartPath(index + 1)}`)}</loc></sitemap>`);
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`;
  return { index, sitemaps };
}
