// Storefront products grouped the way the purchase flow shows them: one entry per mattress size (spec §3
// "Grouped size entry"), holding the variants of every version, with a default item per version and SOLD OUT
// when nothing in the size can be bought. Pure functions: the stores and the server both use them.
import type { Product, ProductVariant } from '../clients/storefront/reshape.ts';
import { DEFAULT_COLOUR, DEFAULT_SIZE_INDEX, DEPTH_BANDS, SOLD_OUT_LABEL, type DepthBand, type SheetVersion } from './constants.ts';
import { SIZE_LABEL, SIZE_SLUGS, measurementTablesFor, sizeSlugOf, type MeasurementTable, type SizeSlug } from './sizes.ts';

/**
 * A shop variant as the flow and the size tiles use it, with what they filter on already worked out. Every field
 * the operation selects comes along (a field added there reaches /buy and the tiles with no line here), except the
 * SKU and the option list: the entries travel with every /buy page, and those two stay on the server.
 */
export type SizeVariant = Omit<ProductVariant, 'sku' | 'selectedOptions'> & {
  version: SheetVersion;
  /** Lower-case colour; variants without a colour option count as the default colour. */
  colourKey: string;
  depthBand: DepthBand | null;
};

/** What a size tile shows, and what a new cart item starts from (spec §3). */
export type SizeItem = {
  image: SizeVariant['image'];
  price: number;
  size: SizeSlug;
  version: SheetVersion;
  colour: string;
  availableColours: string[];
  tables: MeasurementTable[];
};

export type SizeEntry = {
  slug: SizeSlug;
  label: string;
  variants: SizeVariant[];
  /** Every variant of the size, in every version, is unavailable. */
  soldOut: boolean;
  /** Premium when the shop sells it (the new version's default tab), otherwise classic. */
  defaultItem: SizeItem;
};

export type DepthTile = {
  band: DepthBand;
  /** '26-30 cm' */
  label: string;
  availableForSale: boolean;
  /** 'SOLD OUT' when the tile cannot be chosen. */
  soldOutLabel: string | null;
  variantId: string | null;
};

export type VariantChoice = { version: SheetVersion; size: string; colour: string; depth: string };

const COLOUR_ORDER = ['white', 'sand', 'mist'];

/** Premium (600 thread count) or classic (400), read from the product's handle or title. */
export function versionOfProduct(product: Pick<Product, 'handle' | 'title'>): SheetVersion {
  return /premium/i.test(`${product.handle} ${product.title}`) ? 'premium' : 'classic';
}

/** The variant id the flow stores: the last path segment of its gid (spec §4). */
export function variantNumber(gid: string): string {
  const path = gid.split('?')[0] ?? gid;
  return path.slice(path.lastIndexOf('/') + 1);
}

/** '26-30 cm', '26 – 30cm' or '26-30' → '26-30'; null for anything outside the offered bands. */
export function depthBandOf(value: string | null | undefined): DepthBand | null {
  if (!value) return null;
  const band = value
    .toLowerCase()
    .replace(/cm/g, '')
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/\s+/g, '');
  return (DEPTH_BANDS as readonly string[]).includes(band) ? (band as DepthBand) : null;
}

export const depthLabel = (band: DepthBand) => `${band} cm`;

const colourKeyOf = (variant: Pick<ProductVariant, 'colour'>) => (variant.colour ?? DEFAULT_COLOUR).trim().toLowerCase();
const colourRank = (colour: string) => (COLOUR_ORDER.includes(colour) ? COLOUR_ORDER.indexOf(colour) : COLOUR_ORDER.length);

function sizeVariantOf({ sku: _sku, selectedOptions: _options, ...variant }: ProductVariant, version: SheetVersion): SizeVariant {
  return { ...variant, version, colourKey: colourKeyOf(variant), depthBand: depthBandOf(variant.depth) };
}

/** Sizes in the order double, queen, king, super-king; sizes outside those four are left out. */
export function groupSizeEntries(products: readonly Product[]): SizeEntry[] {
  const bySize = new Map<SizeSlug, SizeVariant[]>();
  for (const product of products) {
    const version = versionOfProduct(product);
    for (const variant of product.variants) {
      const slug = sizeSlugOf(variant.size);
      if (!slug) continue;
      const list = bySize.get(slug) ?? [];
      list.push(sizeVariantOf(variant, version));
      bySize.set(slug, list);
    }
  }
  return SIZE_SLUGS.filter((slug) => bySize.has(slug)).map((slug) => {
    const variants = bySize.get(slug) ?? [];
    const version: SheetVersion = variants.some((variant) => variant.version === 'premium') ? 'premium' : 'classic';
    const entry = { slug, label: SIZE_LABEL[slug], variants, soldOut: variants.every((variant) => !variant.availableForSale) };
    return { ...entry, defaultItem: defaultItemFor(entry, version) };
  });
}

