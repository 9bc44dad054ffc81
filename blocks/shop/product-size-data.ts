// Server side of the ProductSize content block: the size tiles of both thread counts, from the shop, and the
// products' price ranges for the page's structured data, from the products searched at most once a minute
// (clients/shop/recent-products.ts), worked out once per search.
import { recentProducts } from '../../clients/shop/recent-products.ts';
import type { Product } from '../../clients/shop/reshape.ts';
import type { StorefrontClient } from '../../clients/shop/storefront-client.ts';
import { groupSizeEntries } from '../../shop/catalog.ts';
import { type ProductOffer, productOffersFrom } from '../../shop/product-offers.ts';
import { sizeTilesFor, type SizeTile } from './size-tiles.ts';

export type ProductSizeTiles = { premium: SizeTile[]; classic: SizeTile[] };
type ShopView = { tiles: ProductSizeTiles; offers: ProductOffer[] };

const views = new WeakMap<Product[], ShopView | null>();

function viewOf(products: Product[]): ShopView | null {
  if (!views.has(products)) {
    const entries = groupSizeEntries(products);
    views.set(products, entries.length === 0 ? null : { tiles: { premium: sizeTilesFor(entries, 'premium'), classic: sizeTilesFor(entries, 'classic') }, offers: productOffersFrom(products) });
  }
  return views.get(products)!;
}

async function shopView(shop: StorefrontClient, now: number): Promise<ShopView | null> {
  try {
    return viewOf(await recentProducts(shop, now));
  } catch {
    return null;
  }
}

/** Null when the shop cannot be reached: the block then says so instead of showing stale prices. */
export async function productSizeTiles(shop: StorefrontClient, now = Date.now()): Promise<ProductSizeTiles | null> {
  return (await shopView(shop, now))?.tiles ?? null;
}

/** Empty when the shop cannot be reached: no price is ever claimed that the shop did not give. */
export async function productOffers(shop: StorefrontClient, now = Date.now()): Promise<ProductOffer[]> {
  return (await shopView(shop, now))?.offers ?? [];
}
