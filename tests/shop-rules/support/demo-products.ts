// The local shop's catalogue as the Storefront client hands it to the site (reshaped Product[]), for tests.
import type { Product, ProductVariant } from '../../../clients/storefront/reshape.ts';
import { CATALOG, CURRENCY_CODE, OPTION_NAMES, PRODUCT_OPTIONS, type CatalogVariant, findVariant } from '../../../demo-backends/storefront/demo-products.ts';

export const imageUrlOf = (handle: string) => `/demo/shop/images/${handle}.svg`;

export function demoVariant(variant: CatalogVariant): ProductVariant {
  const [size, depth, colour] = variant.optionValues;
  return {
    id: variant.id,
    sku: variant.sku,
    title: variant.title,
    availableForSale: variant.availableForSale,
    price: { amount: (variant.priceCents / 100).toFixed(2), currencyCode: CURRENCY_CODE },
    image: { url: imageUrlOf(variant.product.handle), altText: null, width: 800, height: 800 },
    size,
    depth,
    colour,
    selectedOptions: OPTION_NAMES.map((name, index) => ({ name, value: variant.optionValues[index] ?? '' })),
  };
}

export function demoProducts(): Product[] {
  return CATALOG.map((product) => ({
    id: product.id,
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    options: PRODUCT_OPTIONS.map((option) => ({ name: option.name, values: [...option.values] })),
    variants: product.variants.map(demoVariant),
  }));
}

/** The demo variant for e.g. ('Premium', 'King', '26-30 cm', 'White'). */
export function demoVariantFor(version: 'Premium' | 'Classic', size: string, depth: string, colour = 'White'): CatalogVariant {
  const product = CATALOG.find((item) => item.title.endsWith(version));
  const variant = product?.variants.find((item) => item.optionValues.join('|') === [size, depth, colour].join('|'));
  if (!variant) throw new Error(`No demo variant ${version} ${size} ${depth} ${colour}`);
  return findVariant(variant.id) ?? variant;
}
