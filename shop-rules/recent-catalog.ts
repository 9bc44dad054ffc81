// The shop's sheet-set products as searched within the last minute, grouped into size entries and price ranges
// once per search and shared by every render of the process: the purchase flow and the size tiles of content
// pages wait on the shop at most once a minute instead of once per visitor. Prices and stock are at most a
// minute old; the shop's own cart and checkout still refuse anything that has sold out since. A failed search
// is not remembered: the next render asks again. Both lists are read-only (the catalog store keeps entries frozen).
import type { StorefrontClient } from '../clients/storefront/storefront-client.ts';
import { PRODUCT_SEARCH_LIMIT } from './constants.ts';
import { groupSizeEntries, type SizeEntry } from './size-entries.ts';
import { type ProductOffer, productOffersFrom } from './product-offers.ts';
import { type CatalogSource, staticSizeEntries } from './static-catalog.ts';

export type RecentCatalog = { entries: SizeEntry[]; offers: ProductOffer[]; source: CatalogSource };

export const RECENT_CATALOG_FRESH_FOR_MS = 60_000;

/**
 * What pages show while the shop cannot be reached: the static sizes and prices, and no offers (search engines
 * are never told a price the shop did not give).
 */
export const STATIC_CATALOG: RecentCatalog = { entries: staticSizeEntries(), offers: [], source: 'static' };

let recent: { at: number; catalog: Promise<RecentCatalog> } | null = null;

/** Rejects like the product search when the shop cannot be reached. */
export function recentCatalog(shop: StorefrontClient, now = Date.now()): Promise<RecentCatalog> {
  if (!recent || now - recent.at > RECENT_CATALOG_FRESH_FOR_MS) {
    const catalog = shop
      .searchProducts(PRODUCT_SEARCH_LIMIT)
      .then((products): RecentCatalog => ({ entries: groupSizeEntries(products), offers: productOffersFrom(products), source: 'shop' }));
    const search = { at: now, catalog };
    catalog.catch(() => {
      if (recent === search) recent = null;
    });
    recent = search;
  }
  return recent.catalog;
}

/** The shop's recent catalogue, or the static one when the shop cannot be reached or sells no sheet sets. */
export function catalogOrStatic(shop: StorefrontClient, now = Date.now()): Promise<RecentCatalog> {
  return recentCatalog(shop, now).then(
    (catalog) => (catalog.entries.length > 0 ? catalog : STATIC_CATALOG),
    () => STATIC_CATALOG,
  );
}
