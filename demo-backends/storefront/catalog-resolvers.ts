// The read side of the demo shop: the shop and its localization and menus, product search, a product by handle or
// id, the shop's collections and pages, and any product, variant, collection or page by global id (`node`), each
// priced in the request's market.
import { absentRootResources } from './absent-resources.ts';
import { SIGN_IN_PATH } from './account-routes.ts';
import { collectionResolvers } from './collection-resolvers.ts';
import { CATALOG, findProduct, findVariant } from './demo-products.ts';
import { findCollection } from './demo-collections.ts';
import { findPage } from './demo-pages.ts';
import { connection, type PageArgs } from './connection.ts';
import type { RequestContext } from './markets.ts';
import { pageResolvers, pageShape } from './page-resolvers.ts';
import { sortedProducts } from './product-order.ts';
import { productQueryMatcher } from './product-query.ts';
import type { productShapes } from './product-shapes.ts';
import { localizationShape, menuShape, PAYMENT_SETTINGS, shopShape } from './shop-shapes.ts';
import { SERVED_API_VERSION } from './storefront-schema.ts';

export type CatalogResolverOptions = { publicBaseUrl: string; products: ReturnType<typeof productShapes> };

type ProductSearchArgs = PageArgs & { query?: string | null; sortKey?: string | null };

/** The distinct values of the catalogue's tags or types, sorted, as a StringConnection. */
const distinct = (values: readonly string[], args: PageArgs) => connection([...new Set(values)].sort(), args);

export function catalogResolvers({ publicBaseUrl, products }: CatalogResolverOptions) {
  const siteOrigin = new URL(publicBaseUrl).origin;

  function nodeById(id: string, market: RequestContext['market']) {
    const product = findProduct({ id });
    if (product) return products.product(product, market);
    const variant = findVariant(id);
    if (variant) return products.variant(variant, market);
    const collection = findCollection({ id });
    if (collection) return products.collection(collection, market);
    const page = findPage({ id });
    return page ? pageShape(page, siteOrigin) : null;
  }

  return {
    shop: () => shopShape(siteOrigin, `${publicBaseUrl}${SIGN_IN_PATH}`),

    paymentSettings: () => PAYMENT_SETTINGS,

    publicApiVersions: () => [{ handle: SERVED_API_VERSION, displayName: SERVED_API_VERSION, supported: true }],

    productTags: (args: PageArgs) =>
      distinct(
        CATALOG.flatMap((product) => product.tags),
        args,
      ),

    productTypes: (args: PageArgs) =>
      distinct(
        CATALOG.map((product) => product.productType),
        args,
      ),

    ...absentRootResources,

    localization: (_args: object, { market }: RequestContext) => localizationShape(market),

    menu: ({ handle }: { handle: string }) => menuShape(handle, siteOrigin),

    products: async ({ query, sortKey, ...page }: ProductSearchArgs, { market }: RequestContext) => {
      const found = await sortedProducts(CATALOG.filter(productQueryMatcher(query)), sortKey, products.unitsSold);
      return connection(
        found.map((product) => products.product(product, market)),
        page,
      );
    },

    product: ({ id, handle }: { id?: string | null; handle?: string | null }, { market }: RequestContext) => {
      const found = findProduct({ id, handle });
      return found ? products.product(found, market) : null;
    },

    productByHandle: ({ handle }: { handle: string }, { market }: RequestContext) => {
      const found = findProduct({ handle });
      return found ? products.product(found, market) : null;
    },

    ...collectionResolvers(products),

    ...pageResolvers(siteOrigin),

    node: ({ id }: { id: string }, { market }: RequestContext) => nodeById(id, market),

    nodes: ({ ids }: { ids: readonly string[] }, { market }: RequestContext) => ids.map((id) => nodeById(id, market)),
  };
}
