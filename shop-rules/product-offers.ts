// What search engines are told about each product the shop sells (schema.org AggregateOffer): its price
// range and whether any variant can be bought, straight from the Storefront search the page already ran.
import type { Product } from '../clients/storefront/reshape.ts';

export type ProductOffer = {
  name: string;
  image: string | null;
  currency: string;
  lowPrice: number;
  highPrice: number;
  offerCount: number;
  inStock: boolean;
};

/** One entry per product with priced variants; products without variants are left out. */
export function productOffersFrom(products: readonly Product[]): ProductOffer[] {
  return products.flatMap((product) => {
    const priced = product.variants.filter((variant) => Number.isFinite(Number(variant.price.amount)));
    if (priced.length === 0) return [];
    const prices = priced.map((variant) => Number(variant.price.amount));
    return [
      {
        name: product.title,
        image: priced.find((variant) => variant.image)?.image?.url ?? null,
        currency: priced[0]!.price.currencyCode,
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: priced.length,
        inStock: priced.some((variant) => variant.availableForSale),
      },
    ];
  });
}
