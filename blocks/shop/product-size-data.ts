// Server side of the ProductSize content block: the size tiles of both thread counts, from the shop.
// Searched at most once a minute and shared by every render, so a content page never waits on the shop twice.
import type { StorefrontClient } from '../../clients/shop/storefront-client.ts';
import { groupSizeEntries } from '../../shop/catalog.ts';
import { sizeTilesFor, type SizeTile } from './size-tiles.ts';

export type ProductSizeTiles = { premium: SizeTile[]; classic: SizeTile[] };

const FRESH_FOR_MS = 60_000;
let cached: { at: number; tiles: Promise<ProductSizeTiles | null> } | null = null;

/** Null when the shop cannot be reached: the block then says so instead of showing stale prices. */
export function productSizeTiles(shop: StorefrontClient, now = Date.now()): Promise<ProductSizeTiles | null> {
  if (!cached || now - cached.at > FRESH_FOR_MS) {
    const tiles = shop
      .searchProducts()
      .then((products) => {
        const entries = groupSizeEntries(products);
        return entries.length > 0 ? { premium: sizeTilesFor(entries, 'premium'), classic: sizeTilesFor(entries, 'classic') } : null;
      })
      .catch(() => {
        cached = null; // try again on the next render rather than remembering the failure
        return null;
      });
    cached = { at: now, tiles };
  }
  return cached.tiles;
}
