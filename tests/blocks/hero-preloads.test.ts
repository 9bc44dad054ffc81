import { describe, expect, it } from 'vitest';
import type { Media, MediaRelation } from '../../content/cms-types.ts';
import { imagePreloads } from '../../blocks/hero-preloads.ts';
import { HOME_HERO_BOX, PAGE_INTRO_BACKDROP_BOX } from '../../blocks/shared/image-boxes.ts';
import { contactBackdropViews } from '../../blocks/ContactDetails/contact-backdrop.ts';
import { pictureData } from '../../content/images/picture-sources.ts';
import { cmsPictureViews } from '../../blocks/shared/cms-picture-views.ts';
import { cmsImageLoader } from '../../content/images/image-loaders.ts';
import type { BlockOf } from '../../content/cms-types.ts';

const MEDIA_SOURCE = { layout: 'cms-url', base: 'https://cms.example.com' } as const;

function photo(hash: string, width: number, height: number): MediaRelation {
  const media: Media = {
    name: `${hash}.jpg`,
    alternativeText: null,
    caption: null,
    width,
    height,
    hash,
    ext: '.jpg',
    mime: 'image/jpeg',
    url: `/uploads/${hash}.jpg`,
    formats: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
  return { data: { id: 1, attributes: media } };
}

describe('the preload of the image that opens a page', () => {
  it('is the AVIF srcset and sizes of the <picture> itself, so the browser fetches the file once', () => {
    const image = photo('bed_4f2a', 5120, 3413);
    const [preload] = imagePreloads(MEDIA_SOURCE, [{ image, box: HOME_HERO_BOX }]);
    const { sources } = pictureData(cmsPictureViews(MEDIA_SOURCE, [{ image, box: HOME_HERO_BOX }]), cmsImageLoader(MEDIA_SOURCE), { lazy: false });
    expect(preload).toEqual({ imageSrcSet: sources[0]!.srcSet, imageSizes: sources[0]!.sizes, type: 'image/avif' });
    expect(preload!.imageSizes).not.toContain('auto');
  });

  it('preloads each image of an art-directed pair only where it is shown', () => {
    const block = {
      backgroundImageDesktop: photo('desk_wide', 4000, 2250),
      backgroundImageMobile: photo('desk_tall', 2000, 3556),
    } as BlockOf<'ContactDetails'>;
    const preloads = imagePreloads(MEDIA_SOURCE, contactBackdropViews(block));
    expect(preloads.map((preload) => preload.media)).toEqual(['(min-width: 768px)', '(max-width: 767.98px)']);
    expect(preloads[0]!.imageSrcSet).toContain('/uploads/desk_wide.jpg');
    expect(preloads[1]!.imageSrcSet).toContain('/uploads/desk_tall.jpg');
  });

  it('preloads each shape of a backdrop only at the widths it is shown, never two files on one screen', () => {
    const preloads = imagePreloads(MEDIA_SOURCE, [{ image: photo('banner', 5120, 2880), box: PAGE_INTRO_BACKDROP_BOX }]);
    expect(preloads.map((preload) => preload.media)).toEqual(['(min-width: 992px)', '(min-width: 576px) and (max-width: 991.98px)', '(max-width: 575.98px)']);
  });

  it('names a drawing by its own URL', () => {
    const drawing: MediaRelation = {
      data: { id: 2, attributes: { ...photo('x', 800, 600).data!.attributes, mime: 'image/svg+xml', ext: '.svg', url: '/uploads/x.svg' } },
    };
    expect(imagePreloads(MEDIA_SOURCE, [{ image: drawing, box: HOME_HERO_BOX }])).toEqual([{ href: 'https://cms.example.com/uploads/x.svg' }]);
  });
});
