// Camera photographs as the demo shop's product images: a folder of `{product handle}.jpg` files for
// DEMO_SHOP_IMAGES_DIR, filled once from realPhotos() (the photographs nearest a square product shot, a different
// one per product, the same ones each time), for the benchmarks and browser tests that look at /buy.
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG } from '../../demo-backends/storefront/demo-products.ts';
import { realPhotos } from './real-photos.ts';

export const PHOTOGRAPHED_SHOP_DIR = join(import.meta.dirname, '..', '..', '.cache', 'photographed-shop');

/** The folder to pass as DEMO_SHOP_IMAGES_DIR; its files are copied there when missing or changed. */
export async function photographedShopDir(dir = PHOTOGRAPHED_SHOP_DIR): Promise<string> {
  const squareness = (photo: { width: number; height: number }) => Math.abs(Math.log(photo.width / photo.height));
  const photos = [...(await realPhotos())].sort((a, b) => squareness(a) - squareness(b) || (a.path < b.path ? -1 : 1));
  if (photos.length < CATALOG.length) throw new Error(`The demo shop has ${CATALOG.length} products but realPhotos() found ${photos.length} photographs.`);
  mkdirSync(dir, { recursive: true });
  CATALOG.forEach(({ handle }, index) => {
    const from = photos[index]!.path;
    const to = join(dir, `${handle}.jpg`);
    if (!existsSync(to) || statSync(to).size !== statSync(from).size) copyFileSync(from, to);
  });
  return dir;
}
