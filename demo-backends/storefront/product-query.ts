// The subset of Shopify's search syntax the local shop understands, for products, collections and pages: terms joined
// by spaces (AND), `field:value` or `field:"quoted value"`, a leading `-` or NOT to negate, and bare words matched
// against an item's text. OR is not supported. Products know product_type, tag, title and handle; collections know
// title and handle, pages title and handle (https://shopify.dev/docs/api/storefront/2026-04/queries/collections,
// https://shopify.dev/docs/api/storefront/2026-04/queries/pages); a field a collection or page query cannot answer is
// refused rather than ignored.
import type { CatalogProduct } from './demo-products.ts';
import { unsupportedInput } from './demo-shop-errors.ts';

type Term = { field: string | null; value: string; negated: boolean };

const TERM = /(-)?(?:(\w+):)?(?:"([^"]*)"|'([^']*)'|(\S+))/g;

function parseTerms(query: string): Term[] {
  const terms: Term[] = [];
  let negateNext = false;
  for (const match of query.matchAll(TERM)) {
    const [, minus, field, doubleQuoted, singleQuoted, bare] = match;
    const value = doubleQuoted ?? singleQuoted ?? bare ?? '';
    if (!field && (value === 'AND' || value === 'NOT')) {
      negateNext = value === 'NOT';
      continue;
    }
    terms.push({ field: field?.toLowerCase() ?? null, value: value.toLowerCase(), negated: Boolean(minus) || negateNext });
    negateNext = false;
  }
  return terms;
}

function termMatches(product: CatalogProduct, { field, value }: Term): boolean {
  const tags = product.tags.map((tag) => tag.toLowerCase());
  switch (field) {
    case 'product_type':
      return product.productType.toLowerCase() === value;
    case 'tag':
      return tags.includes(value);
    case 'title':
      return product.title.toLowerCase().includes(value);
    case 'handle':
      return product.handle === value;
    default:
      return [product.title, product.productType, ...tags].some((text) => text.toLowerCase().includes(value));
  }
}

/** A predicate for products matching a search query; an empty or absent query matches everything. */
export function productQueryMatcher(query: string | null | undefined): (product: CatalogProduct) => boolean {
  const terms = parseTerms(query?.trim() ?? '');
  return (product) => terms.every((term) => termMatches(product, term) !== term.negated);
}

/** What a collection or page query can look at: its title, its handle and the text bare words are matched against. */
export type Queryable = { title: string; handle: string; text: string };

/** A predicate for collections or pages (`where` names the root field in a refusal); title and handle only. */
export function titleHandleMatcher(where: string, query: string | null | undefined): (item: Queryable) => boolean {
  const terms = parseTerms(query?.trim() ?? '');
  for (const { field } of terms) {
    if (field !== null && field !== 'title' && field !== 'handle') {
      throw unsupportedInput(`${where}(query: "${field}:…")`, 'it filters on title, handle and bare words only.');
    }
  }
  const matches = (item: Queryable, { field, value }: Term) => {
    if (field === 'handle') return item.handle === value;
    if (field === 'title') return item.title.toLowerCase().includes(value);
    return item.title.toLowerCase().includes(value) || item.text.toLowerCase().includes(value);
  };
  return (item) => terms.every((term) => matches(item, term) !== term.negated);
}
