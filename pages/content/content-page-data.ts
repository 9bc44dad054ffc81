import type { BlockServerData } from '../../blocks/registry.ts';
import type { BlockHealthNote } from '../../content/block-health.ts';
import type { MediaRelation, PageBlock } from '../../content/cms-types.ts';
import type { ContentArticle, PageSeo } from '../../content/content-snapshot.ts';

export type SeoData = { title: string; description: string | null; keywords: string | null; image: MediaRelation | null };
export type ArticleIntro = Omit<ContentArticle, 'blocks' | 'pageSeo'>;

/** In draft preview only: the blocks the site skips, each shown in place as a note for the editor. */
type HealthNotes = { healthNotes?: BlockHealthNote[] };

/** A page carries the server data of the block kinds it shows (BlogGallery's view, ProductSize's tiles…). */
export type ContentPageData =
  | ({ kind: 'page'; slug: string; title: string; seo: SeoData; blocks: PageBlock[] } & BlockServerData & HealthNotes)
  | ({ kind: 'article'; slug: string; title: string; seo: SeoData; blocks: PageBlock[]; article: ArticleIntro } & HealthNotes);

/** Title, description, keywords (the repeatable meta entries joined) and share image (spec §2). */
export function pageSeoFrom(seo: PageSeo | null, fallbackTitle: string): SeoData {
  const keywords = (seo?.metaKeywords ?? []).map((entry) => entry.keyword.trim()).filter(Boolean);
  return {
    title: seo?.metaTitle || fallbackTitle,
    description: seo?.metaDescription || null,
    keywords: keywords.length > 0 ? keywords.join(', ') : null,
    image: seo?.metaImage?.data ? seo.metaImage : null,
  };
}
