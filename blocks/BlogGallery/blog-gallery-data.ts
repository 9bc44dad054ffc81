// Server only: turns the snapshot's articles into the one gallery view a request asks for. The sorted,
// grouped summaries are built once per snapshot; a request then only slices them, so /blog stays fast and
// its HTML small however many articles the CMS holds (spec §2 "Blog gallery", §7 pageSize 10000).
import type { CmsSchemas } from '../../content/cms-types.ts';
import type { BlockDataContext } from '../block-descriptor.ts';
import type { BlogGalleryCategory, BlogGalleryData, BlogTile } from './blog-gallery-types.ts';

/** Tiles per category row in 'All blogs': the newest few; 'See all content' leads to the rest. */
export const ROW_TILE_LIMIT = 8;
/** Tiles per page of a category grid. */
export const GRID_PAGE_SIZE = 24;

/** The article fields a summary needs (the snapshot's ContentArticle has them all). */
export type ArticleSource = Pick<
  CmsSchemas['BlogArticle'],
  'slug' | 'heading' | 'subHeading' | 'image' | 'authorName' | 'date' | 'readingTime' | 'blog_category'
>;
export type ArticleMap = ReadonlyMap<string, ArticleSource>;

/** The URL query of the gallery: `?category=care-guide&page=2`. */
export type GalleryQuery = { category?: string | undefined; page?: string | undefined };

type IndexedCategory = BlogGalleryCategory & { id: number; tiles: BlogTile[] };
/** Categories in CMS order, each with its tiles newest first; bySlug is keyed by lower-case slug. */
type BlogIndex = { categories: IndexedCategory[]; bySlug: ReadonlyMap<string, IndexedCategory> };

const indexes = new WeakMap<ArticleMap, BlogIndex>();

function summaryOf(article: ArticleSource): BlogTile {
  return {
    slug: article.slug,
    heading: article.heading,
    subHeading: article.subHeading,
    image: article.image,
    authorName: article.authorName,
    date: article.date,
    readingTime: article.readingTime,
    category: article.blog_category.data?.attributes.slug ?? null,
  };
}

/** Newest first; same-day articles in slug order so every render lists them identically. */
function newestFirst(a: BlogTile, b: BlogTile): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

function buildIndex(articles: ArticleMap): BlogIndex {
  const bySlug = new Map<string, IndexedCategory>();
  for (const article of articles.values()) {
    const category = article.blog_category.data;
    // An article without a category has no row or filter to appear under; its page still works at /{slug}.
    if (!category) continue;
    const key = category.attributes.slug.toLowerCase();
    let entry = bySlug.get(key);
    if (!entry) {
      entry = { id: category.id, slug: category.attributes.slug, label: category.attributes.blogCategory, articleCount: 0, tiles: [] };
      bySlug.set(key, entry);
    }
    entry.tiles.push(summaryOf(article));
  }
  const categories = [...bySlug.values()].sort((a, b) => a.id - b.id);
  for (const category of categories) {
    category.tiles.sort(newestFirst);
    category.articleCount = category.tiles.length;
  }
  return { categories, bySlug };
}

/** The sorted, grouped summaries of a snapshot's articles, computed on first use and kept with the snapshot. */
export function blogIndexOf(articles: ArticleMap): BlogIndex {
  let index = indexes.get(articles);
  if (!index) {
    index = buildIndex(articles);
    indexes.set(articles, index);
  }
  return index;
}

/** A page number from the URL, kept within 1..pageCount (junk or out of range lands on the nearest page). */
function pageWithin(raw: string | undefined, pageCount: number): number {
  const page = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, pageCount);
}

/** The gallery for one request: 'All blogs' rows, or one category's grid page. Unknown categories show 'All blogs'. */
export function blogGalleryView(articles: ArticleMap, query: GalleryQuery): BlogGalleryData {
  const index = blogIndexOf(articles);
  const categories = index.categories.map(({ slug, label, articleCount }) => ({ slug, label, articleCount }));
  const chosen = query.category ? index.bySlug.get(query.category.trim().toLowerCase()) : undefined;
  if (!chosen) {
    const tiles = index.categories.flatMap((category) => category.tiles.slice(0, ROW_TILE_LIMIT));
    return { categories, selected: null, tiles, page: 1, pageCount: 1 };
  }
  const pageCount = Math.max(1, Math.ceil(chosen.tiles.length / GRID_PAGE_SIZE));
  const page = pageWithin(query.page, pageCount);
  const tiles = chosen.tiles.slice((page - 1) * GRID_PAGE_SIZE, page * GRID_PAGE_SIZE);
  return { categories, selected: chosen.slug, tiles, page, pageCount };
}

/** The BlogGallery block's server data: the one view its page's URL asks for (`?category=…&page=…`). */
export async function blogGalleryData({ content, search }: BlockDataContext): Promise<{ blogGallery: BlogGalleryData }> {
  return { blogGallery: blogGalleryView(content.articles, search) };
}
