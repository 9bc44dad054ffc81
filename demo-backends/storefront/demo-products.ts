// The local shop's catalogue: one sheet-set product per version (spec §1), every combination of mattress size,
// depth and colour as a variant, AUD prices from spec §9. Ids are derived from positions, so they never
// change between restarts and carts stored in SQLite keep pointing at the same variants.
import { BRAND_NAME } from '../../content/brand.ts';

/** The product type the site's product search filters on ("master products only", spec §7). */
export const SHEET_SET_PRODUCT_TYPE = 'Tailored Sheet Set';
/** Option order matters: the site reads the first selected option as size and the second as depth (spec §3). */
export const OPTION_NAMES = ['Mattress Size', 'Depth', 'Colour'] as const;
export const CURRENCY_CODE = 'AUD';

const SIZES = [
  { name: 'Double', skuPart: 'DOUBLE' },
  { name: 'Queen', skuPart: 'QUEEN' },
  { name: 'King', skuPart: 'KING' },
  { name: 'Super King', skuPart: 'SUPERKING' },
] as const;
type SizeName = (typeof SIZES)[number]['name'];

// Depth bands offered, spec §5.
const DEPTHS = ['15-20 cm', '21-25 cm', '26-30 cm', '31-35 cm', '36-40 cm'] as const;

// Swatch colours match the demo CMS's swatch artwork.
const COLOURS = [
  { name: 'White', skuPart: 'WHT', swatch: '#FBF9F6' },
  { name: 'Sand', skuPart: 'SND', swatch: '#E6DCCD' },
  { name: 'Mist', skuPart: 'MST', swatch: '#D9DEE2' },
] as const;

type VersionDefinition = {
  numericId: number;
  handle: string;
  name: string;
  skuPart: string;
  threadCount: number;
  /** Whole dollars; depth and colour do not change the price. */
  priceBySize: Record<SizeName, number>;
  /** Combinations out of stock, so the SOLD OUT paths can be exercised. */
  soldOut: (size: SizeName, depth: string) => boolean;
};

/** The premium set, the one the WELCOME10 code discounts. */
export const PREMIUM_SHEET_SET_HANDLE = 'tailored-sateen-sheet-set-premium';

const VERSIONS: VersionDefinition[] = [
  {
    numericId: 8100001,
    handle: PREMIUM_SHEET_SET_HANDLE,
    name: 'Premium',
    skuPart: 'PRE',
    threadCount: 600,
    priceBySize: { Double: 850, Queen: 950, King: 1050, 'Super King': 1150 },
    soldOut: (size, depth) => size === 'King' && depth === '36-40 cm',
  },
  {
    numericId: 8100002,
    handle: 'tailored-sateen-sheet-set-classic',
    name: 'Classic',
    skuPart: 'CLA',
    threadCount: 400,
    priceBySize: { Double: 750, Queen: 850, King: 950, 'Super King': 1050 },
    soldOut: (size) => size === 'Super King',
  },
];

export type CatalogProduct = {
  numericId: number;
  id: string;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  tags: string[];
  description: string;
  threadCount: number;
  variants: CatalogVariant[];
};

export type CatalogVariant = {
  numericId: number;
  id: string;
  sku: string;
  /** Shopify's variant title: the option values joined with ' / '. */
  title: string;
  /** Sets in stock; none means SOLD OUT (availableForSale false), as a shop that does not sell past its stock. */
  quantityAvailable: number;
  availableForSale: boolean;
  priceCents: number;
  /** Values in OPTION_NAMES order. */
  optionValues: [size: string, depth: string, colour: string];
  product: CatalogProduct;
};

/** The stock of each combination in stock: the spec's static data keeps 10 per variation (spec §9). */
export const STOCK_PER_VARIANT = 10;

export const productGid = (numericId: number) => `gid://shopify/Product/${numericId}`;
export const variantGid = (numericId: number) => `gid://shopify/ProductVariant/${numericId}`;

/** e.g. premium (1) · King (3) · 26-30 cm (3) · White (1) → 4101331. */
function variantNumericId(version: number, size: number, depth: number, colour: number): number {
  return 4_100_000 + (version + 1) * 1000 + (size + 1) * 100 + (depth + 1) * 10 + (colour + 1);
}

function buildProduct(version: VersionDefinition, versionIndex: number): CatalogProduct {
  const product: CatalogProduct = {
    numericId: version.numericId,
    id: productGid(version.numericId),
    handle: version.handle,
    title: `Tailored Sateen Sheet Set — ${version.name}`,
    productType: SHEET_SET_PRODUCT_TYPE,
    vendor: BRAND_NAME,
    tags: ['sheet-set', version.name.toLowerCase(), `${version.threadCount}-thread-count`],
    description:
      `Organic-cotton sateen, ${version.threadCount} thread count: a fitted bottom sheet made to your mattress depth, ` +
      'a top sheet with sewn-in hotel corners and two pillowcases.',
    threadCount: version.threadCount,
    variants: [],
  };
  SIZES.forEach((size, sizeIndex) => {
    DEPTHS.forEach((depth, depthIndex) => {
      COLOURS.forEach((colour, colourIndex) => {
        const numericId = variantNumericId(versionIndex, sizeIndex, depthIndex, colourIndex);
        const quantityAvailable = version.soldOut(size.name, depth) ? 0 : STOCK_PER_VARIANT;
        product.variants.push({
          numericId,
          id: variantGid(numericId),
          sku: ['LT', version.skuPart, size.skuPart, depth.replace(' cm', ''), colour.skuPart].join('-'),
          title: `${size.name} / ${depth} / ${colour.name}`,
          quantityAvailable,
          availableForSale: quantityAvailable > 0,
          priceCents: version.priceBySize[size.name] * 100,
          optionValues: [size.name, depth, colour.name],
          product,
        });
      });
    });
  });
  return product;
}

export const CATALOG: readonly CatalogProduct[] = VERSIONS.map(buildProduct);

/** Options in OPTION_NAMES order; a value's swatch is the colour a storefront can show for it. */
export const PRODUCT_OPTIONS: ReadonlyArray<{ name: string; values: string[]; swatches: ReadonlyArray<string | null> }> = [
  { name: OPTION_NAMES[0], values: SIZES.map((size) => size.name), swatches: SIZES.map(() => null) },
  { name: OPTION_NAMES[1], values: [...DEPTHS], swatches: DEPTHS.map(() => null) },
  { name: OPTION_NAMES[2], values: COLOURS.map((colour) => colour.name), swatches: COLOURS.map((colour) => colour.swatch) },
];

const variantsById = new Map(CATALOG.flatMap((product) => product.variants.map((variant) => [variant.id, variant] as const)));
const variantsByNumericId = new Map([...variantsById.values()].map((variant) => [variant.numericId, variant] as const));

/** The product with the given id and/or handle (every given key must match); null when neither is given. */
export function findProduct({ id, handle }: { id?: string | null; handle?: string | null }): CatalogProduct | null {
  if (!id && !handle) return null;
  return CATALOG.find((product) => (!id || product.id === id) && (!handle || product.handle === handle)) ?? null;
}

export function findVariant(gid: string): CatalogVariant | null {
  return variantsById.get(gid) ?? null;
}

export function findVariantByNumericId(numericId: number): CatalogVariant | null {
  return variantsByNumericId.get(numericId) ?? null;
}
