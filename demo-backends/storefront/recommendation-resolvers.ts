// The `productRecommendations` root field (https://shopify.dev/docs/api/storefront/2026-04/queries/productRecommendations):
// up to ten products to show beside one. Shopify learns RELATED recommendations from sales, descriptions and
// collections; the demo shop, with no sales, recommends other products of the same product type first, then those
// sharing one of its collections, then the rest of the catalogue. COMPLEMENTARY ("pair it with") recommendations are
// set up by hand in Shopify's Search & Discovery app; the demo's stand-in is products of another type (pillowcases
// beside a sheet set), and with none in the catalogue the list is empty, as a real shop's is before any are set up.
// Products not for sale are never recommended
// (https://shopify.dev/docs/storefronts/themes/product-merchandising/recommendations/complementary-products#limitations).
import { collectionsOf } from './demo-collections.ts';
import { CATALOG, findProduct, type CatalogProduct } from './demo-products.ts';
import { shopError } from './demo-shop-errors.ts';
import type { RequestContext } from './markets.ts';
import type { productShapes } from './product-shapes.ts';
import { forSale } from './search-resolvers.ts';

type RecommendationArgs = { productId?: string | null; productHandle?: string | null; intent?: 'RELATED' | 'COMPLEMENTARY' | null };

/** Shopify returns up to ten recommended products. */
export const MAX_RECOMMENDATIONS = 10;

/** The products recommended beside `product`, in the order a storefront should show them. */
export function recommendedProducts(product: CatalogProduct, intent: RecommendationArgs['intent']): CatalogProduct[] {
  const others = CATALOG.filter((candidate) => candidate.id !== product.id && forSale(candidate));
  const sameType = others.filter((candidate) => candidate.productType === product.productType);
  const otherType = others.filter((candidate) => candidate.productType !== product.productType);
  if (intent === 'COMPLEMENTARY') return otherType.slice(0, MAX_RECOMMENDATIONS);
  // Of the other types, those sharing a hand-made collection (not 'all', which holds everything) come first.
  const collections = new Set(collectionsOf(product).filter((collection) => collection.handle !== 'all'));
  const sharesCollection = (candidate: CatalogProduct) => collectionsOf(candidate).some((collection) => collections.has(collection));
  const recommended = [...sameType, ...otherType.filter(sharesCollection), ...otherType.filter((candidate) => !sharesCollection(candidate))];
  return recommended.slice(0, MAX_RECOMMENDATIONS);
}

export function recommendationResolvers({ products }: { products: ReturnType<typeof productShapes> }) {
  return {
    /** Null for a product the shop does not have, as Shopify answers. */
    productRecommendations: ({ productId, productHandle, intent }: RecommendationArgs, { market }: RequestContext) => {
      if (!productId && !productHandle) {
        throw shopError('productRecommendations needs a productId or a productHandle.', 'BAD_REQUEST', { input: 'productRecommendations' });
      }
      const product = findProduct({ id: productId, handle: productHandle });
      if (!product) return null;
      // Tracking parameters belong to search results only (Trackable); a recommendation carries none.
      return recommendedProducts(product, intent).map((entry) => ({ ...products.product(entry, market), trackingParameters: null }));
    },
  };
}
