// Sort orders for the shop's collections and pages: CollectionSortKeys and PageSortKeys share ID, RELEVANCE, TITLE and
// UPDATED_AT (https://shopify.dev/docs/api/storefront/2026-04/enums/CollectionSortKeys,
// https://shopify.dev/docs/api/storefront/2026-04/enums/PageSortKeys). Lists are kept in id order and sorting is
// stable, so items that tie stay in id order. The demo shop ranks no search, so RELEVANCE keeps id order.
import { unsupportedInput } from './demo-shop-errors.ts';

type Listed = { numericId: number; title: string; updatedAt: string };

const COMPARES: Record<string, ((a: Listed, b: Listed) => number) | null> = {
  ID: null,
  RELEVANCE: null,
  TITLE: (a, b) => a.title.localeCompare(b.title),
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
};

/** `where` names the root field in a refusal. */
export function sortedByKey<T extends Listed>(where: string, items: readonly T[], sortKey: string | null | undefined): T[] {
  const key = sortKey ?? 'ID';
  if (!(key in COMPARES)) throw unsupportedInput(`${where}(sortKey: ${key})`, `it sorts by ${Object.keys(COMPARES).join(', ')}.`);
  const compare = COMPARES[key];
  return compare ? [...items].sort(compare) : [...items];
}
