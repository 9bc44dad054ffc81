// The `search` root field (https://shopify.dev/docs/api/storefront/2026-04/queries/search): products and the shop's
// pages matching the shopper's words (search-matching.ts), most relevant first or by price, narrowed by storefront
// filters (search-filters.ts), paged like any connection, with the total and the filters a storefront draws. The demo
// shop has no blog (the site's journal lives in the CMS), so ARTICLE results are always none.
import { createHash } from 'node:crypto';
import { CATALOG, type CatalogProduct } from './demo-products.ts';
import { connection, type PageArgs } from './connection.ts';
import type { RequestContext } from './markets.ts';
import type { productShapes } from './product-shapes.ts';
import { filterConditions, filterList, passesFilters, type ProductFilterInput } from './search-filters.ts';
import { parseSearch, placeUnavailable, productTexts, rank, relevance, SEARCH_FIELDS, type SearchableField, type SearchQuery } from './search-matching.ts';

type Shape = Record<string, unknown>;

export type SearchArgs = PageArgs & {
  query: string;
  sortKey?: string | null;
  types?: string[] | null;
  productFilters?: ProductFilterInput[] | null;
  prefix?: string | null;
  unavailableProducts?: string | null;
};

/** Shopify searches every resource type unless told otherwise (the Search & Discovery app's default). */
const ALL_TYPES = ['PRODUCT', 'PAGE', 'ARTICLE'];

/** Something a search found, before it is shaped: its relevance, its price (products only) and its shape. */
export type Found = { score: number; available: boolean; priceCents: number | null; shape: (trackingParameters: string) => Shape };

/** Another resource a search looks in besides products (the shop's pages, its collections), in the given fields. */
export type Searcher = (query: SearchQuery, fields: readonly SearchableField[], context: RequestContext) => Found[];

/** What `search` reads in a page: its title and its text (https://shopify.dev/docs/storefronts/themes/navigation-search/search). */
const PAGE_FIELDS: readonly SearchableField[] = ['TITLE', 'BODY'];

/**
 * URL parameters Shopify's analytics read from a result's link, `Trackable.trackingParameters`
 * (https://shopify.dev/docs/api/storefront/2026-04/interfaces/Trackable): its 1-based position, the search's id and
 * `_ss=r` (a regular search). Shopify's search id is opaque; the demo's is a digest of the query, so the same search
 * gets the same id and answers stay cacheable.
 */
export function searchTrackingParameters(query: string, position: number): string {
  const searchId = createHash('sha256').update(query).digest('hex').slice(0, 9);
  return new URLSearchParams({ _pos: String(position), _sid: searchId, _ss: 'r' }).toString();
}

const lowestPrice = (product: CatalogProduct) => Math.min(...product.variants.map((variant) => variant.priceCents));
export const forSale = (product: CatalogProduct) => product.variants.some((variant) => variant.availableForSale);

/** A product as a search result: the shop's Product shape with the tracking parameters only search results carry. */
export function foundProduct(products: ReturnType<typeof productShapes>, product: CatalogProduct, score: number, context: RequestContext): Found {
  return {
    score,
    available: forSale(product),
    priceCents: context.market.priceCents(lowestPrice(product)),
    shape: (trackingParameters) => ({ ...products.product(product, context.market), trackingParameters }),
  };
}

/**
 * RELEVANCE ranks by the words' weight (the sort is stable: products come before pages, each in id order, when they
 * tie); PRICE sorts by each product's lowest price, and pages, which have no price, come after every product.
 */
function sorted(found: Found[], sortKey: string | null | undefined): Found[] {
  if (sortKey === 'PRICE') return [...found].sort((a, b) => (a.priceCents ?? Infinity) - (b.priceCents ?? Infinity));
  return [...found].sort((a, b) => b.score - a.score);
}

export function searchResolvers({ products, pages }: { products: ReturnType<typeof productShapes>; pages?: Searcher }) {
  return {
    search: ({ query, sortKey, types, productFilters, prefix, unavailableProducts, reverse, ...page }: SearchArgs, context: RequestContext) => {
      const wanted = new Set(types ?? ALL_TYPES);
      const parsed = parseSearch(query, prefix === 'LAST');
      const matching = wanted.has('PRODUCT') ? rank(CATALOG, (product) => relevance(parsed, productTexts(product), SEARCH_FIELDS)) : [];
      // Hidden products are not offered as filter values either: a shopper could not reach them.
      const offered = unavailableProducts === 'HIDE' ? matching.filter(({ item }) => forSale(item)) : matching;
      const chosen = filterConditions(productFilters, context.market);
      const found = [
        ...offered.filter(({ item }) => passesFilters(item, chosen)).map(({ item, score }) => foundProduct(products, item, score, context)),
        // Filters narrow products only; a page has no price, options or stock to filter on.
        ...(wanted.has('PAGE') && pages ? pages(parsed, PAGE_FIELDS, context) : []),
      ];
      const inOrder = sorted(found, sortKey);
      if (reverse) inOrder.reverse();
      // Unavailable products stay after the rest (LAST) whichever way the results run.
      const ordered = placeUnavailable(inOrder, (item) => item.available, unavailableProducts);
      const shapes = ordered.map((item, index) => item.shape(searchTrackingParameters(query, index + 1)));
      return {
        ...connection(shapes, page),
        totalCount: shapes.length,
        productFilters: filterList(
          offered.map(({ item }) => item),
          chosen,
          context.market,
        ),
      };
    },
  };
}
