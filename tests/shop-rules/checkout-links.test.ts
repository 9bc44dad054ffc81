import { describe, expect, it } from 'vitest';
import { packagingOffRequested, variantCheckoutHref } from '../../shop-rules/checkout-links.ts';

describe('the site’s checkout links', () => {
  it('step 3 links to the checkout of one variant, encoded, with packaging off only when chosen', () => {
    expect(variantCheckoutHref('4101331')).toBe('/checkout/variant/4101331');
    expect(variantCheckoutHref('gid://shopify/ProductVariant/4101331', false)).toBe(
      '/checkout/variant/gid%3A%2F%2Fshopify%2FProductVariant%2F4101331?premiumPackaging=no',
    );
  });

  it('the checkout route reads back what the link says', () => {
    const searchOf = (href: string) => new URL(href, 'http://site.test').searchParams;
    expect(packagingOffRequested(searchOf(variantCheckoutHref('4101331', false)))).toBe(true);
    expect(packagingOffRequested(searchOf(variantCheckoutHref('4101331', true)))).toBe(false);
    expect(packagingOffRequested({ premiumPackaging: 'yes' })).toBe(false);
  });
});
