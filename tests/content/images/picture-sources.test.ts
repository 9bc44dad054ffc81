import { describe, expect, it } from 'vitest';
import { box, fixedBox } from '../../../content/images/image-box.ts';
import { shopifyImageLoader, siteImageLoader } from '../../../content/images/image-loaders.ts';
import { pictureData, viewsOf } from '../../../content/images/picture-sources.ts';

const BASE = 'https://cms.example.com';
const PHOTO = { url: `${BASE}/uploads/bed.jpg`, width: 5000, height: 3333, mime: 'image/jpeg' };
const site = siteImageLoader(BASE);

describe('a picture as markup', () => {
  it('offers AVIF and WebP sources before a JPEG <img>, each at the ladder widths the box needs', () => {
    const { sources, img } = pictureData(viewsOf(PHOTO, fixedBox(72, 1)), site, { lazy: true });
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.srcSet).toBe(
      [
        '/_image/w_96,a_1x1,f_avif/uploads/bed.jpg 96w',
        '/_image/w_128,a_1x1,f_avif/uploads/bed.jpg 128w',
        '/_image/w_160,a_1x1,f_avif/uploads/bed.jpg 160w',
        '/_image/w_192,a_1x1,f_avif/uploads/bed.jpg 192w',
        '/_image/w_224,a_1x1,f_avif/uploads/bed.jpg 224w',
      ].join(', '),
    );
    expect(sources[0]!.sizes).toBe('auto, 72px');
    expect(img.srcSet).toContain('/_image/w_224,a_1x1,f_jpeg/uploads/bed.jpg 224w');
    expect(img.src).toMatch(/^\/_image\/w_\d+,a_1x1,f_jpeg\/uploads\/bed\.jpg$/);
  });

  it('gives each shape the box crops to its own sources under its media condition', () => {
    const { sources } = pictureData(viewsOf(PHOTO, box({ from: 768, vw: 100, aspect: 16 / 9 }, { vw: 100, aspect: 9 / 16 })), site, { lazy: false });
    expect(sources.map((source) => [source.media, source.type])).toEqual([
      ['(min-width: 768px)', 'image/avif'],
      ['(min-width: 768px)', 'image/webp'],
      ['(min-width: 768px)', 'image/jpeg'],
      [undefined, 'image/avif'],
      [undefined, 'image/webp'],
    ]);
    expect(sources[0]!.srcSet).toContain(',a_16x9,');
    expect(sources[3]!.srcSet).toContain(',a_9x16,');
  });

  it('keeps a drawing as the one file it is', () => {
    const drawing = { url: `${BASE}/uploads/icon.svg`, width: 64, height: 64, mime: 'image/svg+xml' };
    expect(pictureData(viewsOf(drawing, box({ from: 768, px: 64, aspect: 1 }, { px: 48, aspect: 1 })), site, { lazy: true })).toEqual({
      sources: [],
      img: { src: drawing.url },
    });
  });

  it('lets a CDN that negotiates the format serve one srcset', () => {
    const { sources, img } = pictureData(viewsOf({ ...PHOTO, url: 'https://cdn.shopify.com/sheet.jpg' }, fixedBox(80, 1)), shopifyImageLoader(), {
      lazy: true,
    });
    expect(sources).toEqual([]);
    expect(img.srcSet?.split(', ')[0]).toBe('https://cdn.shopify.com/sheet.jpg?width=96&height=96&crop=center 96w');
  });
});
