// The shop's collections. Their handles are the ones the brand's old Shopify store used (spec §2 redirects
// /collections/all and /collections/tailored-sheet-collection to /products), so a storefront following a collection's
// onlineStoreUrl lands on the site's products page. The brand sells one thing, the tailored sheet set in two versions;
// pillowcases come inside each set and are not sold alone, and the old gift-cards collection is gone (the site
// redirects it away), so neither has a collection here.
import { BRAND_NAME } from '../../content/brand.ts';
import { CATALOG, findProduct, PREMIUM_SHEET_SET_HANDLE, type CatalogProduct } from './demo-products.ts';

/** The ProductCollectionSortKeys a collection can be set to sort by in the admin (its COLLECTION_DEFAULT). */
export type CollectionSortOrder = 'MANUAL' | 'BEST_SELLING' | 'TITLE' | 'PRICE' | 'CREATED';

export type DemoCollection = {
  numericId: number;
  id: string;
  handle: string;
  title: string;
  /** Plain text; descriptionHtml wraps it in a paragraph. */
  description: string;
  /** The collection's product positions (its MANUAL order). */
  products: readonly CatalogProduct[];
  sortOrder: CollectionSortOrder;
  updatedAt: string;
};

export const collectionGid = (numericId: number) => `gid://shopify/Collection/${numericId}`;

const byHandles = (...handles: string[]) => handles.map((handle) => findProduct({ handle })!);

const COLLECTION_DEFINITIONS: Array<Omit<DemoCollection, 'id'>> = [
  {
    numericId: 7100001,
    handle: 'tailored-sheet-collection',
    title: 'Tailored sheet sets',
    description:
      'Organic-cotton sateen sheet sets: a fitted bottom sheet made to your mattress depth, a top sheet with sewn-in ' +
      'hotel corners and two pillowcases. Classic 400 or Premium 600 thread count.',
    // The premium set first, as the site's buy flow offers it.
    products: byHandles(PREMIUM_SHEET_SET_HANDLE, 'tailored-sateen-sheet-set-classic'),
    sortOrder: 'MANUAL',
    updatedAt: '2026-07-14T02:15:00Z',
  },
  {
    numericId: 7100002,
    handle: 'all',
    title: 'All products',
    description: `Everything ${BRAND_NAME} makes.`,
    // Every product, positioned in id order; sorted best-selling first, as Shopify sets up a new collection.
    products: CATALOG,
    sortOrder: 'BEST_SELLING',
    updatedAt: '2026-07-14T02:15:00Z',
  },
];

/** The shop's collections in id order (Shopify's order for `collections` without a sortKey). */
export const DEMO_COLLECTIONS: readonly DemoCollection[] = COLLECTION_DEFINITIONS.map((collection) => ({
  ...collection,
  id: collectionGid(collection.numericId),
}));

/** The collection with the given id and/or handle (every given key must match); null when neither is given. */
export function findCollection({ id, handle }: { id?: string | null; handle?: string | null }): DemoCollection | null {
  if (!id && !handle) return null;
  return DEMO_COLLECTIONS.find((collection) => (!id || collection.id === id) && (!handle || collection.handle === handle)) ?? null;
}

/** The collections a product is in, in id order (Product.collections). */
export function collectionsOf(product: CatalogProduct): DemoCollection[] {
  return DEMO_COLLECTIONS.filter((collection) => collection.products.includes(product));
}
