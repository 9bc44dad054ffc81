// Storefront filtering for `search`: the ProductFilter inputs a storefront sends, and the Filter list it reads back
// to draw its filter panel. Values of one filter are OR-ed and different filters AND-ed, as Shopify documents
// (https://shopify.dev/docs/storefronts/themes/navigation-search/filtering/storefront-filtering); variant filters
// (availability, price, options) must all hold for one variant, so "King" and "in stock" finds a product only if its
// King variants are in stock. Each value's count is what the results would be with that value chosen in place of
// its filter's current choice (https://shopify.dev/docs/api/storefront/2026-04/objects/Filter). The filters offered
// are Shopify's defaults (availability, price) plus product type, vendor and the variant options; the catalogue has
// no metafields or taxonomy categories, so those inputs are refused rather than ignored.
import { PRODUCT_OPTIONS, type CatalogProduct, type CatalogVariant } from './demo-products.ts';
import { refuseUnknownKeys } from './demo-shop-errors.ts';
import type { Market } from './markets.ts';

export type ProductFilterInput = {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
};

/** One chosen filter value; `group` names the filter it belongs to (values of one group are OR-ed). */
type Condition = { group: string; variantLevel: boolean; test: (product: CatalogProduct, variant: CatalogVariant) => boolean };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const optionIndex = (name: string) => PRODUCT_OPTIONS.findIndex((option) => same(option.name, name));
const priceIn = (market: Market, variant: CatalogVariant) => market.priceCents(variant.priceCents) / 100;

/** Every key of every ProductFilter as its own condition; `where` names the argument in a refusal. */
export function filterConditions(inputs: readonly ProductFilterInput[] | null | undefined, market: Market, where = 'search(productFilters:)'): Condition[] {
  const conditions: Condition[] = [];
  for (const input of inputs ?? []) {
    refuseUnknownKeys(where, input, ['available', 'price', 'productType', 'productVendor', 'tag', 'variantOption']);
    const { available, price, productType, productVendor, tag, variantOption } = input;
    if (typeof available === 'boolean')
      conditions.push({ group: 'available', variantLevel: true, test: (_, variant) => variant.availableForSale === available });
    if (price) {
      const [min, max] = [price.min ?? 0, price.max ?? Infinity];
      conditions.push({ group: 'price', variantLevel: true, test: (_, variant) => priceIn(market, variant) >= min && priceIn(market, variant) <= max });
    }
    if (productType) conditions.push({ group: 'productType', variantLevel: false, test: (product) => same(product.productType, productType) });
    if (productVendor) conditions.push({ group: 'productVendor', variantLevel: false, test: (product) => same(product.vendor, productVendor) });
    if (tag) conditions.push({ group: 'tag', variantLevel: false, test: (product) => product.tags.some((item) => same(item, tag)) });
    if (variantOption) {
      const index = optionIndex(variantOption.name);
      conditions.push({
        group: `option:${variantOption.name.toLowerCase()}`,
        variantLevel: true,
        test: (_, variant) => index !== -1 && same(variant.optionValues[index]!, variantOption.value),
      });
    }
  }
  return conditions;
}

function groups(conditions: readonly Condition[]): Condition[][] {
  const byGroup = new Map<string, Condition[]>();
  for (const condition of conditions) byGroup.set(condition.group, [...(byGroup.get(condition.group) ?? []), condition]);
  return [...byGroup.values()];
}

/** Whether a product passes the chosen filters: each product filter, and every variant filter on one variant. */
export function passesFilters(product: CatalogProduct, conditions: readonly Condition[]): boolean {
  const all = groups(conditions);
  const productGroups = all.filter((group) => !group[0]!.variantLevel);
  const variantGroups = all.filter((group) => group[0]!.variantLevel);
  const holds = (group: Condition[], variant: CatalogVariant) => group.some((condition) => condition.test(product, variant));
  return (
    productGroups.every((group) => holds(group, product.variants[0]!)) &&
    (variantGroups.length === 0 || product.variants.some((variant) => variantGroups.every((group) => holds(group, variant))))
  );
}

type Value = { id: string; label: string; input: ProductFilterInput; swatch?: { color: string; image: null } | null };
type Facet = { id: string; label: string; type: 'LIST' | 'PRICE_RANGE'; presentation: 'TEXT' | 'SWATCH' | null; values: Value[] };

function facets(products: readonly CatalogProduct[], market: Market): Facet[] {
  const distinct = (values: string[]) => [...new Set(values)];
  const variants = products.flatMap((product) => product.variants);
  const maxPrice = Math.max(0, ...variants.map((variant) => priceIn(market, variant)));
  const list = (id: string, label: string, values: Value[], presentation: Facet['presentation'] = 'TEXT'): Facet => ({
    id,
    label,
    type: 'LIST',
    presentation,
    values,
  });
  return [
    list('filter.v.availability', 'Availability', [
      { id: 'filter.v.availability.1', label: 'In stock', input: { available: true } },
      { id: 'filter.v.availability.0', label: 'Out of stock', input: { available: false } },
    ]),
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [{ id: 'filter.v.price', label: 'Price', input: { price: { min: 0, max: maxPrice } } }],
    },
    list(
      'filter.p.product_type',
      'Product type',
      distinct(products.map((product) => product.productType)).map((type) => ({
        id: `filter.p.product_type.${type}`,
        label: type,
        input: { productType: type },
      })),
    ),
    list(
      'filter.p.vendor',
      'Vendor',
      distinct(products.map((product) => product.vendor)).map((vendor) => ({
        id: `filter.p.vendor.${vendor}`,
        label: vendor,
        input: { productVendor: vendor },
      })),
    ),
    ...PRODUCT_OPTIONS.map((option, index) => {
      const offered = new Set(variants.map((variant) => variant.optionValues[index]));
      const values = option.values
        .map((value, valueIndex) => ({ value, swatch: option.swatches[valueIndex] }))
        .filter(({ value }) => offered.has(value))
        .map(({ value, swatch }) => ({
          id: `filter.v.option.${slug(option.name)}.${slug(value)}`,
          label: value,
          input: { variantOption: { name: option.name.toLowerCase(), value } },
          swatch: swatch ? { color: swatch, image: null } : null,
        }));
      return list(`filter.v.option.${slug(option.name)}`, option.name, values, option.swatches.some(Boolean) ? 'SWATCH' : 'TEXT');
    }),
  ];
}

/** The Filter list for the products a search found (before filtering), counting each value against the chosen filters. */
export function filterList(found: readonly CatalogProduct[], chosen: readonly Condition[], market: Market) {
  if (found.length === 0) return [];
  return facets(found, market).map((facet) => ({
    ...facet,
    values: facet.values.map((value) => {
      const own = filterConditions([value.input], market);
      const others = chosen.filter((condition) => condition.group !== own[0]!.group);
      return {
        id: value.id,
        label: value.label,
        count: found.filter((product) => passesFilters(product, [...others, ...own])).length,
        // The JSON scalar as Shopify sends it: a string a storefront parses and passes back as a ProductFilter.
        input: JSON.stringify(value.input),
        image: null,
        swatch: value.swatch ?? null,
      };
    }),
  }));
}
