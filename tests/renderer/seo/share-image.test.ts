import { describe, expect, it } from 'vitest';
import type { MediaRelation } from '../../../content/cms-types.ts';
import { shareImageFrom } from '../../../renderer/seo/share-image.ts';

const MEDIA_SOURCE = { layout: 'cms-url', base: 'https://cms.example.com' } as const;

function file(mime: string, ext: string, width: number, height: number): MediaRelation {
  return {
    data: {
      id: 1,
      attributes: {
        name: `bed${ext}`,
        alternativeText: 'Sateen sheets on a made bed',
        caption: null,
        width,
        height,
        hash: 'bed_4f2a',
        ext,
        mime,
        url: `/uploads/bed_4f2a${ext}`,
        formats: null,
        focalX: 40,
        focalY: 30,
      },
    },
  };
}

describe('the image a shared link shows', () => {
  it('is a photograph cropped to 1.91:1 around its focal point, as a JPEG at the width the networks show', () => {
    expect(shareImageFrom(file('image/jpeg', '.jpg', 5120, 3413), MEDIA_SOURCE)).toEqual({
      url: '/_image/w_1242,a_191x100,fp_40_30,f_jpeg/uploads/bed_4f2a.jpg',
      width: 1242,
      height: 650,
      alt: 'Sateen sheets on a made bed',
    });
  });

  it('keeps a drawing as it is', () => {
    expect(shareImageFrom(file('image/svg+xml', '.svg', 1200, 630), MEDIA_SOURCE)).toMatchObject({
      url: 'https://cms.example.com/uploads/bed_4f2a.svg',
      width: 1200,
      height: 630,
    });
  });
});
