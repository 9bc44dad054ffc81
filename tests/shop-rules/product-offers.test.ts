import { describe, expect, it } from 'vitest';
import { productOffersFrom } from '../../shop-rules/product-offers.ts';
import { demoProducts } from './support/demo-products.ts';

describe('product offers for structured data', () => {
  it('gives each product its lowest and highest variant price in the shop’s currency', () => {
    const products = demoProducts();
    const offers = productOffersFrom(products);
    expect(offers.map((offer) => offer.name)).toEqual(products.map((product) => product.title));
    for (const [index, product] of products.entries()) {
      const prices = product.variants.map((variant) => Number(variant.price.amount));
      expect(offers[index]).toMatchObject({
        currency: 'AUD',
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: product.variants.length,
      });
    }
  });

  it('is out of stock only when no variant can be bought', () => {
    const [product] = demoProducts();
    const soldOut = { ...product!, variants: product!.variants.map((variant) => ({ ...variant, availableForSale: false })) };
    const oneLeft = { ...soldOut, variants: soldOut.variants.map((variant, index) => ({ ...variant, availableForSale: index === 3 })) };
    expect(productOffersFrom([soldOut])[0]!.inStock).toBe(false);
    expect(productOffersFrom([oneLeft])[0]!.inStock).toBe(true);
  });
});
