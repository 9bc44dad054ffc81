// What the blog gallery receives from the page's data hook (built on the server by blog-gallery-data.ts):
// trimmed article summaries for one view only, never the whole collection (spec §2 "Blog gallery").
import type { MediaRelation } from '../../content/cms-types.ts';

/** One article as a gallery tile shows it; links to /{slug}. */
export type BlogTile = {
  slug: string;
  heading: string;
  subHeading: string | null;
  image: MediaRelation;
  /** null = the gallery's default author (CMS defaultAuthorName, else the brand). */
  authorName: string | null;
  /** YYYY-MM-DD */
  date: string;
  /** Minutes. */
  readingTime: number;
  /** The category's slug; null when the article has none. */
  category: string | null;
};

/** A filter: one category that has at least one article. */
export type BlogGalleryCategory = { slug: string; label: string; articleCount: number };

export type BlogGalleryData = {
  /** Every category with articles, in CMS order; the block adds 'All blogs' in front. */
  categories: BlogGalleryCategory[];
  /** The chosen category's slug, or null for 'All blogs'. */
  selected: string | null;
  /**
   * 'All blogs': the newest few tiles of each category, grouped in category order (one row each).
   * One category: that category's tiles for `page`, newest first.
   */
  tiles: BlogTile[];
  /** 1-based; always 1 for 'All blogs'. */
  page: number;
  pageCount: number;
};
