import { describe, expect, it } from 'vitest';
import { type BlockSkip, validateBlocks } from '../../../content/validate-blocks.ts';
import { DEMO_CONTENT } from '../../../demo-backends/cms/content/index.ts';
import { MEDIA } from '../../../demo-backends/cms/media/catalogue.ts';
import { resource_getNavigation, resource_getPages } from '../../../generated/cms-validators.ts';
import { choosePhotos, photoSlots, photographContent, strapiMedia, UPLOADED_AT, type PhotoSlot } from '../../../scripts/support/photographed-content.ts';
import type { StoredFile, StoredUpload } from '../../../scripts/support/strapi-uploads.ts';

const landscape = (name: string, width = 4000, height = 2667) => ({ path: `/photos/${name}.jpg`, width, height });
const portrait = (name: string) => ({ path: `/photos/${name}.jpg`, width: 2056, height: 3088 });

function file(hash: string, width: number, height: number, sizeInBytes: number): StoredFile {
  return { name: `${hash}.jpg`, hash, ext: '.jpg', mime: 'image/jpeg', width, height, sizeInBytes };
}

function upload(stem: string, focal: StoredUpload['focal'] = null): StoredUpload {
  const hash = `${stem}_0123456789`;
  return {
    ...file(hash, 3088, 2056, 915_732),
    name: `${stem}.jpg`,
    formats: {
      thumbnail: file(`thumbnail_${hash}`, 234, 156, 6_973),
      large: file(`large_${hash}`, 1000, 666, 110_465),
      medium: file(`medium_${hash}`, 750, 499, 63_800),
      small: file(`small_${hash}`, 500, 333, 28_722),
    },
    focal,
  };
}

const pageOf = (content: typeof DEMO_CONTENT, slug: string) => content.pages.find((page) => page.attributes.slug === slug)!;
const slot = (key: PhotoSlot['key'], aspect: number): PhotoSlot => ({ key, aspect, focalPoint: false });

describe('which pictures are photographed', () => {
  const keys = photoSlots(DEMO_CONTENT).map((s) => s.key);

  it('every picture on /, /products, /experts, /measure-up, the article, the menu and the modals', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'bedWhite',
        'sheetStack',
        'makerMargot',
        'makerJack',
        'mattressMeasure',
        'videoPoster',
        'cottonBoll',
        'sewing',
        'bedMist',
        'swatchMist',
      ]),
    );
  });

  it('never the icons, the press logos or the video', () => {
    expect(keys.filter((key) => /^(icon|logo)/.test(key) || MEDIA[key].mime !== 'image/svg+xml')).toEqual([]);
  });

  it("each slot keeps the shape its drawing was made in (the makers' portraits are 4:5)", () => {
    expect(photoSlots(DEMO_CONTENT).find((s) => s.key === 'makerMargot')).toEqual({ key: 'makerMargot', aspect: 0.8, focalPoint: true });
  });
});

describe('choosing a photograph for each slot', () => {
  const photos = [landscape('mountain'), landscape('river', 4000, 3000), portrait('dogs'), landscape('bridge', 4352, 2448)];

  it('a portrait box gets the portrait photograph, a wide banner the widest one', () => {
    const chosen = choosePhotos([slot('makerMargot', 0.8), slot('bedEvening', 1920 / 900)], photos);
    expect(chosen.map((c) => c.photo.path)).toEqual(['/photos/dogs.jpg', '/photos/bridge.jpg']);
    expect(chosen.every((c) => c.cropTo === undefined)).toBe(true);
  });

  it('is the same whatever order the photographs are listed in', () => {
    const slots = photoSlots(DEMO_CONTENT);
    expect(choosePhotos(slots, [...photos].reverse())).toEqual(choosePhotos(slots, photos));
  });

  it('spreads the photographs: two slots of one shape get two photographs', () => {
    const chosen = choosePhotos([slot('bedSand', 1.6), slot('bedMist', 1.6)], photos);
    expect(new Set(chosen.map((c) => c.photo.path)).size).toBe(2);
  });

  it('crops a landscape to the slot when no photograph is near its shape, as an editor would', () => {
    const [chosen] = choosePhotos([slot('makerTheo', 0.8)], [landscape('mountain')]);
    expect(chosen).toMatchObject({ key: 'makerTheo', cropTo: 0.8 });
  });

  it('says so when there is no photograph at all', () => {
    expect(() => choosePhotos([slot('bedWhite', 1.6)], [])).toThrow('No photographs');
  });
});

