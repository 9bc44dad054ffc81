// Demo collections as Storefront API Collection objects (https://shopify.dev/docs/api/storefront/2026-04/objects/Collection).
// Collection.products sorts by ProductCollectionSortKeys (product-order.ts), narrows by ProductFilter inputs the way
// Shopify's storefront filtering does (search-filters.ts; https://shopify.dev/docs/api/storefront/2026-04/input-objects/ProductFilter)
// and answers ProductConnection.filters for the collection's own products, as a collection page's filter panel reads.
import type { UnitsSold } from './best-selling.ts';
import { connection, type PageArgs } from './connection.ts';
import type { DemoCollection } from './demo-collections.ts';
import type { CatalogProduct } from './demo-products.ts';
import type { Market, RequestContext } from './markets.ts';
import { noMetafields } from './product-metafields.ts';
import { sortedCollectionProducts } from './product-order.ts';
import { filterConditions, filterList, passesFilters, type ProductFilterInput } from './search-filters.ts';

type Shape = Record<string, unknown>;

export type CollectionProductsArgs = PageArgs & { sortKey?: string | null; filters?: ProductFilterInput[] | null };

export type CollectionShapeOptions = {
  /** The site's origin, the shop's primary domain (shop-shapes.ts). */
  siteOrigin: string;
  product: (entry: CatalogProduct, market: Market) => Shape;
  unitsSold: UnitsSold;
};

function truncated(text: string, truncateAt: number | null | undefined): string {
  return truncateAt && text.length > truncateAt ? `${text.slice(0, truncateAt)}…` : text;
}

export function collectionShapes({ siteOrigin, product, unitsSold }: CollectionShapeOptions) {
  async function products(entry: DemoCollection, { sortKey, filters, ...page }: CollectionProductsArgs, { market }: RequestContext) {
    // Metafield, taxonomy and category filters are refused: the catalogue has no data for them.
    const chosen = filterConditions(filters, market, 'Collection.products(filters:)');
    const sorted = await sortedCollectionProducts(entry, sortKey, unitsSold);
    const found = sorted.filter((item) => passesFilters(item, chosen));
    return {
      ...connection(
        found.map((item) => product(item, market)),
        page,
      ),
      filters: filterList(entry.products, chosen, market),
    };
  }

  function collection(entry: DemoCollection, market: Market): Shape {
    const first = entry.products[0];
    return {
      __typename: 'Collection',
      id: entry.id,
      handle: entry.handle,
      title: entry.title,
      description: ({ truncateAt }: { truncateAt?: number | null }) => truncated(entry.description, truncateAt),
      descriptionHtml: `<p>${entry.description}</p>`,
      seo: { title: entry.title, description: entry.description },
      updatedAt: entry.updatedAt,
      // No collection image is uploaded; Shopify themes show the first product's, and so does this shop.
      image: first ? product(first, market).featuredImage : null,
      // The site answers the old store's /collections/{handle} by redirecting to its products page (spec §2).
      onlineStoreUrl: `${siteOrigin}/collections/${entry.handle}`,
      trackingParameters: null,
      ...noMetafields,
      products: (args: CollectionProductsArgs, context: RequestContext) => products(entry, args, context),
    };
  }

  return { collection };
}
