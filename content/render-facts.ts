// What a render learned about its page that the server's caches need: what the page was built from (its
// surrogate keys are named from it, server/caching/surrogate-keys.ts), whether live data was missing (the shop
// did not answer: such a render is never kept) and its cache class. A page's data hook sets it on the server's
// pageContext (`renderFacts`); the server reads it from what Vike's renderPage() returns, knowing no page's data.

/** What a rendered page was built from, as the render knows it. */
export type PageSources =
  { kind: 'page'; slug: string; listedArticles: readonly string[]; listsArticles: boolean; showsShopData: boolean } | { kind: 'article'; slug: string };

/** 'live-shop-data': the page shows shop prices or stock, so caches keep it a minute, not until a publish. */
export type PageCacheClass = 'content' | 'live-shop-data';

export type RenderFacts = {
  /** Null for pages no content change purges (/buy, error pages). */
  sources: PageSources | null;
  liveDataMissing: boolean;
  cacheClass: PageCacheClass;
};

/** What a render that set nothing learned (an error page, a page without a data hook). */
export const NO_RENDER_FACTS: RenderFacts = Object.freeze({ sources: null, liveDataMissing: false, cacheClass: 'content' });
