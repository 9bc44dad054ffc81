// The demo shop's product images, answered as the Shopify CDN answers them: `width`, `height` and `crop` resize a
// photograph (widths from the site's ladder only), the format follows Accept (AVIF, then WebP, then the original's),
// with `Vary: Accept`, unless `format=` names one. Files are made at most two at a time and kept in memory within a
// bound; a versioned URL (`?v=`) is cached for good. A drawing (SVG) is sent as it is, sandboxed.
import { Hono, type Context } from 'hono';
import { ImageParameterError, readImageParameters, type ImageParameters } from './image-parameters.ts';
import { PICTURE_MIME, transformPicture, type PictureFormat } from './picture-transform.ts';
import type { ProductPicture, ProductPictures } from './product-pictures.ts';

/** What the made files may hold in memory: a few hundred thumbnails and a few dozen large files. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** Transforms at once (each keeps a core busy), and how many may wait for a turn before the shop says it is busy. */
export const IMAGE_TRANSFORMS_AT_ONCE = 2;
export const IMAGE_TRANSFORMS_WAITING = 32;

const FOR_GOOD = 'public, max-age=31536000, immutable';
/** An unversioned or outdated URL: the picture behind it can change (another photographs folder). */
const FOR_A_WHILE = 'public, max-age=300';
/** An SVG opened on its own runs no script and loads nothing. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const REQUESTED: Record<NonNullable<ImageParameters['format']>, PictureFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

function accepts(accept: string, mime: string): boolean {
  return accept.split(',').some((part) => {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return type === mime && !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
  });
}

/** AVIF, then WebP, for browsers that say they take them; the original's format (JPEG) for the rest. */
export function negotiatedFormat(accept: string | undefined): PictureFormat {
  if (accepts(accept ?? '', 'image/avif')) return 'avif';
  if (accepts(accept ?? '', 'image/webp')) return 'webp';
  return 'jpeg';
}

export class BusyError extends Error {}

/** At most `limit` pieces of work at once; beyond `maxWaiting` in line, BusyError (a 503) instead of an unbounded queue. */
export class WorkLine {
  #active = 0;
  readonly #waiting: (() => void)[] = [];
  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#active >= this.limit) {
      if (this.#waiting.length >= this.maxWaiting) throw new BusyError();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    }
  }
}

/** Made files by key, least recently used dropped first beyond the byte bound; one making per key at a time. */
class MadeFiles {
  readonly #files = new Map<string, Buffer>();
  readonly #making = new Map<string, Promise<Buffer>>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.#files.get(key);
    if (kept) {
      this.#files.delete(key);
      this.#files.set(key, kept);
      return Promise.resolve(kept);
    }
    const making = this.#making.get(key) ?? make().then((file) => this.#keep(key, file));
    this.#making.set(key, making);
    return making.finally(() => this.#making.delete(key));
  }

  #keep(key: string, file: Buffer): Buffer {
    if (file.length > this.maxBytes) return file;
    this.#files.set(key, file);
    this.#bytes += file.length;
    for (const [oldest, old] of this.#files) {
      if (this.#bytes <= this.maxBytes) break;
      this.#files.delete(oldest);
      this.#bytes -= old.length;
    }
    return file;
  }
}

/** The bytes of a Buffer as the Uint8Array a Response takes, without a copy. */
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);

const refuse = (c: Context, status: 400 | 503, message: string, headers: Record<string, string> = {}) =>
  c.text(message, status, { 'Cache-Control': 'no-store', ...headers });

export function productImageRoutes({ pictures }: { pictures: ProductPictures }): Hono {
  const app = new Hono();
  const line = new WorkLine(IMAGE_TRANSFORMS_AT_ONCE, IMAGE_TRANSFORMS_WAITING);
  const made = new MadeFiles(IMAGE_CACHE_BYTES);

  app.get('/images/:file', async (c) => {
    const query = new URL(c.req.url).searchParams;
    let parameters: ImageParameters;
    try {
      parameters = readImageParameters(query);
    } catch (error) {
      if (error instanceof ImageParameterError) return refuse(c, 400, error.message);
      throw error;
    }
    const picture = await pictures.byFile(c.req.param('file'));
    if (!picture) return c.notFound();
    const cacheControl = query.get('v') === picture.version ? FOR_GOOD : FOR_A_WHILE;
    if (picture.mime === 'image/svg+xml') {
      // Any size of a drawing is the same file, and a crop is not made: the browser scales it into its box.
      return c.body(bytesOf(picture.bytes), 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Content-Security-Policy': SVG_POLICY,
        'Cache-Control': cacheControl,
      });
    }
    const format = parameters.format ? REQUESTED[parameters.format] : negotiatedFormat(c.req.header('Accept'));
    let file: Buffer;
    try {
      file = await made.get(keyOf(picture, parameters, format), () => line.run(() => transformPicture(picture, parameters, format)));
    } catch (error) {
      if (error instanceof BusyError) return refuse(c, 503, 'The demo shop is busy making pictures; try again shortly.', { 'Retry-After': '2' });
      throw error;
    }
    const headers: Record<string, string> = { 'Content-Type': PICTURE_MIME[format], 'Cache-Control': cacheControl };
    if (!parameters.format) headers.Vary = 'Accept';
    return c.body(bytesOf(file), 200, headers);
  });
  return app;
}

function keyOf(picture: ProductPicture, { width, height, crop }: ImageParameters, format: PictureFormat): string {
  return [picture.file, picture.version, width ?? '', height ?? '', width !== undefined && height !== undefined ? (crop ?? '') : '', format].join('|');
}
