// The order summary's tiles show each set's photograph at the widths a 5rem square needs, cropped square by the
// shop's CDN (which picks the format from Accept), as one srcset.
import { describe, expect, it } from 'vitest';
import type { BuyPageData } from '../../../pages/buy/buy-page-data.ts';
import { StepSummary } from '../../../pages/buy/StepSummary.tsx';
import type { VariantImage } from '../../../clients/storefront/reshape.ts';
import { renderWithPage } from '../../blocks/support/render-with-page.tsx';
import { shopStore } from '../../models/support/shop-store.ts';

const PHOTO: VariantImage = {
  url: 'http://localhost:3000/demo/shop/images/tailored-sateen-sheet-set-premium.jpg?v=3f2a',
  altText: 'Premium sheets',
  width: 4000,
  height: 2667,
};

function renderSummary(): string {
  const { store } = shopStore({
    cart: {
      items: [
        {
          lineId: 'gid://shopify/CartLine/1',
          variantId: 'gid://shopify/ProductVariant/4101331',
          title: 'King / 26-30 cm / White',
          size: 'king',
          depth: '26-30 cm',
          price: 1050,
          image: PHOTO,
        },
      ],
    },
  });
  // The summary reads the cart and the flow only; the page's CMS data is not needed here.
  return renderWithPage(<StepSummary store={store} data={{} as BuyPageData} cartReady />, { urlPathname: '/buy' });
}

const attribute = (html: string, name: string) => new RegExp(`<img[^>]* ${name}="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('the order summary picture', () => {
  it('offers the photograph square-cropped at each width an 80 px box needs up to 3×', () => {
    const html = renderSummary();
    const file = (width: number) => `${PHOTO.url}&width=${width}&height=${width}&crop=center ${width}w`;
    expect(attribute(html, 'srcSet')).toBe([96, 128, 160, 192, 224, 256].map(file).join(', '));
    expect(attribute(html, 'sizes')).toBe('auto, 80px');
    expect(attribute(html, 'alt')).toBe('');
    expect(html).not.toContain('<source');
  });
});
