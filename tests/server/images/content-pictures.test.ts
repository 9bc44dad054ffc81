// Only the pictures the content names are made: a camera photograph on a page answers at the URLs the page gives
// it, while invented versions and focal points of it are sent to its own URL and paths the content does not name
// are not found, none of them fetching or decoding anything. An editor previewing drafts gets their pictures made.
import { readFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '../../../content/cms-types.ts';
import type { RawContent } from '../../../content/content-snapshot.ts';
import { cmsImageSource } from '../../../content/images/cms-image-source.ts';
import { siteImageLoader } from '../../../content/images/image-loaders.ts';
import type { MediaSource } from '../../../content/media-url.ts';
import { ContentPictures } from '../../../server/images/content-pictures.ts';
import { type ImageApp, startImageApp } from './support/image-app.ts';
import { photoAtLeast } from './support/photos.ts';

let site: ImageApp;
let draft: ImageApp;
/** The content's media base: the paths under it are what the service reads under its own (the media host's). */
const source: MediaSource = { layout: 'hashed', base: 'https://media.linden.test' };
let pictures: ContentPictures;

const bed: Media = {
  name: 'bed.jpg',
  alternativeText: null,
  caption: null,
  width: 5000,
  height: 3333,
  hash: 'bed_4f2a',
  ext: '.jpg',
  mime: 'image/jpeg',
  url: '/uploads/bed_4f2a.jpg',
  formats: null,
  updatedAt: '2026-10-01T08:00:00.000Z',
  focalX: 30,
  focalY: 70,
};
const pagesShowing = (...files: Media[]): Partial<RawContent> => ({
  pages: { data: [{ id: 1, attributes: { slug: 'home', pageContent: files.map((file, id) => ({ id, image: { data: { id, attributes: file } } })) } }] },
});
/** The URLs a page gives the photograph: cropped to 4:5 around its focal point, and whole. */
const ownUrl = (aspect?: number) =>
  siteImageLoader(source.base).fileUrl(cmsImageSource(source, bed), { width: 640, format: 'avif', ...(aspect ? { aspect } : {}) })!;
const madeFiles = (app: ImageApp) => readdirSync(app.dir, { recursive: true }).filter((name) => /\.avif$/.test(String(name))).length;

beforeAll(async () => {
  const camera = await readFile((await photoAtLeast(5000)).path);
  const files = { 'bed_4f2a/bed_4f2a.jpg': { body: camera, type: 'image/jpeg' }, 'draft_9c1e/draft_9c1e.jpg': { body: camera, type: 'image/jpeg' } };
  pictures = new ContentPictures(source);
  site = await startImageApp(files, { pictures });
  pictures.learn(pagesShowing(bed));
  draft = await startImageApp(files, { pictures: new ContentPictures(source), previewing: () => true });
}, 120_000);
afterAll(async () => {
  await site.cleanup();
  await draft.cleanup();
});

describe('the pictures the content names', () => {
  it('are made at the URLs the page gives them', async () => {
    expect(ownUrl(0.8)).toBe('/_image/w_640,a_4x5,fp_30_70,f_avif,v_mup8um80/bed_4f2a/bed_4f2a.jpg');
    for (const url of [ownUrl(0.8), ownUrl()]) expect((await site.app.request(url)).status, url).toBe(200);
  }, 60_000);

  it('send 12 invented versions and focal points of a photograph to its own URL, fetching and transforming nothing', async () => {
    const made = madeFiles(site);
    const fetched = site.host.requests.get('bed_4f2a/bed_4f2a.jpg');
    for (let n = 0; n < 12; n++) {
      const invented =
        n % 2
          ? `/_image/w_640,a_4x5,fp_30_70,f_avif,v_x${n}/bed_4f2a/bed_4f2a.jpg`
          : `/_image/w_640,a_4x5,fp_${n}_${n},f_avif,v_mup8um80/bed_4f2a/bed_4f2a.jpg`;
      const response = await site.app.request(invented);
      expect(response.status, invented).toBe(301);
      expect(response.headers.get('Location')).toBe(ownUrl(0.8));
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
    expect((await site.app.request('/_image/w_640,f_avif,v_x1/bed_4f2a/bed_4f2a.jpg')).headers.get('Location')).toBe(ownUrl());
    expect(madeFiles(site)).toBe(made);
    expect(site.host.requests.get('bed_4f2a/bed_4f2a.jpg')).toBe(fetched);
  });

  it('answer a file no content shows with 404 before asking the media host', async () => {
    const response = await site.app.request('/_image/w_640,f_avif/draft_9c1e/draft_9c1e.jpg');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(site.host.requests.get('draft_9c1e/draft_9c1e.jpg')).toBeUndefined();
  });

  it('follow the content: a picture taken off every page is no longer made', async () => {
    const other: Media = { ...bed, hash: 'draft_9c1e', url: '/uploads/draft_9c1e.jpg' };
    pictures.learn(pagesShowing(other));
    try {
      expect((await site.app.request('/_image/w_320,f_webp,v_mup8um80/bed_4f2a/bed_4f2a.jpg')).status).toBe(404);
      expect((await site.app.request('/_image/w_320,f_webp,v_mup8um80/draft_9c1e/draft_9c1e.jpg')).status).toBe(200);
    } finally {
      pictures.learn(pagesShowing(bed));
    }
  }, 60_000);

  it('do not hold back an editor previewing a draft whose picture is not published yet', async () => {
    expect((await draft.app.request('/_image/w_320,f_webp,v_mup8um80/draft_9c1e/draft_9c1e.jpg')).status).toBe(200);
  }, 60_000);
});
