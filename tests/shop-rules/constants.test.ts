import { describe, expect, it } from 'vitest';
import * as shop from '../../shop-rules/constants.ts';

describe('shop constants (spec §4, §5, §9)', () => {
  it('timers and limits are the spec values', () => {
    expect({
      QUANTITY_MIN: shop.QUANTITY_MIN,
      QUANTITY_MAX: shop.QUANTITY_MAX,
      QUANTITY_DEBOUNCE_MS: shop.QUANTITY_DEBOUNCE_MS,
      SUCCESS_AFTER_QUANTITY_MS: shop.SUCCESS_AFTER_QUANTITY_MS,
      SUCCESS_AFTER_ADD_DELAY_MS: shop.SUCCESS_AFTER_ADD_DELAY_MS,
      SUCCESS_AFTER_ADD_MS: shop.SUCCESS_AFTER_ADD_MS,
      DELETE_SUCCESS_MS: shop.DELETE_SUCCESS_MS,
      EXIT_REDIRECT_MS: shop.EXIT_REDIRECT_MS,
      STEP3_CHECKOUT_REDIRECT_MS: shop.STEP3_CHECKOUT_REDIRECT_MS,
      STEP4_CHECKOUT_REDIRECT_MS: shop.STEP4_CHECKOUT_REDIRECT_MS,
      LOADING_OVERLAY_TIMEOUT_MS: shop.LOADING_OVERLAY_TIMEOUT_MS,
    }).toEqual({
      QUANTITY_MIN: 1,
      QUANTITY_MAX: 30,
      QUANTITY_DEBOUNCE_MS: 300,
      SUCCESS_AFTER_QUANTITY_MS: 2000,
      SUCCESS_AFTER_ADD_DELAY_MS: 1000,
      SUCCESS_AFTER_ADD_MS: 3000,
      DELETE_SUCCESS_MS: 2000,
      EXIT_REDIRECT_MS: 1000,
      STEP3_CHECKOUT_REDIRECT_MS: 100,
      STEP4_CHECKOUT_REDIRECT_MS: 2000,
      LOADING_OVERLAY_TIMEOUT_MS: 10000,
    });
    expect(shop.DEPTH_BANDS).toEqual(['15-20', '21-25', '26-30', '31-35', '36-40']);
  });

  it('the cart line text names the depth', () => {
    expect(shop.itemContentsText('26-30 cm')).toBe('Bottom sheet, top sheet & 2x pillow sheets. Mattress depth of 26-30 cm');
  });
});
