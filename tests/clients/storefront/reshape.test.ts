import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reshapeCart, reshapeProducts, reshapeVariant } from '../../../clients/storefront/reshape.ts';
import type { CartCreateMutation, ProductSearchQuery, VariantFragment } from '../../../generated/storefront/graphql.ts';
import type { Fixture } from './record-fixtures.ts';

const answer = <Data>(name: string) =>
  (JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Fixture).body as { data: Data };

const search = answer<ProductSearchQuery>('product-search').data;
/** The first variant as the demo shop answered it (premium double, 15-20 cm, white). */
const variant: VariantFragment = search.products.edges[0]!.node.variants.edges[0]!.node;

describe('the shop answers in the site types', () => {
  it('a variant is what the operation selected, with its size, depth and colour read from the options', () => {
    expect(reshapeVariant(variant)).toEqual({ ...variant, size: 'Double', depth: '15-20 cm', colour: 'White' });
  });

  it('a field the operation gains comes through as the shop answered it', () => {
    const answered = { ...variant, compareAtPrice: { amount: '1200.00', currencyCode: 'AUD' } } as VariantFragment;
    expect(reshapeVariant(answered)).toMatchObject({ compareAtPrice: { amount: '1200.00', currencyCode: 'AUD' } });
  });

  it('a product keeps its fields, its option values flattened to names and its variants listed', () => {
    const [premium] = reshapeProducts(search);
    expect(Object.keys(premium!).sort()).toEqual(['handle', 'id', 'options', 'productType', 'title', 'variants']);
    expect(premium!.options[0]).toEqual({ name: 'Mattress Size', values: ['Double', 'Queen', 'King', 'Super King'] });
    expect(premium!.variants[0]).toMatchObject({ size: 'Double', price: { currencyCode: 'AUD' } });
  });

  it("a cart line's variant carries its product's title and handle, not the product itself", () => {
    const cart = reshapeCart(answer<CartCreateMutation>('cart-create').data.cartCreate!.cart!);
    const line = cart.lines[0]!.variant;
    expect(line).toMatchObject({ productTitle: 'Tailored Sateen Sheet Set — Premium', productHandle: 'tailored-sateen-sheet-set-premium', size: 'King' });
    expect(line).not.toHaveProperty('product');
  });
});
