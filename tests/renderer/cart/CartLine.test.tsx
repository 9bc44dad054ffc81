// A cart line's picture is the shop's photograph offered at the widths a 4.5rem square needs, each cropped square by
// the Shopify CDN (or the demo shop), which picks AVIF or WebP itself: one srcset, no per-format sources.
import { describe, expect, it } from 'vitest';
import { CartLine } from '../../../renderer/cart/CartLine.tsx';
import type { VariantImage } from '../../../clients/storefront/reshape.ts';
import { renderWithPage } from '../../blocks/support/render-with-page.tsx';
import { shopStore } from '../../models/support/shop-store.ts';

const PHOTO: VariantImage = {
  url: 'https://cdn.shopify.com/s/files/1/0001/files/sheet-set.jpg?v=1712',
  altText: 'Sheets folded on a bed',
  width: 3000,
  height: 2000,
};

function renderLine(image: VariantImage | null): string {
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
          image,
        },
      ],
    },
  });
  return renderWithPage(<CartLine item={store.cart.items[0]!} store={store} />);
}

const attribute = (html: string, name: string) => new RegExp(`<img[^>]* ${name}="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('a cart line picture', () => {
  it('offers the photograph square-cropped at each width a 72 px box needs up to 3×, as one srcset', () => {
    const html = renderLine(PHOTO);
    const file = (width: number) => `${PHOTO.url}&width=${width}&height=${width}&crop=center ${width}w`;
    expect(attribute(html, 'srcSet')).toBe([96, 128, 160, 192, 224].map(file).join(', '));
    expect(attribute(html, 'sizes')).toBe('auto, 72px');
    expect(attribute(html, 'class')).toBe('cart-line__image');
    expect(attribute(html, 'loading')).toBe('lazy');
    expect(html).not.toContain('<source');
  });

  it('is decorative: the line names the set beside it', () => {
    expect(attribute(renderLine(PHOTO), 'alt')).toBe('');
  });

  it('shows a drawing (SVG) as it is', () => {
    const html = renderLine({
      url: 'http://localhost:3000/demo/shop/images/tailored-sateen-sheet-set-premium.svg?v=1',
      altText: null,
      width: 800,
      height: 800,
    });
    expect(attribute(html, 'src')).toBe('http://localhost:3000/demo/shop/images/tailored-sateen-sheet-set-premium.svg?v=1');
    expect(attribute(html, 'srcSet')).toBeUndefined();
  });

  it('keeps the empty square when the variant has no picture', () => {
    expect(renderLine(null)).toContain('<span class="cart-line__image"></span>');
  });
});
