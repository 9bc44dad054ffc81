// Root fields of the demo shop's Storefront API: the catalogue side and the cart side. A root field that is not
// here fails loudly (see fieldResolver in graphql-endpoint.ts).
import { unitsSoldFrom } from './best-selling.ts';
import type { CartStore } from './cart-store.ts';
import { cartResolvers } from './cart-resolvers.ts';
import { catalogResolvers } from './catalog-resolvers.ts';
import { predictiveSearchResolvers } from './predictive-search.ts';
import { productShapes } from './product-shapes.ts';
import type { ProductPictures } from './product-pictures.ts';
import { recommendationResolvers } from './recommendation-resolvers.ts';
import { searchResolvers } from './search-resolvers.ts';
import { searchSources } from './search-sources.ts';

export type ShopResolverOptions = {
  store: CartStore;
  publicBaseUrl: string;
  pictures: ProductPictures;
  customerOfToken?: (accessToken: string) => string | undefined;
};

export function createRootValue({ store, publicBaseUrl, pictures, customerOfToken }: ShopResolverOptions): object {
  const products = productShapes(publicBaseUrl, pictures, unitsSoldFrom(store));
  return {
    ...catalogResolvers({ publicBaseUrl, products }),
    ...cartResolvers({ store, publicBaseUrl, products, customerOfToken }),
    ...searchResolvers({ products, ...searchSources(publicBaseUrl, products) }),
    ...predictiveSearchResolvers({ products, ...searchSources(publicBaseUrl, products) }),
    ...recommendationResolvers({ products }),
  };
}
