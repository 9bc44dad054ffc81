import type { ProductSizeTiles } from '../../blocks/shop/product-size-data.ts';
import type { ProductOffer } from '../../shop-rules/product-offers.ts';
import type { BlogGalleryData } from '../../blocks/blog/blog-gallery-types.ts';
import type { MediaRelation, PageBlock } from '../../content/cms-types.ts';
import type { ContentArticle, PageSeo } from '../../content/content-snapshot.ts';

export type SeoData = { title: string; description: string | null; keywords: string | null; image: MediaRelation | null };
export type ArticleIntro = Omit<ContentArticle, 'blocks' | 'pageSeo'>;

/**
 * Only a page holding a BlogGallery block carries `blogGallery`: the one view its URL asks for. A page holding a
 * ProductSize block carries the shop's tiles and `productOffers` (price ranges for its Product JSON-LD).
 */
export type ContentPageData =
  | {
      kind: 'page';
      slug: string;
      title: string;
      seo: SeoData;
      blocks: PageBlock[];
      blogGallery?: BlogGalleryData;
      productSizes?: ProductSizeTiles | null;
      productOffers?: ProductOffer[];
      /** The shop did not answer: the page says so and must not be cached (server/render-page.ts). */
      liveDataMissing?: boolean;
    }
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
