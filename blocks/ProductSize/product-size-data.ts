// Server side of the ProductSize content block: the size tiles of both thread counts and the products' price
// ranges for the page's structured data, from the catalog searched at most once a minute (shop-rules/recent-catalog.ts).
// While the shop cannot be reached the tiles come from the static catalogue, and the page says so and is not cached.
import { type RecentCatalog, catalogOrStatic } from '../../shop-rules/recent-catalog.ts';
import type { CatalogSource } from '../../shop-rules/static-catalog.ts';
import type { ProductOffer } from '../../shop-rules/product-offers.ts';
import type { BlockDataContext } from '../block-descriptor.ts';
import { sizeTilesFor, type SizeTile } from '../product/size-tiles.ts';

export type ProductSizeTiles = { premium: SizeTile[]; classic: SizeTile[]; source: CatalogSource };

/** The page data a ProductSize block adds: its tiles, the offers for the page's Product JSON-LD, and whether the shop failed. */
export type ProductSizeData = { productSizes: ProductSizeTiles; productOffers: ProductOffer[]; liveDataMissing?: true };

// One view per catalogue: worked out once per minute-old search (and once for the static catalogue).
const views = new WeakMap<RecentCatalog, ProductSizeData>();

function viewOf(catalog: RecentCatalog): ProductSizeData {
  let view = views.get(catalog);
  if (!view) {
    const { entries, offers, source, staleSince } = catalog;
    const productSizes = { premium: sizeTilesFor(entries, 'premium'), classic: sizeTilesFor(entries, 'classic'), source };
    // Static tiles, and the shop's last tiles kept while it is away, must never be cached as if the shop had just
    // given them (server/rendering/render-page.ts reads liveDataMissing).
    if (source === 'static') view = { productSizes, productOffers: [], liveDataMissing: true };
    else view = staleSince === undefined ? { productSizes, productOffers: offers } : { productSizes, productOffers: offers, liveDataMissing: true };
    views.set(catalog, view);
  }
  return view;
}

/** The ProductSize block's server data: the shop's tiles, or the static ones while the shop cannot be reached. */
export async function productSizeData({ shop }: Pick<BlockDataContext, 'shop'>, now = Date.now()): Promise<ProductSizeData> {
  return viewOf(await catalogOrStatic(shop, now));
}
