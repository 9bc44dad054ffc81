import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPhotos, type RealPhoto } from '../../../scripts/support/real-photos.ts';
import { servedFileNames, storeUploads, type StoredUpload } from '../../../scripts/support/strapi-uploads.ts';

const dir = mkdtempSync(join(tmpdir(), 'strapi-uploads-'));
let photo: RealPhoto;
let stored: StoredUpload;

beforeAll(async () => {
  // A portrait camera photograph: the formats then fit inside their squares by height, as Strapi's do.
  photo = (await realPhotos()).filter((p) => p.height > p.width).sort((a, b) => a.width * a.height - b.width * b.height)[0]!;
  stored = (await storeUploads(dir, [{ photo, focalPoint: true }]))[0]!;
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a photograph stored as Strapi 5 stores an upload', () => {
  it('keeps the full-size photograph, re-encoded as a JPEG no larger than the camera file', async () => {
    expect(stored).toMatchObject({ width: photo.width, height: photo.height, mime: 'image/jpeg', ext: '.jpg' });
    const bytes = readFileSync(join(dir, `${stored.hash}${stored.ext}`));
    expect(bytes.length).toBe(stored.sizeInBytes);
    expect(bytes.length).toBeLessThanOrEqual(readFileSync(photo.path).length);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('makes large, medium and small fitting inside 1000, 750 and 500 px squares, and a thumbnail inside 245×156', () => {
    const longSide = (width: number, height: number) => Math.max(width, height);
    expect(longSide(stored.formats.large!.width, stored.formats.large!.height)).toBe(1000);
    expect(longSide(stored.formats.medium!.width, stored.formats.medium!.height)).toBe(750);
    expect(longSide(stored.formats.small!.width, stored.formats.small!.height)).toBe(500);
    expect(stored.formats.thumbnail!.height).toBe(156);
    expect(stored.formats.thumbnail!.width).toBeLessThanOrEqual(245);
    expect(stored.formats.large).toMatchObject({ hash: `large_${stored.hash}`, name: `large_${stored.name}`, mime: 'image/jpeg' });
  });

  it('finds a focal point inside the middle half of the picture', () => {
    expect(stored.focal!.x).toBeGreaterThanOrEqual(25);
    expect(stored.focal!.x).toBeLessThanOrEqual(75);
    expect(stored.focal!.y).toBeGreaterThanOrEqual(25);
    expect(stored.focal!.y).toBeLessThanOrEqual(75);
  });

  it('reuses the stored files on a second start, and serves only them', async () => {
    const lines: string[] = [];
    const [again] = await storeUploads(dir, [{ photo, focalPoint: true }], (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(again).toEqual(stored);
    expect(servedFileNames([stored])).toEqual(new Set([stored, ...Object.values(stored.formats)].map((f) => `${f.hash}.jpg`)));
  });

  it('crops to the shape the editor chose before storing, and names that a different upload', async () => {
    const [cropped] = await storeUploads(dir, [{ photo, cropTo: 1, focalPoint: false }]);
    expect(cropped!.width).toBe(cropped!.height);
    expect(cropped!.hash).not.toBe(stored.hash);
    expect(cropped!.focal).toBeNull();
  });
});
