// Surrogate keys: the names of what a cacheable page was built from, the one owner of those names. A page
// response lists its keys (in the header the configured cache engine reads, cache-engine.ts); when the
// content snapshot changes, the keys whose content changed are worked out here (old snapshot vs new) and
// purged, so exactly the pages built from that content are fetched again.
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import type { PageSources } from '../../content/render-facts.ts';

/** The shared layout: header, navigation, footer, modals, and the site-wide parts read from other pages. */
export const LAYOUT_KEY = 'layout';
/** Which articles exist and how galleries order and group them (dates, categories). */
export const ARTICLE_LIST_KEY = 'article-list';
/** Shop prices and stock: pages with blocks of cache class 'live-shop-data'. The CMS never changes it; shared caches keep those pages a minute. */
export const CATALOGUE_KEY = 'catalogue';

// Slugs are CMS text: encoded, a key never holds a space or comma (the separators of xkey, Surrogate-Key and Cache-Tag).
const keyPart = (slug: string) => encodeURIComponent(slug.trim().toLowerCase());
export const pageKey = (slug: string) => `page:${keyPart(slug)}`;
export const articleKey = (slug: string) => `article:${keyPart(slug)}`;

// Pages every page reads part of: the home page's share image and the contact page's organisation details
// (renderer/seo/), and the blog page's title in every article's breadcrumb.
const HOME_SLUG = 'home';
const CONTACT_SLUG = 'contact';
const BLOG_SLUG = 'blog';

/** The keys of a rendered content page, most specific first. */
export function surrogateKeysOf(sources: PageSources): string[] {
  if (sources.kind === 'article') return [articleKey(sources.slug), pageKey(BLOG_SLUG), LAYOUT_KEY];
  const keys = [pageKey(sources.slug)];
  if (sources.listsArticles) keys.push(ARTICLE_LIST_KEY, ...sources.listedArticles.map(articleKey));
  if (sources.showsShopData) keys.push(CATALOGUE_KEY);
  keys.push(LAYOUT_KEY);
  return [...new Set(keys)];
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function changedEntries<T>(previous: ReadonlyMap<string, T>, next: ReadonlyMap<string, T>): { changed: string[]; addedOrRemoved: boolean } {
  const changed: string[] = [];
  let addedOrRemoved = false;
  for (const slug of new Set([...previous.keys(), ...next.keys()])) {
    const before = previous.get(slug);
    const after = next.get(slug);
    if (before === undefined || after === undefined) addedOrRemoved = true;
    if (!same(before, after)) changed.push(slug);
  }
  return { changed, addedOrRemoved };
}

function layoutOf(snapshot: ContentSnapshot) {
  const { header, navigation, subscribeModal, soldOutModal, footer, infoModal, privacyChoices } = snapshot;
  return {
    singletons: [header, navigation, subscribeModal, soldOutModal, footer, infoModal, privacyChoices],
    homeSeo: snapshot.pages.get(HOME_SLUG)?.seo ?? null,
    contactBlocks: snapshot.pages.get(CONTACT_SLUG)?.blocks ?? null,
  };
}

/** How galleries see the articles: which exist, their dates and categories. */
function articleListOf(snapshot: ContentSnapshot) {
  return [...snapshot.articles.values()].map((article) => [article.slug, article.date, article.blog_category?.data ?? null]);
}

/** The keys whose content differs between two snapshots: purging them leaves every other cached page as it is. */
export function changedSurrogateKeys(previous: ContentSnapshot, next: ContentSnapshot): string[] {
  const keys: string[] = [];
  const pages = changedEntries(previous.pages, next.pages);
  keys.push(...pages.changed.map(pageKey));
  const articles = changedEntries(previous.articles, next.articles);
  keys.push(...articles.changed.map(articleKey));
  if (articles.addedOrRemoved || !same(articleListOf(previous), articleListOf(next))) keys.push(ARTICLE_LIST_KEY);
  if (!same(layoutOf(previous), layoutOf(next))) keys.push(LAYOUT_KEY);
  return [...new Set(keys)];
}