/** The second size group (spec §4), or the first when there is only one. */
export function defaultSizeEntry(entries: readonly SizeEntry[]): SizeEntry | null {
  return entries[DEFAULT_SIZE_INDEX] ?? entries[0] ?? null;
}

export function findSizeEntry(entries: readonly SizeEntry[], size: string | null | undefined): SizeEntry | null {
  return entries.find((entry) => entry.slug === size) ?? null;
}

export function variantsFor(entries: readonly SizeEntry[], version: SheetVersion, size: string | null | undefined): SizeVariant[] {
  return findSizeEntry(entries, size)?.variants.filter((variant) => variant.version === version) ?? [];
}

/** SOLD OUT for a size tile of one version: no variant of that version in this size can be bought. */
export function isSoldOutFor(entry: Pick<SizeEntry, 'variants'>, version: SheetVersion): boolean {
  return entry.variants.every((variant) => variant.version !== version || !variant.availableForSale);
}

/** Colours of a version that can be bought in this size, white first. */
function availableColoursOf(variants: readonly SizeVariant[]): string[] {
  const colours = new Set(variants.filter((variant) => variant.availableForSale).map((variant) => variant.colourKey));
  return [...colours].sort((a, b) => colourRank(a) - colourRank(b));
}

/** A version's variants in one size, the colours that can be bought, the tile's colour and the variant it shows. */
function tileChoice(entry: Pick<SizeEntry, 'variants'>, version: SheetVersion) {
  const variants = entry.variants.filter((variant) => variant.version === version);
  const availableColours = availableColoursOf(variants);
  const colour = availableColours.includes(DEFAULT_COLOUR) ? DEFAULT_COLOUR : (availableColours[0] ?? DEFAULT_COLOUR);
  const shown =
    variants.find((variant) => variant.availableForSale && variant.colourKey === colour) ?? variants.find((variant) => variant.availableForSale) ?? variants[0];
  return { variants, availableColours, colour, shown };
}

/**
 * The variant a size tile shows for one version: a white one that can be bought, else any colour that can, else
 * the first (a sold-out size still shows its price). A field the tiles add is read from it (blocks/product/size-tiles.ts).
 */
export function shownVariantFor(entry: Pick<SizeEntry, 'variants'>, version: SheetVersion): SizeVariant | null {
  return tileChoice(entry, version).shown ?? null;
}

/** What a size tile shows for one version, preferring a white variant that can be bought. */
export function defaultItemFor(entry: Pick<SizeEntry, 'slug' | 'variants'>, version: SheetVersion): SizeItem {
  const { variants, availableColours, colour, shown } = tileChoice(entry, version);
  return {
    image: shown?.image ?? variants.find((variant) => variant.image)?.image ?? null,
    price: shown ? Number(shown.price.amount) : 0,
    size: entry.slug,
    version,
    colour,
    availableColours: availableColours.length > 0 ? availableColours : [DEFAULT_COLOUR],
    tables: measurementTablesFor(entry.slug),
  };
}

const matchesColour = (variant: SizeVariant, colour: string) => variant.colour === null || variant.colourKey === colour.toLowerCase();

/** The variant for one version, size, colour and depth, sold out or not. */
export function findVariant(entries: readonly SizeEntry[], choice: VariantChoice): SizeVariant | null {
  const band = depthBandOf(choice.depth);
  if (!band) return null;
  const candidates = variantsFor(entries, choice.version, choice.size).filter((variant) => variant.depthBand === band && matchesColour(variant, choice.colour));
  return candidates.find((variant) => variant.availableForSale) ?? candidates[0] ?? null;
}

/** One tile per offered depth band; a band the shop cannot sell reads SOLD OUT and cannot be chosen (spec §5). */
export function depthTiles(entries: readonly SizeEntry[], version: SheetVersion, size: string | null, colour: string): DepthTile[] {
  return DEPTH_BANDS.map((band) => {
    const variant = size ? findVariant(entries, { version, size, colour, depth: band }) : null;
    const availableForSale = variant?.availableForSale ?? false;
    return {
      band,
      label: depthLabel(band),
      availableForSale,
      soldOutLabel: availableForSale ? null : SOLD_OUT_LABEL,
      variantId: variant ? variantNumber(variant.id) : null,
    };
  });
}
