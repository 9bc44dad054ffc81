// The image service's work for one request: the finished file from disk when it was made before; otherwise the
// source is read (never twice at once for the same request), checked and transformed within bounded
// concurrency, stored, and answered. A source that failed is remembered briefly and answered from memory.
import sharp from 'sharp';
import { imageServicePath, type ImageServiceRequest } from '../../content/images/image-service-path.ts';
import { log } from '../logging/logger.ts';
import { MAX_INPUT_PIXELS, OUTPUT_MIME } from './encoder-settings.ts';
import type { ContentPictures } from './content-pictures.ts';
import { FailedSources } from './failed-sources.ts';
import { type CachedImage, ImageDiskCache, imageCacheKey } from './image-disk-cache.ts';
import { ImageServiceError } from './image-errors.ts';
import { transformImage } from './image-transform.ts';
import type { SourceFile, SourceReader } from './source-reader.ts';
import { locateSource, type SourceLocation } from './source-location.ts';
import { WorkLimiter } from './work-limiter.ts';

export type ImageServiceOptions = {
  /** config.cms.mediaSource.base: the only place sources are read from. */
  mediaBase: string;
  /** The folder under the base that holds the uploads (uploadsFolderOf); '' when the base is that folder. */
  uploadsFolder?: string;
  /** The pictures the content names (the allowlist); absent, any file under the base is made (tests, benchmarks). */
  pictures?: ContentPictures;
  readSource: SourceReader;
  cache: ImageDiskCache;
  /** Transforms at once (IMAGE_TRANSFORM_CONCURRENCY); as many sources may be read meanwhile. */
  transformConcurrency: number;
  /** Requests waiting for a turn beyond which the service answers 503. */
  maxWaiting?: number;
  maxInputPixels?: number;
  failures?: FailedSources;
};

export const DEFAULT_MAX_WAITING = 32;

// libvips keeps no operation cache (every file is made once, then served from disk) and one thread per transform:
// the transforms themselves are the parallelism, and fewer threads keep glibc's arenas (RSS) small.
sharp.cache(false);
sharp.concurrency(1);

export class ImageService {
  readonly mediaBase: string;
  readonly #options: ImageServiceOptions;
  /** Reading a source, and then holding it until a transform turn comes: at most 2 × concurrency sources in memory. */
  readonly #reads: WorkLimiter;
  readonly #transforms: WorkLimiter;
  readonly #failures: FailedSources;
  readonly #inFlight = new Map<string, Promise<CachedImage>>();

  constructor(options: ImageServiceOptions) {
    this.#options = options;
    this.mediaBase = options.mediaBase;
    this.#reads = new WorkLimiter(options.transformConcurrency, options.maxWaiting ?? DEFAULT_MAX_WAITING);
    this.#transforms = new WorkLimiter(options.transformConcurrency, Infinity);
    this.#failures = options.failures ?? new FailedSources();
  }

  /** Transforms under way and requests waiting for a turn (tests, benchmarks). */
  get load(): { transforming: number; waiting: number } {
    return { transforming: this.#transforms.active, waiting: this.#reads.waiting + this.#transforms.waiting };
  }

  /** Where a source path is read from; throws ImageRequestError for a path outside the media base's uploads. */
  locate(sourcePath: string): SourceLocation {
    return locateSource(this.mediaBase, sourcePath, this.#options.uploadsFolder);
  }

  /** The request as the content names it (ContentPictures.canonicalOf); the request itself without an allowlist. */
  canonicalFor(request: ImageServiceRequest): ImageServiceRequest | null {
    return this.#options.pictures ? this.#options.pictures.canonicalOf(request) : request;
  }

  /** The file for a request; throws ImageServiceError (with its HTTP status) when there is none to give. */
  async answer(request: ImageServiceRequest): Promise<CachedImage> {
    const key = imageCacheKey(this.mediaBase, imageServicePath(request));
    const cached = await this.#options.cache.get(key);
    if (cached) return cached;
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = this.#withSource(request.sourcePath, async (source) => {
        if (source.kind === 'svg') return { bytes: source.bytes, contentType: 'image/svg+xml' };
        const image = await transformImage(source.bytes, request, this.#options.maxInputPixels ?? MAX_INPUT_PIXELS);
        return { bytes: image.bytes, contentType: OUTPUT_MIME[image.format] };
      })
        .then(({ bytes, contentType }) => this.#options.cache.put(key, bytes, contentType))
        .finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  /**
   * Reads a source and runs `work` on it within the service's limits (a raster in a transform turn); an SVG is
   * handed over as it is, outside a turn. Failures of the source are remembered (failed-sources.ts).
   */
  async #withSource<T>(sourcePath: string, work: (source: SourceFile) => Promise<T>): Promise<T> {
    const remembered = this.#failures.recall(sourcePath);
    if (remembered) throw remembered;
    try {
      const location = this.locate(sourcePath);
      const releaseRead = await this.#reads.acquire();
      let source: SourceFile;
      let releaseTransform: () => void = () => {};
      try {
        source = await this.#options.readSource(location);
        if (source.kind === 'raster') releaseTransform = await this.#transforms.acquire();
      } finally {
        releaseRead();
      }
      try {
        return await work(source);
      } finally {
        releaseTransform();
      }
    } catch (error) {
      if (error instanceof ImageServiceError && error.aboutTheSource) {
        this.#failures.remember(sourcePath, error);
        log.warn('image.source_refused', {
          source: sourcePath,
          status: error.status,
          reason: error.message,
          ...(error.detail ? { detail: error.detail } : {}),
        });
      }
      throw error;
    }
  }

  /** Runs `work` on a raster source within the same limits (placeholders); null for an SVG. */
  withRasterSource<T>(sourcePath: string, work: (bytes: Buffer) => Promise<T>): Promise<T | null> {
    return this.#withSource(sourcePath, (source) => (source.kind === 'raster' ? work(source.bytes) : Promise.resolve(null)));
  }
}
