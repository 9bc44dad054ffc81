// The subset of Shopify's product search syntax the local shop understands: terms joined by spaces (AND),
// `field:value` or `field:"quoted value"` for product_type, tag, title and handle, a leading `-` or NOT
// to negate, and bare words matched against title, product type and tags. OR is not supported.
import type { CatalogProduct } from './demo-products.ts';

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