describe('the Strapi 5 upload of a photograph', () => {
  it('is the file at /uploads/{hash}{ext} with its four formats beside it, sizes in kilobytes', () => {
    const media = strapiMedia(upload('aitzgorri'), { alternativeText: 'A made bed' });
    expect(media).toMatchObject({
      name: 'aitzgorri.jpg',
      alternativeText: 'A made bed',
      width: 3088,
      height: 2056,
      hash: 'aitzgorri_0123456789',
      ext: '.jpg',
      mime: 'image/jpeg',
      size: 915.73,
      url: '/uploads/aitzgorri_0123456789.jpg',
      provider: 'local',
      focalX: null,
      focalY: null,
      updatedAt: UPLOADED_AT,
    });
    expect(Object.keys(media.formats ?? {})).toEqual(['thumbnail', 'large', 'medium', 'small']);
    expect(media.formats?.large).toEqual({
      name: 'large_aitzgorri_0123456789.jpg',
      hash: 'large_aitzgorri_0123456789',
      ext: '.jpg',
      mime: 'image/jpeg',
      path: null,
      width: 1000,
      height: 666,
      size: 110.47,
      sizeInBytes: 110_465,
      url: '/uploads/large_aitzgorri_0123456789.jpg',
    });
  });

  it("carries the editor's focal point in percent", () => {
    expect(strapiMedia(upload('friends', { x: 50, y: 28 }), { alternativeText: null })).toMatchObject({ focalX: 50, focalY: 28 });
  });

  it('has no formats when Strapi made none (a picture smaller than the thumbnail)', () => {
    expect(strapiMedia({ ...upload('tiny'), formats: {} }, { alternativeText: null }).formats).toBeNull();
  });
});

describe('the photographed content', () => {
  const uploads = photoSlots(DEMO_CONTENT).map((s, index) => ({ key: s.key, upload: upload(index % 2 === 0 ? 'even' : `photo${index}`) }));
  const content = photographContent(DEMO_CONTENT, uploads);

  it("puts the upload in the home hero, keeping the editor's alt text", () => {
    const hero = pageOf(content, 'home').attributes.pageContent[0] as { image: { data: { id: number; attributes: { url: string; alternativeText: string } } } };
    expect(hero.image.data.attributes.url).toBe('/uploads/even_0123456789.jpg');
    expect(hero.image.data.attributes.alternativeText).toBe(MEDIA.bedWhite.alternativeText);
  });

  it('gives one upload used in several places one media-library id', () => {
    const ids = new Set<number>();
    JSON.stringify(content.pages, (name, value: unknown) => {
      const media = value as { data?: { id?: number; attributes?: { hash?: string } } };
      if (media?.data?.attributes?.hash === 'even_0123456789') ids.add(media.data.id!);
      return value;
    });
    expect([...ids]).toEqual([1001]);
  });

  it('leaves the icons and the pages not photographed as drawings', () => {
    const intro = pageOf(content, 'products').attributes.pageContent[0] as { icon: { data: { attributes: { mime: string } } } };
    expect(intro.icon.data.attributes.mime).toBe('image/svg+xml');
    expect(pageOf(content, 'how-it-works')).toBe(pageOf(DEMO_CONTENT, 'how-it-works'));
    expect(content.header).toBe(DEMO_CONTENT.header);
  });

  it('photographs the article, the menu and the modals', () => {
    const article = content.articles.find((a) => a.attributes.slug === 'from-cotton-boll-to-bed')!;
    expect(article.attributes.image.data?.attributes.mime).toBe('image/jpeg');
    expect(content.navigation.data.attributes.image.data?.attributes.mime).toBe('image/jpeg');
    expect(content.soldOutModal.data.attributes.image.data?.attributes.mime).toBe('image/jpeg');
  });

  it("is valid by the site's own schema: every block of every photographed page is kept", () => {
    expect(resource_getPages({ data: content.pages, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: content.pages.length } } })).toBe(true);
    expect(resource_getNavigation(content.navigation)).toBe(true);
    for (const slug of ['home', 'products', 'experts', 'measure-up']) {
      const skipped: BlockSkip[] = [];
      validateBlocks(slug, pageOf(content, slug).attributes.pageContent, (skip) => skipped.push(skip));
      expect(skipped).toEqual([]);
    }
  });
});
