import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCmsClient } from '../../../clients/cms/cms-client.ts';
import type { Media } from '../../../content/cms-types.ts';
import type { RawContent } from '../../../content/content-snapshot.ts';
import { ContentStore } from '../../../server/content/content-store.ts';
import { ImageDiskCache } from '../../../server/images/image-disk-cache.ts';
import { ImageService } from '../../../server/images/image-service.ts';
import { MediaPlaceholders } from '../../../server/images/media-placeholders.ts';
import { PlaceholderStore } from '../../../server/images/placeholder-store.ts';
import { createSourceReader } from '../../../server/images/source-reader.ts';
import { CMS_ORIGIN, recording, replayCms } from '../content/cms-replay.ts';
import { SVG_WITH_SCRIPT } from './support/hostile-files.ts';
import { type MediaHost, startMediaHost } from './support/media-host.ts';
import { photoAtLeast } from './support/photos.ts';

const PLACEHOLDER = /^url\(data:image\/webp;base64,[A-Za-z0-9+/=]+\) 50% \/ cover no-repeat #[0-9a-f]{6}$/;
const UPDATED_AT = '2026-10-01T08:00:00.000Z';

let photo: Buffer;
let thumbnail: Buffer;
let host: MediaHost;
let dataDir: string;

beforeAll(async () => {
  photo = await readFile((await photoAtLeast(5000)).path);
  thumbnail = await sharp(photo).resize(245).jpeg().toBuffer();
}, 120_000);
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'placeholders-'));
  host = await startMediaHost({
    'bed/bed.jpg': { body: photo, type: 'image/jpeg' },
    'thumbnail_bed/thumbnail_bed.jpg': { body: thumbnail, type: 'image/jpeg' },
    'lone/lone.jpg': { body: thumbnail, type: 'image/jpeg' },
    'drawing/drawing.svg': { body: SVG_WITH_SCRIPT, type: 'image/svg+xml' },
    'broken/broken.jpg': { body: 'not a picture', type: 'image/jpeg' },
  });
});
afterEach(async () => {
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function media(hash: string, ext: string, mime: string, formats: Media['formats'] = null): Media {
  return {
    name: hash,
    alternativeText: null,
    caption: null,
    width: 5000,
    height: 3000,
    hash,
    ext,
    mime,
    url: `/uploads/${hash}${ext}`,
    formats,
    updatedAt: UPDATED_AT,
  };
}

const bed = () =>
  media('bed', '.jpg', 'image/jpeg', {
    thumbnail: { hash: 'thumbnail_bed', ext: '.jpg', mime: 'image/jpeg', url: '/uploads/thumbnail_bed.jpg', width: 245, height: 147 },
  });

/** Pages whose blocks hold the given media, shaped as the CMS sends them. */
function pagesWith(...files: Media[]): Partial<RawContent> {
  return {
    pages: {
      data: [
        {
          id: 1,
          attributes: {
            slug: 'home',
            title: 'Home',
            pageContent: files.map((file, id) => ({ id, componentName: 'Picture', image: { data: { id, attributes: file } } })),
            seo: { title: 'kept as is' },
          },
        },
      ],
    },
  };
}

const mediaIn = (raw: Partial<RawContent>) =>
  (raw.pages as { data: { attributes: { pageContent: { image: { data: { attributes: Media } } }[] } }[] }).data[0]!.attributes.pageContent.map(
    (block) => block.image.data.attributes,
  );

function placeholders(mediaBase = host.base, store = new PlaceholderStore(join(dataDir, 'images', 'placeholders.json'))) {
  const service = new ImageService({
    mediaBase,
    readSource: createSourceReader({ timeoutMs: 2_000, maxBytes: 25 * 1024 * 1024 }),
    cache: new ImageDiskCache(join(dataDir, 'images'), 1 << 26),
    transformConcurrency: 2,
  });
  return new MediaPlaceholders({ service, mediaSource: { layout: 'hashed', base: mediaBase }, store });
}

describe('placeholders of CMS pictures', () => {
  it('makes a tiny blurred WebP over the dominant colour for a photograph, from its smallest Strapi format', async () => {
    const decorator = placeholders();
    const raw = pagesWith(bed());
    expect(await decorator.prepare(raw)).toBe(true);
    const [decorated] = mediaIn(decorator.decorate(raw));
    expect(decorated!.placeholder).toMatch(PLACEHOLDER);
    expect(decorated!.placeholder!.length).toBeLessThan(400);
    expect(host.requests.get('thumbnail_bed/thumbnail_bed.jpg')).toBe(1);
    expect(host.requests.get('bed/bed.jpg')).toBeUndefined();
  });

  it('reads the file itself when Strapi made no formats', async () => {
    const decorator = placeholders();
    const raw = pagesWith(media('lone', '.jpg', 'image/jpeg'));
    await decorator.prepare(raw);
    expect(mediaIn(decorator.decorate(raw))[0]!.placeholder).toMatch(PLACEHOLDER);
  });

  it('leaves the CMS bodies as they came (a decorated copy), sharing every part without pictures', async () => {
    const decorator = placeholders();
    const raw = pagesWith(bed());
    const before = JSON.stringify(raw);
    await decorator.prepare(raw);
    const decorated = decorator.decorate(raw);
    expect(JSON.stringify(raw)).toBe(before);
    const page = (body: unknown) => (body as { data: { attributes: { seo: unknown } }[] }).data[0]!.attributes;
    expect(page(decorated.pages).seo).toBe(page(raw.pages).seo);
    expect(decorator.decorate(raw)).toEqual(decorated);
    expect(decorator.decorate(raw).pages).toBe(decorated.pages);
  });

  it('gives SVG drawings and videos none, and a broken picture none without holding up the others', async () => {
    const decorator = placeholders();
    const raw = pagesWith(media('drawing', '.svg', 'image/svg+xml'), media('film', '.mp4', 'video/mp4'), media('broken', '.jpg', 'image/jpeg'), bed());
    await decorator.prepare(raw);
    const [drawing, film, broken, photograph] = mediaIn(decorator.decorate(raw));
    expect(drawing!.placeholder).toBeUndefined();
    expect(film!.placeholder).toBeUndefined();
    expect(broken!.placeholder).toBeUndefined();
    expect(photograph!.placeholder).toMatch(PLACEHOLDER);
    expect(host.requests.get('drawing/drawing.svg')).toBeUndefined();
  });

  it('keeps them on disk by file URL and upload time: a restart makes none again, another instance makes the same', async () => {
    const first = placeholders();
    const raw = pagesWith(bed());
    await first.prepare(raw);
    const value = mediaIn(first.decorate(raw))[0]!.placeholder;
    const saved = JSON.parse(readFileSync(join(dataDir, 'images', 'placeholders.json'), 'utf8')) as { placeholders: Record<string, string> };
    expect(saved.placeholders).toEqual({ [`${host.base}/bed/bed.jpg@${UPDATED_AT}`]: value });

    const restarted = placeholders();
    expect(await restarted.prepare(raw)).toBe(false);
    expect(mediaIn(restarted.decorate(raw))[0]!.placeholder).toBe(value);
    expect(host.requests.get('thumbnail_bed/thumbnail_bed.jpg')).toBe(1);

    const otherInstance = placeholders(host.base, new PlaceholderStore(join(dataDir, 'elsewhere.json')));
    await otherInstance.prepare(raw);
    expect(mediaIn(otherInstance.decorate(raw))[0]!.placeholder).toBe(value);

    const replaced = pagesWith({ ...bed(), updatedAt: '2026-11-01T08:00:00.000Z' });
    expect(mediaIn(restarted.decorate(replaced))[0]!.placeholder).toBeUndefined();
  });
});

describe('placeholders in the content snapshot', () => {
  beforeEach(() => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
  });
  afterEach(() => {
    nock.cleanAll();
    nock.enableNetConnect();
  });

  it('appear on the snapshot soon after the content is accepted, and never in the persisted CMS content', async () => {
    const pages = structuredClone(recording('pages').body) as { data: { attributes: { pageContent: { image?: { data: { attributes: Media } | null } }[] } }[] };
    const block = pages.data[0]!.attributes.pageContent.find((candidate) => candidate.image?.data)!;
    block.image!.data!.attributes = bed();
    replayCms({ pages: (interceptor) => interceptor.reply(200, pages) });
    const persistPath = join(dataDir, 'content.json');
    const store = new ContentStore({ cms: createCmsClient({ baseUrl: CMS_ORIGIN, token: null, timeoutMs: 1_000 }), persistPath, decorator: placeholders() });
    const changes: number[] = [];
    store.onChange(() => changes.push(Date.now()));
    await store.refresh();
    expect(store.complete).toBe(true);
    const shownImage = () =>
      (
        store.current.pages
          .get('home')!
          .blocks.find((candidate) => (candidate as { image?: { data: { attributes: Media } | null } }).image?.data?.attributes.hash === 'bed') as
          { image: { data: { attributes: Media } } } | undefined
      )?.image.data.attributes;
    await expect.poll(() => shownImage()?.placeholder, { timeout: 10_000 }).toMatch(PLACEHOLDER);
    expect(changes.length).toBe(2);
    expect(readFileSync(persistPath, 'utf8')).not.toContain('data:image/webp');
  });
});
