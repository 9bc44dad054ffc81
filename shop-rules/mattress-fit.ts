// Which sheet set fits a shopper's mattress (issue "Find my size"): the one rule the finder, its server-rendered
// form and its tests use. The choices, also in docs/open-points.md:
//
// - Sizes: a mattress fits a size when its width and its length are each within SNUG_MM larger or LOOSE_MM
//   smaller than that size's tailored sheet (spec §9 storefront dimensions, shop-rules/sizes.ts). A sheet may be a
//   little smaller than the mattress (the fitted sheet's 15 cm elastic stretches over 2 cm), and a little larger
//   (up to 5 cm disappears into the 20 cm tuck-under without wrinkling the top). The four sizes are far enough
//   apart (14 cm and more) that at most one fits.
// - Between two sizes: the smallest size that still goes over the mattress (no more than SNUG_MM smaller either
//   way), because a sheet that is too small cannot be put on, while extra width tucks under.
// - Smaller than any size: narrower or shorter than the double's sheet by more than LOOSE_MM; larger than any:
//   wider or longer than the super king's sheet by more than SNUG_MM. Both go to the contact form.
// - Depth: the band whose top edge is at or above the depth, in whole millimetres (the fitted sheet's pocket is
//   made for the band's deepest mattress): 20.0 cm is 15-20, 20.1 cm is 21-25. Under 15 cm or over 40 cm no
//   band fits, and the shopper is sent to the contact form.
// - Measurements are whole millimetres (inches are converted, then rounded to the nearest millimetre), so a
//   band edge compares exactly.
import { DEPTH_BANDS, type DepthBand } from './constants.ts';
import type { Mattress } from './mattress-measurements.ts';
import { SIZE_SLUGS, measurementTablesFor, type SizeSlug } from './sizes.ts';

/** How much larger than the sheet a mattress may be and still fit (each of width and length). */
export const SNUG_MM = 20;
/** How much smaller than the sheet a mattress may be and still fit (each of width and length). */
export const LOOSE_MM = 50;

export type SheetDimensions = { widthMm: number; lengthMm: number };

/** The tailored sheet's width and length for a size, in millimetres (spec §9 storefront dimensions). */
export function sheetOf(size: SizeSlug): SheetDimensions {
  const [sheet] = measurementTablesFor(size);
  return { widthMm: Math.round(sheet!.width * 10), lengthMm: Math.round(sheet!.length * 10) };
}

export type SizeMatch =
  | { kind: 'fits'; size: SizeSlug }
  /** Between `smaller` (too small to go over the mattress) and `size`, the one to choose. */
  | { kind: 'between'; size: SizeSlug; smaller: SizeSlug }
  | { kind: 'too-small' }
  | { kind: 'too-large' };

export type DepthMatch = { kind: 'band'; band: DepthBand } | { kind: 'too-shallow' } | { kind: 'too-deep' };

export type FitResult = {
  mattress: Mattress;
  size: SizeMatch;
  depth: DepthMatch;
  /** The size and band a set can be chosen in; null when either is outside what the brand makes. */
  choice: { size: SizeSlug; band: DepthBand } | null;
};

const within = (mattressMm: number, sheetMm: number) => mattressMm - sheetMm <= SNUG_MM && sheetMm - mattressMm <= LOOSE_MM;
const goesOver = (mattress: Mattress, sheet: SheetDimensions) => mattress.widthMm - sheet.widthMm <= SNUG_MM && mattress.lengthMm - sheet.lengthMm <= SNUG_MM;

export function matchSize(mattress: Mattress): SizeMatch {
  const fitting = SIZE_SLUGS.find((size) => {
    const sheet = sheetOf(size);
    return within(mattress.widthMm, sheet.widthMm) && within(mattress.lengthMm, sheet.lengthMm);
  });
  if (fitting) return { kind: 'fits', size: fitting };
  const largest = sheetOf(SIZE_SLUGS[SIZE_SLUGS.length - 1]!);
  if (!goesOver(mattress, largest)) return { kind: 'too-large' };
  const smallest = sheetOf(SIZE_SLUGS[0]);
  if (smallest.widthMm - mattress.widthMm > LOOSE_MM || smallest.lengthMm - mattress.lengthMm > LOOSE_MM) return { kind: 'too-small' };
  // Not too small for the double, so the first size that goes over is a queen or larger: there is one below it.
  const index = SIZE_SLUGS.findIndex((size) => goesOver(mattress, sheetOf(size)));
  return { kind: 'between', size: SIZE_SLUGS[index]!, smaller: SIZE_SLUGS[Math.max(index - 1, 0)]! };
}

const bandEdgesMm = (band: DepthBand) => band.split('-').map((cm) => Number(cm) * 10) as [number, number];

export function matchDepth(depthMm: number): DepthMatch {
  if (depthMm < bandEdgesMm(DEPTH_BANDS[0])[0]) return { kind: 'too-shallow' };
  const band = DEPTH_BANDS.find((candidate) => depthMm <= bandEdgesMm(candidate)[1]);
  return band ? { kind: 'band', band } : { kind: 'too-deep' };
}

/** The finder's answer for a mattress: its size, its depth band, and the set to choose when there is one. */
export function findFit(mattress: Mattress): FitResult {
  const size = matchSize(mattress);
  const depth = matchDepth(mattress.depthMm);
  const choice = (size.kind === 'fits' || size.kind === 'between') && depth.kind === 'band' ? { size: size.size, band: depth.band } : null;
  return { mattress, size, depth, choice };
}
