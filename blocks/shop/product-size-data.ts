// Server side of the ProductSize content block: the size tiles of both thread counts, from the shop, and the
// products' price ranges for the page's structured data. Searched at most once a minute and shared by every
// render, so a content page never waits on the shop twice.
import type { StorefrontClient } from '../../clients/shop/storefront-client.ts';
import { groupSizeEntries } from '../../shop/catalog.ts';
import { type ProductOffer, productOffersFrom } from '../../shop/product-offers.ts';
import { sizeTilesFor, type SizeTile } from './size-tiles.ts';

export type ProductSizeTiles = { premium: SizeTile[]; classic: SizeTile[] };
type ShopView = { tiles: ProductSizeTiles; offers: ProductOffer[] };

const FRESH_FOR_MS = 60_000;
let cached: { at: number; view: Promise<ShopView | null> } | null = null;

function shopView(shop: StorefrontClient, now: number): Promise<ShopView | null> {
  if (!cached || now - cached.at > FRESH_FOR_MS) {
    const view = shop
      .searchProducts()
      .then((products) => {
        const entries = groupSizeEntries(products);
        if (entries.length === 0) return null;
        return { tiles: { premium: sizeTilesFor(entries, 'premium'), classic: sizeTilesFor(entries, 'classic') }, offers: productOffersFrom(products) };
      })
      .catch(() => {
        cached = null; // try again on the next render rather than remembering the failure
        return null;
      });
    cached = { at: now, view };
  }
  return cached.view;
}

/** Null when the shop cannot be reached: the block then says so instead of showing stale prices. */
export async function productSizeTiles(shop: StorefrontClient, now = Date.now()): Promise<ProductSizeTiles | null> {
  return (await shopView(shop, now))?.tiles ?? null;
}

/** Empty when the shop cannot be reached: no price is ever claimed that the shop did not give. */
export async function productOffers(shop: StorefrontClient, now = Date.now()): Promise<ProductOffer[]> {
  return (await shopView(shop, now))?.offers ?? [];
}
