// What `search` and `predictiveSearch` find besides products: the shop's pages (matched on their title and text) and
// its collections (on their title and description; predictive search only, as Shopify's `search` has no collection
// results: https://shopify.dev/docs/api/storefront/2026-04/unions/SearchResultItem). Each is answered in the same
// shape as `page` and `collection` answer it, with the tracking parameters of the search that found it.
import { DEMO_COLLECTIONS, type DemoCollection } from './demo-collections.ts';
import { DEMO_PAGES, pageText } from './demo-pages.ts';
import type { Market } from './markets.ts';
import { pageShape } from './page-resolvers.ts';
import type { Found, Searcher } from './search-resolvers.ts';
import { rank, relevance } from './search-matching.ts';

type Shape = Record<string, unknown>;

export function pageSearcher(siteOrigin: string): Searcher {
  return (query, fields) =>
    rank(DEMO_PAGES, (page) => relevance(query, { TITLE: [page.title], BODY: [pageText(page)] }, fields)).map(({ item, score }): Found => ({
      score,
      available: true,
      priceCents: null,
      shape: (trackingParameters) => ({ ...pageShape(item, siteOrigin), trackingParameters }),
    }));
}

export function collectionSearcher(collection: (entry: DemoCollection, market: Market) => Shape): Searcher {
  return (query, fields, { market }) =>
    rank(DEMO_COLLECTIONS, (entry) => relevance(query, { TITLE: [entry.title], BODY: [entry.description] }, fields)).map(({ item, score }): Found => ({
      score,
      available: true,
      priceCents: null,
      shape: (trackingParameters) => ({ ...collection(item, market), trackingParameters }),
    }));
}

/** The pages and collections searches look in, shaped as the shop's `page` and `collection` fields shape them. */
export function searchSources(publicBaseUrl: string, products: { collection: (entry: DemoCollection, market: Market) => Shape }) {
  return { pages: pageSearcher(new URL(publicBaseUrl).origin), collections: collectionSearcher(products.collection) };
}
