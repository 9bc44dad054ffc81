// The sheet sets as the static data describes them (spec §3 "Size product (static fallback)", §9 static prices),
// shown when the shop cannot be reached: every size, version, depth band and colour at its standard price, in
// the shape the shop's own catalogue takes (grouped by size-entries.ts), so the flow and the size tiles need no
// second code path. Nothing here can be bought: its variant ids are marked static, and the shop is asked again
// before anything reaches a cart or a checkout. Measurements and thread counts are the site's usual ones
// (sizes.ts, constants.ts), so the tiles read the same whether the shop answers or not.
import type { Product, ProductVariant } from '../clients/storefront/reshape.ts';
import { DEPTH_BANDS, SHEET_VERSIONS, VERSION_LABEL, type SheetVersion } from './constants.ts';
import { depthLabel, groupSizeEntries, type SizeEntry, variantNumber } from './size-entries.ts';
import { SIZE_LABEL, SIZE_SLUGS, type SizeSlug } from './sizes.ts';

/** Where the catalogue a page shows came from: the shop's answer, or the static data while the shop is away. */
export type CatalogSource = 'shop' | 'static';

/** Whole dollars per size and version (spec §9); AUD, the currency of every price the shop answers. */
export const STATIC_PRICES: Readonly<Record<SizeSlug, Readonly<Record<SheetVersion, number>>>> = {
  double: { premium: 850, classic: 750 },
  queen: { premium: 950, classic: 850 },
  king: { premium: 1050, classic: 950 },
  'super-king': { premium: 1150, classic: 1050 },
};
export const STATIC_PRICE_CURRENCY = 'AUD';
/** The colours of the static data (spec §1, §3 "Colour"), white first. */
export const STATIC_COLOURS = ['white', 'sand', 'mist'] as const;

// The last segment of a static variant's id starts with this, so the id the flow keeps (variantNumber) still says it.
const STATIC_VARIANT_MARK = 'static-';
const STATIC_VARIANT_GID = 'gid://linden-and-tuck/StaticVariant/';

/** True for a variant of the static catalogue (a full id or the last segment the flow keeps): never sent to the shop. */
export function isStaticVariantId(id: string): boolean {
  return variantNumber(id).startsWith(STATIC_VARIANT_MARK);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Typed as the operation's variant: a field added to the operation is asked for here by the compiler (null, or a
// value when the tiles must show it while the shop is away).
function staticVariant(version: SheetVersion, size: SizeSlug, band: (typeof DEPTH_BANDS)[number], colour: string): ProductVariant {
  const options = [SIZE_LABEL[size], depthLabel(band), capitalise(colour)] as const;
  return {
    id: `${STATIC_VARIANT_GID}${STATIC_VARIANT_MARK}${version}-${size}-${band}-${colour}`,
    sku: null,
    title: options.join(' / '),
    // The static data keeps no stock: every set can be chosen, and the shop decides when ordering resumes.
    availableForSale: true,
    price: { amount: STATIC_PRICES[size][version].toFixed(2), currencyCode: STATIC_PRICE_CURRENCY },
    image: null,
    size: options[0],
    depth: options[1],
    colour: options[2],
    selectedOptions: [
      { name: 'Mattress Size', value: options[0] },
      { name: 'Depth', value: options[1] },
      { name: 'Colour', value: options[2] },
    ],
  };
}

/** One product per version, like the shop's: every size × depth band × colour as a variant. */
export function staticProducts(): Product[] {
  return SHEET_VERSIONS.map((version) => ({
    id: `gid://linden-and-tuck/StaticProduct/${version}`,
    handle: `static-sheet-set-${version}`,
    title: `Tailored Sateen Sheet Set — ${VERSION_LABEL[version]}`,
    productType: 'Tailored Sheet Set',
    options: [],
    variants: SIZE_SLUGS.flatMap((size) => DEPTH_BANDS.flatMap((band) => STATIC_COLOURS.map((colour) => staticVariant(version, size, band, colour)))),
  }));
}

let entries: SizeEntry[] | null = null;

/** The static catalogue grouped by size, built once (callers keep it read-only, like the shop's). */
export function staticSizeEntries(): SizeEntry[] {
  entries ??= groupSizeEntries(staticProducts());
  return entries;
}
