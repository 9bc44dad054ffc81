import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { focusOf, idealAvifBytes, shownRegion } from '../../../scripts/bench/ideal-image.ts';
import { realPhotos } from '../../../scripts/support/real-photos.ts';

describe('the part of a picture a box shows', () => {
  it('reads the computed object-position as a focal point, the centre otherwise', () => {
    expect(focusOf('30% 60%')).toEqual({ x: 30, y: 60 });
    expect(focusOf('50% 50%')).toEqual({ x: 50, y: 50 });
    expect(focusOf('10px 20px')).toEqual({ x: 50, y: 50 });
  });

  it('a 4:5 box over a 3:2 photograph shows its full height, slid as object-position places it', () => {
    expect(shownRegion({ width: 3000, height: 2000 }, 0.8, { x: 50, y: 50 })).toEqual({ left: 700, top: 0, width: 1600, height: 2000 });
    expect(shownRegion({ width: 3000, height: 2000 }, 0.8, { x: 0, y: 50 })).toEqual({ left: 0, top: 0, width: 1600, height: 2000 });
    expect(shownRegion({ width: 3000, height: 2000 }, 0.8, { x: 100, y: 50 })).toEqual({ left: 1400, top: 0, width: 1600, height: 2000 });
  });

  it('a 21:9 banner over the same photograph shows its full width', () => {
    expect(shownRegion({ width: 3000, height: 2000 }, 21 / 9, { x: 50, y: 25 })).toEqual({ left: 0, top: 179, width: 3000, height: 1286 });
  });
});

describe('the ideal file of a picture as shown', () => {
  let photo: Buffer;
  beforeAll(async () => {
    // A camera photograph brought down to 640 px, so each encode takes a moment, not seconds.
    const smallest = (await realPhotos()).sort((a, b) => a.width * a.height - b.width * b.height)[0]!;
    photo = await sharp(readFileSync(smallest.path)).resize({ width: 640 }).jpeg({ quality: 90 }).toBuffer();
  }, 120_000);

  it('is an AVIF at the pixels the box fills: fewer pixels, fewer bytes', async () => {
    const small = await idealAvifBytes(photo, { width: 160, height: 120, objectFit: 'cover', focus: { x: 50, y: 50 } });
    const large = await idealAvifBytes(photo, { width: 480, height: 360, objectFit: 'cover', focus: { x: 50, y: 50 } });
    expect(small).toBeGreaterThan(500);
    expect(large).toBeGreaterThan(small * 2);
  });

  it('never has more pixels than the source: a box wider than the photograph costs what the photograph costs', async () => {
    const { width = 0, height = 0 } = await sharp(photo).metadata();
    const atSize = await idealAvifBytes(photo, { width, height, objectFit: 'fill', focus: { x: 50, y: 50 } });
    const twice = await idealAvifBytes(photo, { width: width * 2, height: height * 2, objectFit: 'fill', focus: { x: 50, y: 50 } });
    expect(twice).toBe(atSize);
  });
});
