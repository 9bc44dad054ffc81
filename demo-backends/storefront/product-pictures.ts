// The demo shop's product pictures: a drawing (SVG) per product, or, from a folder of photographs
// (DEMO_SHOP_IMAGES_DIR), the camera JPEG named after the drawing it replaces ({handle}.jpg). Each picture's URL
// carries a version of its bytes (`?v=`), as Shopify's URLs do, so its files can be cached for good.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { CATALOG } from './demo-products.ts';

export type ProductPicture = {
  /** The file's name in its URL: `{handle}.svg` or `{handle}.jpg`. */
  file: string;
  mime: 'image/svg+xml' | 'image/jpeg';
  bytes: Buffer;
  /** As shown, the camera's orientation applied. */
  width: number;
  height: number;
  version: string;
};

/** A photograph larger than this is refused before it is decoded: 50 megapixels, twice a 6,000 × 4,000 camera's. */
export const MAX_SOURCE_PIXELS = 50_000_000;

export class DemoShopImagesError extends Error {}

type Source = { handle: string; file: string; path: string | URL; mime: ProductPicture['mime'] };

const drawingOf = (handle: string): Source => ({ handle, file: `${handle}.svg`, path: new URL(`./images/${handle}.svg`, import.meta.url), mime: 'image/svg+xml' });

/** The photographs a folder offers: `{handle}.jpg` for each product that has one; a folder with none is a mistake. */
function photographsIn(dir: string): Map<string, Source> {
  const found = new Map<string, Source>();
  for (const { handle } of CATALOG) {
    const path = join(dir, `${handle}.jpg`);
    if (existsSync(path)) found.set(handle, { handle, file: `${handle}.jpg`, path, mime: 'image/jpeg' });
  }
  if (found.size === 0) {
    const expected = CATALOG.map(({ handle }) => `${handle}.jpg`).join(', ');
    throw new DemoShopImagesError(`DEMO_SHOP_IMAGES_DIR (${dir}) holds none of the demo shop's pictures; name the photographs ${expected}.`);
  }
  return found;
}

async function describe(source: Source): Promise<ProductPicture> {
  const bytes = source.mime === 'image/svg+xml' ? readFileSync(source.path) : await readFile(source.path);
  const version = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  let width = 0;
  let height = 0;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
    if (source.mime === 'image/jpeg' && metadata.format !== 'jpeg') throw new Error(`it is ${metadata.format ?? 'not an image'}, not a JPEG`);
    ({ width, height } = metadata.autoOrient);
  } catch (error) {
    throw new DemoShopImagesError(`The demo shop cannot use ${String(source.path)} as a product picture: ${(error as Error).message}.`);
  }
  if (width * height > MAX_SOURCE_PIXELS) throw new DemoShopImagesError(`${String(source.path)} has ${width} × ${height} pixels; the demo shop takes up to ${MAX_SOURCE_PIXELS / 1e6} megapixels.`);
  return { file: source.file, mime: source.mime, bytes, width, height, version };
}

export class ProductPictures {
  readonly #sources: Source[];
  #loaded: Promise<Map<string, ProductPicture>> | null = null;

  /** `photosDir`: the folder of photographs that replace the drawings, or null for the drawings alone. */
  constructor(photosDir: string | null) {
    const photographs = photosDir ? photographsIn(photosDir) : new Map<string, Source>();
    this.#sources = CATALOG.map(({ handle }) => photographs.get(handle) ?? drawingOf(handle));
  }

  /** Read and measured once, on first use; a picture that cannot be read fails every use, naming the file. */
  #pictures(): Promise<Map<string, ProductPicture>> {
    this.#loaded ??= Promise.all(this.#sources.map(describe)).then((pictures) => new Map(pictures.map((picture) => [picture.file, picture])));
    return this.#loaded;
  }

  /** The picture served under this file name, or null. */
  async byFile(file: string): Promise<ProductPicture | null> {
    return (await this.#pictures()).get(file) ?? null;
  }

  async forProduct(handle: string): Promise<ProductPicture> {
    const source = this.#sources.find((candidate) => candidate.handle === handle);
    const picture = source ? (await this.#pictures()).get(source.file) : undefined;
    if (!picture) throw new DemoShopImagesError(`The demo shop has no picture of the product "${handle}".`);
    return picture;
  }
}
