import type { BlockServerData } from '../../blocks/registry.ts';
import type { MediaRelation, PageBlock } from '../../content/cms-types.ts';
import type { ContentArticle, PageSeo } from '../../content/content-snapshot.ts';

export type SeoData = { title: string; description: string | null; keywords: string | null; image: MediaRelation | null };
export type ArticleIntro = Omit<ContentArticle, 'blocks' | 'pageSeo'>;

/** A page carries the server data of the block kinds it shows (BlogGallery's view, ProductSize's tiles…). */
export type ContentPageData =
  | ({ kind: 'page'; slug: string; title: string; seo: SeoData; blocks: PageBlock[] } & BlockServerData)
  | { kind: 'article'; slug: string; title: string; seo: SeoData; blocks: PageBlock[]; article: ArticleIntro };

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
