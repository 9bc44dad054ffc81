// The demo shop's product pictures: a drawing (SVG) per product and the same drawing with its sheets in each colour
// the set is sold in ({handle}-{colour}.svg, tinted with the colour's swatch), or, from a folder of photographs
// (DEMO_SHOP_IMAGES_DIR), the camera JPEG named after the drawing it replaces ({handle}.jpg, {handle}-{colour}.jpg).
// Each picture's URL carries a version of its bytes (`?v=`), as Shopify's URLs do, so its files can be cached for good.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { CATALOG, OPTION_NAMES, PRODUCT_OPTIONS } from './demo-products.ts';

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

/** `colour`: null for the product's own picture; `tint`: the swatch a colour drawing's sheets are drawn in. */
type Source = { handle: string; colour: string | null; file: string; path: string | URL; mime: ProductPicture['mime']; tint?: string };

/** The colours the sets are sold in, with the swatch the demo CMS's artwork uses for each. */
const COLOURS = PRODUCT_OPTIONS.find((option) => option.name === OPTION_NAMES[2])!;
export const PICTURE_COLOURS: readonly string[] = COLOURS.values;

const stem = (handle: string, colour: string | null) => (colour ? `${handle}-${colour.toLowerCase()}` : handle);

function drawingOf(handle: string, colour: string | null): Source {
  const path = new URL(`./images/${handle}.svg`, import.meta.url);
  const tint = colour ? (COLOURS.swatches[COLOURS.values.indexOf(colour)] ?? undefined) : undefined;
  return { handle, colour, file: `${stem(handle, colour)}.svg`, path, mime: 'image/svg+xml', tint };
}

/** The drawing with its sheets' sheen running from white to the swatch, and its title naming the colour. */
function tinted(drawing: Buffer, colour: string, swatch: string, path: string | URL): Buffer {
  const text = drawing.toString('utf8');
  const sheen = '<stop offset="1" stop-color="#ece7df"/>';
  if (!text.includes(sheen)) throw new DemoShopImagesError(`The drawing ${String(path)} has no sheet sheen (${sheen}) to draw in ${colour}.`);
  return Buffer.from(text.replace(sheen, `<stop offset="1" stop-color="${swatch}"/>`).replace(/(<title id="title">[^:<]*)/, `$1 in ${colour}`));
}

/** Every picture a product has: its own, then one per colour. */
const picturesOf = (handle: string) => [null, ...PICTURE_COLOURS].map((colour) => drawingOf(handle, colour));

/** The photographs a folder offers, by the file stem of the drawing each replaces; a folder with none is a mistake. */
function photographsIn(dir: string): Map<string, Source> {
  const found = new Map<string, Source>();
  for (const { handle, colour } of CATALOG.flatMap(({ handle }) => picturesOf(handle))) {
    const path = join(dir, `${stem(handle, colour)}.jpg`);
    if (existsSync(path)) found.set(stem(handle, colour), { handle, colour, file: `${stem(handle, colour)}.jpg`, path, mime: 'image/jpeg' });
  }
  if (found.size === 0) {
    const expected = CATALOG.map(({ handle }) => `${handle}.jpg`).join(', ');
    throw new DemoShopImagesError(`DEMO_SHOP_IMAGES_DIR (${dir}) holds none of the demo shop's pictures; name the photographs ${expected}.`);
  }
  return found;
}

async function describe(source: Source): Promise<ProductPicture> {
  const read = source.mime === 'image/svg+xml' ? readFileSync(source.path) : await readFile(source.path);
  const bytes = source.tint && source.colour ? tinted(read, source.colour, source.tint, source.path) : read;
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
  if (width * height > MAX_SOURCE_PIXELS)
    throw new DemoShopImagesError(`${String(source.path)} has ${width} × ${height} pixels; the demo shop takes up to ${MAX_SOURCE_PIXELS / 1e6} megapixels.`);
  return { file: source.file, mime: source.mime, bytes, width, height, version };
}

export class ProductPictures {
  readonly #sources: Source[];
  #loaded: Promise<Map<string, ProductPicture>> | null = null;

  /** `photosDir`: the folder of photographs that replace the drawings, or null for the drawings alone. */
  constructor(photosDir: string | null) {
    const photographs = photosDir ? photographsIn(photosDir) : new Map<string, Source>();
    this.#sources = CATALOG.flatMap(({ handle }) => picturesOf(handle)).map((drawing) => photographs.get(stem(drawing.handle, drawing.colour)) ?? drawing);
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

  /** The product's own picture, or with a colour the picture of the set in that colour. */
  async forProduct(handle: string, colour: string | null = null): Promise<ProductPicture> {
    const source = this.#sources.find((candidate) => candidate.handle === handle && candidate.colour === colour);
    const picture = source ? (await this.#pictures()).get(source.file) : undefined;
    if (!picture) throw new DemoShopImagesError(`The demo shop has no picture of the product "${handle}"${colour ? ` in ${colour}` : ''}.`);
    return picture;
  }
}
