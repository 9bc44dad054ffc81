import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageServiceError } from '../../../server/images/image-errors.ts';
import { transformImage } from '../../../server/images/image-transform.ts';
import { pngClaiming } from './support/hostile-files.ts';
import { photoAtLeast } from './support/photos.ts';

let camera: Buffer;
let cameraSize: { width: number; height: number };
/** A 1,000 px rendition of a photograph, for the checks that need no 5,000 px decode. */
let small: Buffer;

beforeAll(async () => {
  const photo = await photoAtLeast(5000);
  camera = await readFile(photo.path);
  cameraSize = photo;
  small = await sharp((await photoAtLeast(2500, { atMost: 4500 })).path)
    .resize(1000)
    .jpeg({ quality: 95 })
    .toBuffer();
}, 120_000);

const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length;

describe('transforming a camera photograph', () => {
  it.each([
    ['avif', 'heif'],
    ['webp', 'webp'],
    ['jpeg', 'jpeg'],
  ] as const)(
    'a 5,000+ px JPEG asked as w_1242 %s is 1,242 px wide, in that format, sRGB, without EXIF',
    async (format, container) => {
      const image = await transformImage(camera, { width: 1242, format });
      const metadata = await sharp(image.bytes).metadata();
      expect(cameraSize.width).toBeGreaterThanOrEqual(5000);
      expect(image.width).toBe(1242);
      expect(metadata.width).toBe(1242);
      expect(metadata.height).toBe(Math.round((1242 * cameraSize.height) / cameraSize.width));
      expect(metadata.format).toBe(container);
      expect(metadata.space).toBe('srgb');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    },
    30_000,
  );

  it('drops EXIF with GPS position and camera details', async () => {
    const tagged = await sharp(small)
      .withExif({
        IFD0: { Make: 'Linden', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif?.length).toBeGreaterThan(100);
    for (const format of ['jpeg', 'webp', 'avif', 'png'] as const) {
      const metadata = await sharp((await transformImage(tagged, { width: 320, format })).bytes).metadata();
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('turns a photograph upright by its EXIF orientation before resizing', async () => {
    const sideways = await sharp(small).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const { width, height } = await sharp(small).metadata();
    const image = await transformImage(sideways, { width: 320, format: 'webp' });
    expect(image.width).toBe(320);
    expect(image.height).toBe(Math.round((320 * width!) / height!));
  });

  it('converts a picture with a Display P3 profile to sRGB pixels (colours stay right)', async () => {
    const p3 = await sharp(small).withIccProfile('p3').jpeg({ quality: 95 }).toBuffer();
    expect((await sharp(p3).metadata()).icc?.length).toBeGreaterThan(0);
    const fromSrgb = await sharp((await transformImage(small, { width: 640, format: 'png' })).bytes)
      .raw()
      .toBuffer();
    const fromP3Image = await transformImage(p3, { width: 640, format: 'png' });
    const fromP3 = await sharp(fromP3Image.bytes).raw().toBuffer();
    const profileIgnored = await sharp(p3).resize(640).keepIccProfile().raw().toBuffer();
    expect((await sharp(fromP3Image.bytes).metadata()).icc).toBeUndefined();
    expect(meanDifference(fromSrgb, fromP3)).toBeLessThan(1.5);
    expect(meanDifference(fromSrgb, profileIgnored)).toBeGreaterThan(2 * meanDifference(fromSrgb, fromP3));
  });

  it('never enlarges: a width beyond the source gives the source width', async () => {
    const image = await transformImage(small, { width: 1440, format: 'webp' });
    expect(image.width).toBe(1000);
  });

  it('crops to the asked aspect around the focal point, which stays inside the crop', async () => {
    // A photograph with one red dot at the focal point (80 %, 30 %): the crop must show it.
    const { width, height } = await sharp(small).metadata();
    const dot = { x: Math.round(width! * 0.8), y: Math.round(height! * 0.3) };
    const marked = await sharp(small)
      .composite([{ input: { create: { width: 24, height: 24, channels: 3, background: '#ff0000' } }, left: dot.x - 12, top: dot.y - 12 }])
      .jpeg({ quality: 95 })
      .toBuffer();
    const image = await transformImage(marked, { width: 320, format: 'png', aspect: [9, 16], focus: { x: 80, y: 30 } });
    expect(image.width).toBe(320);
    expect(image.height).toBe(569);
    const { data, info } = await sharp(image.bytes).raw().toBuffer({ resolveWithObject: true });
    let reddest = { x: 0, y: 0, score: -Infinity };
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const at = (y * info.width + x) * info.channels;
        const score = data[at]! - (data[at + 1]! + data[at + 2]!) / 2;
        if (score > reddest.score) reddest = { x, y, score };
      }
    }
    expect(reddest.score).toBeGreaterThan(150);
    // Centred on the dot, as far as the picture's edges allow: the dot sits at mid-width of a full-height crop.
    expect(Math.abs(reddest.x - info.width / 2)).toBeLessThan(20);
  });

  it('keeps the transparency of a PNG asked as PNG, and lays it on white as JPEG', async () => {
    const transparent = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const png = await sharp((await transformImage(transparent, { width: 128, format: 'png' })).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(png.info.channels).toBe(4);
    expect(png.data[3]).toBe(0);
    const jpeg = await sharp((await transformImage(transparent, { width: 128, format: 'jpeg' })).bytes)
      .raw()
      .toBuffer();
    expect(jpeg[0]).toBeGreaterThan(250);
  });
});

describe('hostile sources', () => {
  it('refuses a 50,000 × 50,000 px picture by its header alone, fast, without decoding it (413)', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    const error = await transformImage(bomb, { width: 640, format: 'avif' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageServiceError);
    expect(error).toMatchObject({ status: 413 });
    expect((error as Error).message).toMatch(/50000 × 50000 px/);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('answers a file that is not a picture with 415', async () => {
    await expect(transformImage(Buffer.from('<html><body>Not a picture</body></html>'), { width: 640, format: 'webp' })).rejects.toMatchObject({ status: 415 });
  });

  it('answers a truncated picture it cannot decode with 422, not a crash', async () => {
    const broken = (await readFile((await photoAtLeast(2500, { atMost: 3000 })).path)).subarray(0, 2000);
    await expect(transformImage(broken, { width: 640, format: 'webp' })).rejects.toBeInstanceOf(ImageServiceError);
  });
});
