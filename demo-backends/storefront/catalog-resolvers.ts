// The read side of the demo shop: the shop and its localization and menu, product search, a product by handle or
// id, and any product or variant by global id (`node`), each priced in the request's market.
import { CATALOG, findProduct, findVariant, type CatalogProduct } from './demo-products.ts';
import { connection, type PageArgs } from './connection.ts';
import { unsupportedInput } from './demo-shop-errors.ts';
import type { RequestContext } from './markets.ts';
import { productQueryMatcher } from './product-query.ts';
import type { productShapes } from './product-shapes.ts';
import { localizationShape, menuShape, shopShape } from './shop-shapes.ts';

export type CatalogResolverOptions = { publicBaseUrl: string; products: ReturnType<typeof productShapes> };

type ProductSearchArgs = PageArgs & { query?: string | null; sortKey?: string | null };

const lowestPrice = (product: CatalogProduct) => Math.min(...product.variants.map((variant) => variant.priceCents));

/**
 * The catalogue is kept in id order; RELEVANCE (Shopify's order for a search) keeps it too. Sorting is stable, so
 * products that tie stay in id order. Every demo product was created and last updated at the same moment, so
 * CREATED_AT and UPDATED_AT are that id order. BEST_SELLING is left out: the demo shop keeps no sales figures, and a
 * made-up order would look like a real one.
 */
const SORTS: Record<string, ((a: CatalogProduct, b: CatalogProduct) => number) | null> = {
  ID: null,
  RELEVANCE: null,
  CREATED_AT: null,
  UPDATED_AT: null,
  TITLE: (a, b) => a.title.localeCompare(b.title),
  PRICE: (a, b) => lowestPrice(a) - lowestPrice(b),
  PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType),
  VENDOR: (a, b) => a.vendor.localeCompare(b.vendor),
};

function sortedProducts(products: CatalogProduct[], sortKey: string | null | undefined): CatalogProduct[] {
  const key = sortKey ?? 'ID';
  if (!(key in SORTS)) throw unsupportedInput(`products(sortKey: ${key})`, `it sorts by ${Object.keys(SORTS).join(', ')}.`);
  const compare = SORTS[key];
  return compare ? [...products].sort(compare) : products;
}

export function catalogResolvers({ publicBaseUrl, products }: CatalogResolverOptions) {
  const siteOrigin = new URL(publicBaseUrl).origin;

  return {
    shop: () => shopShape(siteOrigin),

    localization: (_args: object, { market }: RequestContext) => localizationShape(market),

    menu: ({ handle }: { handle: string }) => menuShape(handle, siteOrigin),

    products: ({ query, sortKey, ...page }: ProductSearchArgs, { market }: RequestContext) => {
      const found = sortedProducts(CATALOG.filter(productQueryMatcher(query)), sortKey);
      return connection(found.map((product) => products.product(product, market)), page);
    },

    product: ({ id, handle }: { id?: string | null; handle?: string | null }, { market }: RequestContext) => {
      const found = findProduct({ id, handle });
      return found ? products.product(found, market) : null;
    },

    node: ({ id }: { id: string }, { market }: RequestContext) => {
      const product = findProduct({ id });
      if (product) return products.product(product, market);
      const variant = findVariant(id);
      return variant ? products.variant(variant, market) : null;
    },
  };
}
