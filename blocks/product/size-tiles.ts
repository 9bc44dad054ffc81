// What a size tile shows, worked out from the catalogue, so the tiles themselves need no catalogue code
// (a content page showing them could receive ready tiles from the server).
import { type SizeEntry, defaultItemFor, isSoldOutFor } from '../../shop-rules/size-entries.ts';
import type { SheetVersion } from '../../shop-rules/constants.ts';
import { formatPrice } from '../../shop-rules/price.ts';

export type SizeTile = {
  slug: string;
  label: string;
  /** '$1050.00' */
  priceText: string;
  /** Length × width of the tailored sheets, in cm. */
  dimensions: string | null;
  colours: string[];
  soldOut: boolean;
};

export function sizeTilesFor(entries: readonly SizeEntry[], version: SheetVersion): SizeTile[] {
  return entries.map((entry) => {
    const item = defaultItemFor(entry, version);
    const sheet = item.tables[0];
    return {
      slug: entry.slug,
      label: entry.label,
      priceText: formatPrice(item.price),
      dimensions: sheet ? `${sheet.length} × ${sheet.width} cm` : null,
      colours: item.availableColours,
      soldOut: isSoldOutFor(entry, version),
    };
  });
}
