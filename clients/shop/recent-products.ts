// The sheet-set products as the shop answered them within the last minute, shared by every render of the
// process: content pages with size tiles and the purchase flow then wait on the shop at most once a minute
// instead of once per visitor. Prices and stock are at most a minute old; the shop's own cart and checkout
// still refuse anything that has sold out since. A failed search is not remembered: the next render asks again.
import type { Product } from './reshape.ts';
import type { StorefrontClient } from './storefront-client.ts';

export const RECENT_PRODUCTS_FRESH_FOR_MS = 60_000;

let recent: { at: number; products: Promise<Product[]> } | null = null;

/** The products (rejects like `searchProducts` when the shop cannot be reached). */
export function recentProducts(shop: StorefrontClient, now = Date.now()): Promise<Product[]> {
  if (!recent || now - recent.at > RECENT_PRODUCTS_FRESH_FOR_MS) {
    const search = { at: now, products: shop.searchProducts() };
    search.products.catch(() => {
      if (recent === search) recent = null;
    });
    recent = search;
  }
  return recent.products;
}
