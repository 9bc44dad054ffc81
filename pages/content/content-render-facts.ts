// What a rendered content page or article tells the server's caches (content/render-facts.ts): what it was built
// from (the page, the articles its gallery lists, the shop when it shows prices), and whether shop data was missing.
import { cacheClassOf } from '../../blocks/registry.ts';
import type { RenderFacts } from '../../content/render-facts.ts';
import type { ContentPageData } from './content-page-data.ts';

export function contentRenderFacts(page: ContentPageData): RenderFacts {
  const liveDataMissing = 'liveDataMissing' in page && page.liveDataMissing === true;
  if (page.kind === 'article') return { sources: { kind: 'article', slug: page.slug }, liveDataMissing, cacheClass: 'content' };
  const gallery = page.blogGallery;
  const cacheClass = cacheClassOf(page.blocks);
  const sources = {
    kind: 'page',
    slug: page.slug,
    listsArticles: gallery !== undefined,
    listedArticles: gallery?.tiles.map((tile) => tile.slug) ?? [],
    showsShopData: cacheClass === 'live-shop-data',
  } as const;
  return { sources, liveDataMissing, cacheClass };
}
