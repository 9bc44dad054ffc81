// Shop pictures: the file type comes from the URL (the Storefront's Image has none), and the URLs the site asks the
// Shopify CDN for are the ones Hydrogen's own Image asks for (width, height, crop=center, after the file's own query).
import { Image as HydrogenImage } from '@shopify/hydrogen-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shopifyImageLoader } from '../../../content/images/image-loaders.ts';
import type { ImageWidth } from '../../../content/images/image-widths.ts';
import { shopImageMime, shopImageSource } from '../../../content/images/shop-image-source.ts';

const PHOTO = { url: 'https://cdn.shopify.com/s/files/1/0001/files/sheet-set.jpg?v=1712', altText: 'Folded sheets', width: 3000, height: 3000 };

describe('a shop picture as a picture source', () => {
  it.each([
    ['https://cdn.shopify.com/s/files/1/files/a.jpg?v=1', 'image/jpeg'],
    ['https://cdn.shopify.com/s/files/1/files/a.JPEG', 'image/jpeg'],
    ['https://cdn.shopify.com/s/files/1/files/a.png?v=1#x', 'image/png'],
    ['https://cdn.shopify.com/s/files/1/files/a.webp', 'image/webp'],
    ['/demo/shop/images/tailored-sateen-sheet-set-premium.svg?v=2', 'image/svg+xml'],
    ['https://cdn.shopify.com/s/files/1/files/a.gif', 'image/gif'],
    ['https://cdn.shopify.com/s/files/1/files/no-extension?v=1', 'application/octet-stream'],
  ])('reads the file type of %s from its extension', (url, mime) => {
    expect(shopImageMime(url)).toBe(mime);
  });

  it('keeps the size the shop answered', () => {
    expect(shopImageSource(PHOTO)).toEqual({ url: PHOTO.url, width: 3000, height: 3000, mime: 'image/jpeg' });
  });
});

describe('the Shopify CDN loader', () => {
  const loader = shopifyImageLoader();

  it('asks for a width, and a height with crop=center where the box crops', () => {
    const source = shopImageSource(PHOTO);
    expect(loader.fileUrl(source, { width: 640, format: null })).toBe(`${PHOTO.url}&width=640`);
    expect(loader.fileUrl(source, { width: 640, aspect: 4 / 3, format: null })).toBe(`${PHOTO.url}&width=640&height=480&crop=center`);
    expect(loader.fileUrl({ ...source, url: '/demo/shop/images/a.jpg' }, { width: 96, aspect: 1, format: null })).toBe(
      '/demo/shop/images/a.jpg?width=96&height=96&crop=center',
    );
    expect(loader.negotiatesFormat).toBe(true);
  });

  it('writes each cropped file as Hydrogen’s Image writes it for the same width', () => {
    const html = renderToStaticMarkup(<HydrogenImage data={PHOTO} aspectRatio="1/1" sizes="100vw" />);
    const srcSet = /srcSet="([^"]+)"/i.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const candidates = srcSet.split(', ').map((entry) => entry.split(' ') as [string, string]);
    expect(candidates.length).toBeGreaterThan(3);
    for (const [url, descriptor] of candidates) {
      const width = Number(descriptor.replace('w', ''));
      expect(loader.fileUrl(shopImageSource(PHOTO), { width: width as ImageWidth, aspect: 1, format: null })).toBe(url);
    }
  });
});
