// The `predictiveSearch` root field (https://shopify.dev/docs/api/storefront/2026-04/queries/predictiveSearch): what a
// search-as-you-type box shows. The last word is matched as a prefix (the shopper is still typing it); `limit` (1 to
// 10, default 10) caps each list (limitScope EACH) or all of them together (ALL, the default, filled in the order
// queries, products, collections, pages, articles). Articles are always none: the demo shop has no blog; pages
// and collections are found by search-sources.ts.
import { CATALOG } from './demo-products.ts';
import { shopError } from './demo-shop-errors.ts';
import type { RequestContext } from './markets.ts';
import type { productShapes } from './product-shapes.ts';
import { foundProduct, type Found, type Searcher } from './search-resolvers.ts';
import { parseSearch, placeUnavailable, productTexts, rank, relevance, type SearchableField } from './search-matching.ts';
import { querySuggestions } from './search-suggestions.ts';

type PredictiveSearchArgs = {
  query: string;
  limit?: number | null;
  limitScope?: 'ALL' | 'EACH' | null;
  searchableFields?: SearchableField[] | null;
  types?: string[] | null;
  unavailableProducts?: string | null;
};

const MAX_LIMIT = 10;
/** Shopify's documented defaults: these resource types, and these fields to search in. */
const DEFAULT_TYPES = ['QUERY', 'PRODUCT', 'COLLECTION', 'PAGE'];
const DEFAULT_FIELDS: readonly SearchableField[] = ['TITLE', 'PRODUCT_TYPE', 'VARIANTS_TITLE', 'VENDOR'];
/** The lists of a PredictiveSearchResult in the order an ALL limit fills them, each with its PredictiveSearchType. */
const LISTS = [
  ['queries', 'QUERY'],
  ['products', 'PRODUCT'],
  ['collections', 'COLLECTION'],
  ['pages', 'PAGE'],
  ['articles', 'ARTICLE'],
] as const;
type ListName = (typeof LISTS)[number][0];

/**
 * Trackable.trackingParameters of a predictive result: its 1-based position in its list, the query as typed and
 * `_ss=e` with `_v=1.0` (Shopify's marks of a predictive search), for the link a storefront builds to the result.
 */
export function predictiveTrackingParameters(query: string, position: number): string {
  return new URLSearchParams({ _pos: String(position), _psq: query, _ss: 'e', _v: '1.0' }).toString();
}

function checkedLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return MAX_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw shopError(`predictiveSearch(limit:) must be between 1 and ${MAX_LIMIT}, got ${limit}.`, 'BAD_REQUEST', { maxLimit: MAX_LIMIT });
  }
  return limit;
}

/** Cuts each list to `limit`, or (ALL) fills them in LISTS order until `limit` results in all. */
function limited(lists: Record<ListName, Found[]>, limit: number, scope: PredictiveSearchArgs['limitScope']): Record<ListName, Found[]> {
  let left = limit;
  const cut = {} as Record<ListName, Found[]>;
  for (const [name] of LISTS) {
    cut[name] = lists[name].slice(0, scope === 'EACH' ? limit : left);
    if (scope !== 'EACH') left -= cut[name].length;
  }
  return cut;
}

export function predictiveSearchResolvers(options: { products: ReturnType<typeof productShapes>; pages?: Searcher; collections?: Searcher }) {
  return {
    predictiveSearch: (args: PredictiveSearchArgs, context: RequestContext) => {
      const limit = checkedLimit(args.limit);
      const wanted = new Set(args.types ?? DEFAULT_TYPES);
      const fields = args.searchableFields ?? DEFAULT_FIELDS;
      const parsed = parseSearch(args.query, true);
      const ranked = rank(CATALOG, (product) => relevance(parsed, productTexts(product), fields));
      const products = placeUnavailable(
        ranked.map(({ item, score }) => foundProduct(options.products, item, score, context)),
        (found) => found.available,
        args.unavailableProducts,
      );
      const search = (type: string, searcher: Searcher | undefined) => (wanted.has(type) && searcher ? searcher(parsed, fields, context) : []);
      const queries = querySuggestions(parsed, CATALOG).map((suggestion): Found => ({
        score: 1,
        available: true,
        priceCents: null,
        shape: (trackingParameters) => ({ __typename: 'SearchQuerySuggestion', ...suggestion, trackingParameters }),
      }));
      const lists = limited(
        {
          queries: wanted.has('QUERY') ? queries : [],
          products: wanted.has('PRODUCT') ? products : [],
          collections: search('COLLECTION', options.collections),
          pages: search('PAGE', options.pages),
          articles: [],
        },
        limit,
        args.limitScope,
      );
      const shaped = (list: Found[]) => list.map((found, index) => found.shape(predictiveTrackingParameters(args.query, index + 1)));
      return Object.fromEntries(LISTS.map(([name]) => [name, shaped(lists[name])]));
    },
  };
}
