// What a size tile shows, worked out from the catalogue, so the tiles themselves need no catalogue code
// (a content page showing them could receive ready tiles from the server). Only what the tile draws: content
// pages carry their tiles to the browser. A variant field a tile adds is one line in tileOf, read from
// shownVariantFor(entry, version) (shop-rules/size-entries.ts); the tile's type follows from it.
import { type SizeEntry, defaultItemFor, isSoldOutFor } from '../../shop-rules/size-entries.ts';
import type { SheetVersion } from '../../shop-rules/constants.ts';
import { formatPrice } from '../../shop-rules/price.ts';

function tileOf(entry: SizeEntry, version: SheetVersion) {
  const item = defaultItemFor(entry, version);
  const sheet = item.tables[0];
  return {
    slug: entry.slug,
    label: entry.label,
    /** '$1050.00' */
    priceText: formatPrice(item.price),
    /** Length × width of the tailored sheets, in cm. */
    dimensions: sheet ? `${sheet.length} × ${sheet.width} cm` : null,
    colours: item.availableColours,
    soldOut: isSoldOutFor(entry, version),
  };
}

export type SizeTile = ReturnType<typeof tileOf>;

export function sizeTilesFor(entries: readonly SizeEntry[], version: SheetVersion): SizeTile[] {
  return entries.map((entry) => tileOf(entry, version));
}
