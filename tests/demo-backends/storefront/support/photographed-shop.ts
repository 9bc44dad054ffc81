// A demo shop whose premium set is a real camera photograph (DEMO_SHOP_IMAGES_DIR), the classic set still a drawing.
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createDemoShopApp } from '../../../../demo-backends/storefront/app.ts';
import { SqliteCartStore } from '../../../../demo-backends/storefront/sqlite-cart-store.ts';
import { realPhotos, type RealPhoto } from '../../../../scripts/support/real-photos.ts';
import { PUBLIC_BASE_URL, tempDbPath } from './demo-shop.ts';

export const PHOTOGRAPHED_HANDLE = 'tailored-sateen-sheet-set-premium';

/** The smallest of the camera JPEGs (about 2,600 px wide) keeps each transform quick. */
export async function photographedShop(): Promise<{ app: Hono; photo: RealPhoto; dir: string }> {
  const photos = await realPhotos();
  const photo = photos[photos.length - 1]!;
  const dir = await mkdtemp(join(tmpdir(), 'demo-shop-photos-'));
  await copyFile(photo.path, join(dir, `${PHOTOGRAPHED_HANDLE}.jpg`));
  const app = createDemoShopApp({ carts: new SqliteCartStore(tempDbPath()), publicBaseUrl: PUBLIC_BASE_URL, photosDir: dir });
  return { app, photo, dir };
}

/** A URL the shop answered, as a request to the app (which is mounted at the root in tests). */
export const pathOf = (url: string) => url.slice(PUBLIC_BASE_URL.length);
