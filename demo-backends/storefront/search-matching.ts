// How the demo shop matches a shopper's search text, for `search` and `predictiveSearch`: the text is split into
// words, and every word must be found, case-insensitively, as a whole word of one of the searched fields (a final
// word may also match the start of a word when the search is a prefix search). Shopify's own engine also stems,
// corrects typos and learns from sales; the demo only folds a plural `s`, so "sheets" finds "sheet".
// https://shopify.dev/docs/api/storefront/2026-04/queries/search
// https://shopify.dev/docs/api/storefront/2026-04/queries/predictiveSearch
import type { CatalogProduct } from './demo-products.ts';

/** The fields a search can look in, named as Shopify's SearchableField enum names them. */
export type SearchableField = 'TITLE' | 'PRODUCT_TYPE' | 'VENDOR' | 'TAG' | 'BODY' | 'VARIANTS_TITLE' | 'VARIANTS_SKU' | 'VARIANTS_BARCODE' | 'AUTHOR';

/** What `search` looks in (title, type, vendor, tags and variant titles); predictiveSearch has its own default. */
export const SEARCH_FIELDS: readonly SearchableField[] = ['TITLE', 'PRODUCT_TYPE', 'VENDOR', 'TAG', 'VARIANTS_TITLE'];

/** A hit in the title counts most toward relevance, then the type, then everything else. */
const FIELD_WEIGHT: Record<SearchableField, number> = {
  TITLE: 4,
  PRODUCT_TYPE: 3,
  VENDOR: 2,
  TAG: 2,
  BODY: 1,
  VARIANTS_TITLE: 1,
  VARIANTS_SKU: 1,
  VARIANTS_BARCODE: 1,
  AUTHOR: 1,
};

/** Lower-case words: letters and digits, so "26-30 cm" is 26, 30, cm and "Sheet Set — Premium" has no dash. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word without a plural s ("sheets" → "sheet"); "ss" endings ("press") and short words are kept. */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

/** Whether a searched word is found as `candidate`; `prefix` lets it be the start of the candidate (as typed so far). */
export function wordMatches(term: string, candidate: string, prefix: boolean): boolean {
  return stem(term) === stem(candidate) || (prefix && candidate.startsWith(term));
}

export type SearchQuery = { terms: string[]; prefixLast: boolean };

export function parseSearch(query: string, prefixLast: boolean): SearchQuery {
  return { terms: words(query), prefixLast };
}

/** The words of each field, from whatever is searched (a product, a page, a collection). */
export type FieldTexts = Partial<Record<SearchableField, readonly string[]>>;

/**
 * How well `texts` match the query: the sum, over the query's words, of the best weight of a field holding that word;
 * 0 when any word is missing (every word must be found) or the query has no words.
 */
export function relevance(query: SearchQuery, texts: FieldTexts, fields: readonly SearchableField[]): number {
  if (query.terms.length === 0) return 0;
  const fieldWords = fields.map((field) => ({ weight: FIELD_WEIGHT[field], words: (texts[field] ?? []).flatMap(words) }));
  let score = 0;
  for (const [index, term] of query.terms.entries()) {
    const prefix = query.prefixLast && index === query.terms.length - 1;
    const best = Math.max(0, ...fieldWords.filter((field) => field.words.some((word) => wordMatches(term, word, prefix))).map((field) => field.weight));
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** A product's searchable texts. It has no barcodes and no author, so those fields never match. */
export function productTexts(product: CatalogProduct): FieldTexts {
  return {
    TITLE: [product.title],
    PRODUCT_TYPE: [product.productType],
    VENDOR: [product.vendor],
    TAG: product.tags,
    BODY: [product.description],
    VARIANTS_TITLE: product.variants.map((variant) => variant.title),
    VARIANTS_SKU: product.variants.map((variant) => variant.sku),
  };
}

export type Ranked<T> = { item: T; score: number };

/** The items that match, most relevant first; ties keep the given (id) order, as the sort is stable. */
export function rank<T>(items: readonly T[], score: (item: T) => number): Array<Ranked<T>> {
  return items
    .map((item) => ({ item, score: score(item) }))
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** Shopify's `unavailableProducts`: LAST (its default) moves products not for sale to the end, HIDE drops them. */
export function placeUnavailable<T>(items: T[], available: (item: T) => boolean, mode: string | null | undefined): T[] {
  if (mode === 'SHOW') return items;
  const forSale = items.filter(available);
  return mode === 'HIDE' ? forSale : [...forSale, ...items.filter((item) => !available(item))];
}
