// Server side of the FindMySize block: which sizes and which size × depth sets the shop cannot sell now, so the
// answer can say SOLD OUT and offer the notification instead of a set that cannot be bought. From the catalogue
// searched at most once a minute; the static catalogue keeps no stock, so nothing reads sold out while the shop is away.
import { DEPTH_BANDS } from '../../shop-rules/constants.ts';
import { type RecentCatalog, catalogOrStatic } from '../../shop-rules/recent-catalog.ts';
import type { BlockDataContext } from '../block-descriptor.ts';
import { setKey, type FinderStock } from './finder-stock.ts';

export type FindMySizeData = { finderStock: FinderStock; liveDataMissing?: true };

const views = new WeakMap<RecentCatalog, FindMySizeData>();

function viewOf(catalog: RecentCatalog): FindMySizeData {
  let view = views.get(catalog);
  if (!view) {
    const soldOutSizes = catalog.entries.filter((entry) => entry.soldOut).map((entry) => entry.slug);
    const soldOutSets = catalog.entries.flatMap((entry) =>
      DEPTH_BANDS.filter((band) => !entry.variants.some((variant) => variant.depthBand === band && variant.availableForSale)).map((band) =>
        setKey(entry.slug, band),
      ),
    );
    const finderStock = { soldOutSizes, soldOutSets };
    view = catalog.source === 'static' ? { finderStock: { soldOutSizes: [], soldOutSets: [] }, liveDataMissing: true } : { finderStock };
    views.set(catalog, view);
  }
  return view;
}

export async function findMySizeData({ shop }: Pick<BlockDataContext, 'shop'>, now = Date.now()): Promise<FindMySizeData> {
  return viewOf(await catalogOrStatic(shop, now));
}
