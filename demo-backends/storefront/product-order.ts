// The orders the Storefront API sorts products in, for `products(sortKey: ProductSortKeys)`
// (https://shopify.dev/docs/api/storefront/2026-04/enums/ProductSortKeys) and `Collection.products(sortKey:
// ProductCollectionSortKeys)` (https://shopify.dev/docs/api/storefront/2026-04/enums/ProductCollectionSortKeys).
// Sorting is stable and starts from id order, so products that tie stay in id order.
import type { UnitsSold } from './best-selling.ts';
import type { DemoCollection } from './demo-collections.ts';
import type { CatalogProduct } from './demo-products.ts';
import { unsupportedInput } from './demo-shop-errors.ts';

type Compare = (a: CatalogProduct, b: CatalogProduct) => number;

const lowestPrice = (product: CatalogProduct) => Math.min(...product.variants.map((variant) => variant.priceCents));
const byId: Compare = (a, b) => a.numericId - b.numericId;

/**
 * Orders that need nothing but the catalogue. Every demo product was created and last updated at the same moment, so
 * CREATED(_AT) and UPDATED_AT are id order; RELEVANCE (Shopify's order for a search) keeps the order it is given.
 */
const COMPARES: Record<string, Compare | null> = {
  ID: byId,
  CREATED_AT: byId,
  CREATED: byId,
  UPDATED_AT: byId,
  RELEVANCE: null,
  TITLE: (a, b) => a.title.localeCompare(b.title),
  PRICE: (a, b) => lowestPrice(a) - lowestPrice(b),
  PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType),
  VENDOR: (a, b) => a.vendor.localeCompare(b.vendor),
};

/** Most units sold first; products nobody has bought tie at zero. */
async function bestSelling(products: readonly CatalogProduct[], unitsSold: UnitsSold): Promise<CatalogProduct[]> {
  const units = await unitsSold();
  return [...products].sort(byId).sort((a, b) => (units.get(b.id) ?? 0) - (units.get(a.id) ?? 0));
}

function sortedBy(products: readonly CatalogProduct[], key: string, unitsSold: UnitsSold): Promise<CatalogProduct[]> | CatalogProduct[] {
  if (key === 'BEST_SELLING') return bestSelling(products, unitsSold);
  const compare = COMPARES[key];
  return compare ? [...products].sort(compare) : [...products];
}

const PRODUCT_SORT_KEYS = ['ID', 'RELEVANCE', 'CREATED_AT', 'UPDATED_AT', 'TITLE', 'PRICE', 'PRODUCT_TYPE', 'VENDOR', 'BEST_SELLING'];

/** The catalogue's products (in id order) sorted by a ProductSortKeys value; ID when none is given. */
export function sortedProducts(products: readonly CatalogProduct[], sortKey: string | null | undefined, unitsSold: UnitsSold) {
  const key = sortKey ?? 'ID';
  if (!PRODUCT_SORT_KEYS.includes(key)) throw unsupportedInput(`products(sortKey: ${key})`, `it sorts by ${PRODUCT_SORT_KEYS.join(', ')}.`);
  return sortedBy(products, key, unitsSold);
}

/**
 * A collection's products sorted by a ProductCollectionSortKeys value. COLLECTION_DEFAULT is the order the collection
 * is set to sort by; MANUAL is its product positions. RELEVANCE ranks against a search query, and Collection.products
 * takes none, so it keeps the positions too.
 */
export function sortedCollectionProducts(collection: DemoCollection, sortKey: string | null | undefined, unitsSold: UnitsSold) {
  const key = sortKey === 'COLLECTION_DEFAULT' || !sortKey ? collection.sortOrder : sortKey;
  if (key === 'MANUAL' || key === 'RELEVANCE') return [...collection.products];
  if (key !== 'BEST_SELLING' && !(key in COMPARES)) {
    throw unsupportedInput(`Collection.products(sortKey: ${key})`, 'it is not a ProductCollectionSortKeys value.');
  }
  return sortedBy(collection.products, key, unitsSold);
}
