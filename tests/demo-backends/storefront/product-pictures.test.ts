// DEMO_SHOP_IMAGES_DIR: the photographs named after the drawings they replace; a folder that holds none of them, or
// a file that is not a JPEG, is a mistake the shop names instead of showing drawings silently.
import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DemoShopImagesError, ProductPictures } from '../../../demo-backends/storefront/product-pictures.ts';
import { realPhotos } from '../../../scripts/support/real-photos.ts';

const folder = () => mkdtemp(join(tmpdir(), 'demo-shop-photos-'));

describe('the demo shop’s product pictures', () => {
  it('are the drawings without a photographs folder', async () => {
    const pictures = new ProductPictures(null);
    expect(await pictures.forProduct('tailored-sateen-sheet-set-premium')).toMatchObject({
      file: 'tailored-sateen-sheet-set-premium.svg',
      mime: 'image/svg+xml',
      width: 800,
      height: 800,
    });
    expect(await pictures.byFile('tailored-sateen-sheet-set-premium.jpg')).toBeNull();
  });

  it('take each {handle}.jpg of the folder, measured upright', async () => {
    const dir = await folder();
    const photo = (await realPhotos()).at(-1)!;
    await copyFile(photo.path, join(dir, 'tailored-sateen-sheet-set-classic.jpg'));
    const pictures = new ProductPictures(dir);
    expect(await pictures.forProduct('tailored-sateen-sheet-set-classic')).toMatchObject({
      file: 'tailored-sateen-sheet-set-classic.jpg',
      mime: 'image/jpeg',
      width: photo.width,
      height: photo.height,
    });
    expect((await pictures.forProduct('tailored-sateen-sheet-set-premium')).mime).toBe('image/svg+xml');
  }, 300_000);

  it('refuse a folder with none of the pictures, naming the files it looks for', async () => {
    const dir = await folder();
    await writeFile(join(dir, 'sheets.jpg'), 'not these');
    expect(() => new ProductPictures(dir)).toThrow(
      new DemoShopImagesError(
        `DEMO_SHOP_IMAGES_DIR (${dir}) holds none of the demo shop's pictures; name the photographs tailored-sateen-sheet-set-premium.jpg, tailored-sateen-sheet-set-classic.jpg.`,
      ),
    );
  });

  it('refuse a file that is not a JPEG, naming it', async () => {
    const dir = await folder();
    await writeFile(join(dir, 'tailored-sateen-sheet-set-premium.jpg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(new ProductPictures(dir).forProduct('tailored-sateen-sheet-set-premium')).rejects.toThrow(
      /cannot use .*tailored-sateen-sheet-set-premium\.jpg as a product picture: it is svg, not a JPEG/,
    );
  });
});
