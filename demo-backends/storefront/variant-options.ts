// How a storefront turns a shopper's option choices into a variant: Product.variantBySelectedOptions,
// selectedOrFirstAvailableVariant, adjacentVariants, ProductOptionValue.firstSelectableVariant, and the
// encodedVariantExistence/encodedVariantAvailability strings Hydrogen decodes to grey out impossible choices.
import { PRODUCT_OPTIONS, type CatalogProduct, type CatalogVariant } from './demo-products.ts';

export type SelectedOptionInput = { name: string; value: string };
export type SelectionArgs = { selectedOptions?: SelectedOptionInput[] | null; ignoreUnknownOptions?: boolean | null; caseInsensitiveMatch?: boolean | null };

/** The variants carrying every selected option; null when a selected option is unknown and not ignored. */
function variantsMatching(product: CatalogProduct, { selectedOptions, ignoreUnknownOptions, caseInsensitiveMatch }: SelectionArgs): CatalogVariant[] | null {
  const same = (a: string, b: string) => (caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b);
  const wanted: Array<{ position: number; value: string }> = [];
  for (const { name, value } of selectedOptions ?? []) {
    const position = PRODUCT_OPTIONS.findIndex((option) => same(option.name, name));
    if (position === -1) {
      if (ignoreUnknownOptions) continue;
      return null;
    }
    wanted.push({ position, value });
  }
  return product.variants.filter((variant) => wanted.every(({ position, value }) => same(variant.optionValues[position]!, value)));
}

export function variantBySelectedOptions(product: CatalogProduct, args: SelectionArgs): CatalogVariant | null {
  return variantsMatching(product, args)?.[0] ?? null;
}

/** The selected variant; without a (matching) selection, the first variant for sale, else the first variant. */
export function selectedOrFirstAvailableVariant(product: CatalogProduct, args: SelectionArgs): CatalogVariant {
  const selected = args.selectedOptions?.length ? variantBySelectedOptions(product, args) : null;
  return selected ?? product.variants.find((variant) => variant.availableForSale) ?? product.variants[0]!;
}

/** Variants differing from the selected (or first available) variant in exactly one option, ordered by id. */
export function adjacentVariants(product: CatalogProduct, args: SelectionArgs): CatalogVariant[] {
  const base = selectedOrFirstAvailableVariant(product, args);
  return product.variants
    .filter((variant) => variant.optionValues.filter((value, position) => value !== base.optionValues[position]).length === 1)
    .sort((a, b) => a.numericId - b.numericId);
}

/** The variant with this option value and the first value of every other option (variants come in option order). */
export function firstSelectableVariant(product: CatalogProduct, optionPosition: number, value: string): CatalogVariant | null {
  return product.variants.find((variant) => variant.optionValues[optionPosition] === value) ?? null;
}

const positionsOf = (variant: CatalogVariant) => variant.optionValues.map((value, position) => PRODUCT_OPTIONS[position]!.values.indexOf(value));

/** '0 2-4': the sorted positions as single values and ranges. */
function encodeLeaves(positions: number[]): string {
  const parts: string[] = [];
  for (let index = 0; index < positions.length; index++) {
    const start = positions[index]!;
    while (positions[index + 1] === positions[index]! + 1) index++;
    parts.push(start === positions[index] ? String(start) : `${start}-${positions[index]}`);
  }
  return parts.join(' ');
}

/** Shopify's v1 trie: `value:` opens an option, `,` closes a prefix, ranges and gaps only in the last option. */
function encodeTrie(combinations: number[][]): string {
  if (combinations[0]!.length === 1) return encodeLeaves(combinations.map(([position]) => position!));
  const heads = [...new Set(combinations.map(([head]) => head!))];
  return heads.map((head) => `${head}:${encodeTrie(combinations.filter(([first]) => first === head).map((combination) => combination.slice(1)))},`).join('');
}

/** Product.encodedVariantExistence (every variant) or encodedVariantAvailability (variants for sale). */
export function encodeVariants(variants: readonly CatalogVariant[]): string {
  if (variants.length === 0) return '';
  const combinations = variants.map(positionsOf).sort((a, b) => a.reduce((order, value, index) => order || value - b[index]!, 0));
  return `v1_${encodeTrie(combinations)}`;
}
