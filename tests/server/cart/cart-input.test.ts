import { describe, expect, it } from 'vitest';
import {
  addedLineFrom,
  CartInputError,
  discountCodeFrom,
  EMPTY_LINE_CHANGE_MESSAGE,
  cartBody,
  JSON_OBJECT_MESSAGE,
  lineChangeFrom,
  lineIdFromPath,
  MATTRESS_INPUT_MESSAGE,
  parseCartInput,
  PREMIUM_PACKAGING_INPUT_MESSAGE,
} from '../../../server/cart/cart-input.ts';

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error instanceof CartInputError ? error.message : `not a CartInputError: ${String(error)}`;
  }
  return 'accepted';
};

describe('what the browser sends to the cart, read through schemas', () => {
  it('a body must be a JSON object: an array or a bare value is refused', () => {
    for (const body of [[1, 2], 'text', 7, null])
      expect(
        refusal(() => parseCartInput(cartBody, body)),
        JSON.stringify(body),
      ).toBe(JSON_OBJECT_MESSAGE);
    expect(parseCartInput(cartBody, { quantity: 2 })).toEqual({ quantity: 2 });
  });

  it('an added line takes a numeric id or a gid, one by default, packaging on by default, measurements as the shop rules write them', () => {
    expect(addedLineFrom({ variantId: 4411 })).toEqual({ variantId: 'gid://shopify/ProductVariant/4411', quantity: 1, premiumPackaging: true, mattress: null });
    expect(addedLineFrom({ variantId: 'gid://shopify/ProductVariant/4411', quantity: null, premiumPackaging: false }).quantity).toBe(1);
    expect(addedLineFrom({ variantId: '4411', mattress: '152 × 203 × 32 cm' }).mattress).toBe('152 × 203 × 32 cm');
  });

  it('the first field at fault is the one the shopper hears about', () => {
    expect(refusal(() => addedLineFrom({ variantId: 'x', mattress: 'tall' }))).toBe(MATTRESS_INPUT_MESSAGE);
    expect(refusal(() => addedLineFrom({ variantId: 'x', quantity: 99 }))).toBe('Please choose a valid product variant.');
    expect(refusal(() => addedLineFrom({ variantId: '1', premiumPackaging: 'yes' }))).toBe(PREMIUM_PACKAGING_INPUT_MESSAGE);
    expect(refusal(() => addedLineFrom({ variantId: '1', premiumPackaging: null }))).toBe(PREMIUM_PACKAGING_INPUT_MESSAGE);
  });

  it('a line change needs a quantity (0 removes) or a packaging choice', () => {
    expect(refusal(() => lineChangeFrom({}))).toBe(EMPTY_LINE_CHANGE_MESSAGE);
    expect(refusal(() => lineChangeFrom({ quantity: null }))).toBe('Quantity must be a whole number from 0 to 30.');
    expect(lineChangeFrom({ quantity: 0 })).toEqual({ quantity: 0 });
    expect(lineChangeFrom({ premiumPackaging: false })).toEqual({ premiumPackaging: false });
  });

  it('a line id from the path is decoded, and a broken encoding is a missing line, not a crash', () => {
    expect(lineIdFromPath(encodeURIComponent('gid://shopify/CartLine/abc?cart=1'))).toBe('gid://shopify/CartLine/abc?cart=1');
    for (const encoded of ['%', 'gid://shopify/Product/1', ''])
      expect(
        refusal(() => lineIdFromPath(encoded)),
        encoded,
      ).toBe('That cart line does not exist.');
  });

  it('a promo code is trimmed, and an empty, missing or over-long one is refused', () => {
    expect(discountCodeFrom({ code: '  SLEEP10 ' })).toBe('SLEEP10');
    expect(discountCodeFrom({ code: ` ${'A'.repeat(64)} ` })).toBe('A'.repeat(64));
    for (const code of ['   ', undefined, 42, 'A'.repeat(65)])
      expect(
        refusal(() => discountCodeFrom({ code })),
        String(code),
      ).toBe('Please enter a promo code.');
  });
});
