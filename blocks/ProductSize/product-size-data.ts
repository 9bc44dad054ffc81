// Server side of the ProductSize content block: the size tiles of both thread counts and the products' price
// ranges for the page's structured data, from the catalog searched at most once a minute (shop-rules/recent-catalog.ts).
import type { StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import type { ProductOffer } from '../../shop-rules/product-offers.ts';
import { type RecentCatalog, recentCatalog } from '../../shop-rules/recent-catalog.ts';
import type { BlockDataContext } from '../block-descriptor.ts';
import { sizeTilesFor, type SizeTile } from '../product/size-tiles.ts';

export type ProductSizeTiles = { premium: SizeTile[]; classic: SizeTile[] };
type ShopView = { tiles: ProductSizeTiles; offers: ProductOffer[] };

const views = new WeakMap<RecentCatalog, ShopView | null>();

function viewOf(catalog: RecentCatalog): ShopView | null {
  if (!views.has(catalog)) {
    const { entries, offers } = catalog;
    views.set(catalog, entries.length === 0 ? null : { tiles: { premium: sizeTilesFor(entries, 'premium'), classic: sizeTilesFor(entries, 'classic') }, offers });
  }
  return views.get(catalog)!;
}

async function shopView(shop: StorefrontClient, now: number): Promise<ShopView | null> {
  try {
    return viewOf(await recentCatalog(shop, now));
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

/** The page data a ProductSize block adds: its tiles, the offers for the page's Product JSON-LD, and whether the shop failed. */
export type ProductSizeData = { productSizes: ProductSizeTiles | null; productOffers: ProductOffer[]; liveDataMissing?: true };

/** The ProductSize block's server data; without the shop the block says so and the page is not cached. */
export async function productSizeData({ shop }: BlockDataContext): Promise<ProductSizeData> {
  const view = await shopView(shop, Date.now());
  return view ? { productSizes: view.tiles, productOffers: view.offers } : { productSizes: null, productOffers: [], liveDataMissing: true };
}
