// The shop's products as searched at most once a minute (clients/shop/recent-products.ts), grouped into size
// entries and price ranges once per search: the purchase flow and the size tiles of content pages share them.
// Both are read-only (the catalog store keeps entries frozen).
import { recentProducts } from '../clients/shop/recent-products.ts';
import type { Product } from '../clients/shop/reshape.ts';
import type { StorefrontClient } from '../clients/shop/storefront-client.ts';
import { groupSizeEntries, type SizeEntry } from './catalog.ts';
import { type ProductOffer, productOffersFrom } from './product-offers.ts';

export type RecentCatalog = { entries: SizeEntry[]; offers: ProductOffer[] };

const catalogs = new WeakMap<Product[], RecentCatalog>();

/** Rejects like the product search when the shop cannot be reached. */
export async function recentCatalog(shop: StorefrontClient, now = Date.now()): Promise<RecentCatalog> {
  const products = await recentProducts(shop, now);
  let catalog = catalogs.get(products);
  if (!catalog) {
    catalog = { entries: groupSizeEntries(products), offers: productOffersFrom(products) };
    catalogs.set(products, catalog);
  }
  return catalog;
}
