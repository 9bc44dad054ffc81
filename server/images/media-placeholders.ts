// Placeholders on the content snapshot's media: each raster CMS picture gets one (placeholder-image.ts), made once
// from its smallest Strapi format (or the file itself) through the image service's limits, with bounded
// concurrency and a timeout. A picture that fails is logged and simply has none; SVGs and videos never get one.
import type { Media } from '../../content/cms-types.ts';
import type { RawContent } from '../../content/content-snapshot.ts';
import { mediaUrl, type MediaSource } from '../../content/media-url.ts';
import type { ContentDecorator } from '../content/content-store.ts';
import { errorMessage, log } from '../logging/logger.ts';
import { eachMedia, isMedia } from './content-media.ts';
import type { ImageService } from './image-service.ts';
import { placeholderOf } from './placeholder-image.ts';
import type { PlaceholderStore } from './placeholder-store.ts';
import { WorkLimiter } from './work-limiter.ts';
import { answerWithin } from '../health/answer-within.ts';

const RASTER = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/tiff']);
export const PLACEHOLDER_CONCURRENCY = 2;
export const PLACEHOLDER_TIMEOUT_MS = 15_000;

type Json = unknown;

/** A copy of `value` with placeholders set, sharing every part that holds no media to change. */
function withPlaceholders(value: Json, placeholderOf: (media: Media) => string | undefined): Json {
  if (Array.isArray(value)) {
    let copy: Json[] | null = null;
    value.forEach((item: Json, index) => {
      const next = withPlaceholders(item, placeholderOf);
      if (next !== item) (copy ??= [...value])[index] = next;
    });
    return copy ?? value;
  }
  if (!value || typeof value !== 'object') return value;
  if (isMedia(value)) {
    const placeholder = placeholderOf(value);
    return placeholder && value.placeholder !== placeholder ? { ...value, placeholder } : value;
  }
  let copy: Record<string, Json> | null = null;
  for (const [key, child] of Object.entries(value)) {
    if (!child || typeof child !== 'object') continue;
    const next = withPlaceholders(child, placeholderOf);
    if (next !== child) (copy ??= { ...(value as Record<string, Json>) })[key] = next;
  }
  return copy ?? value;
}

const withTimeout = <T>(work: Promise<T>, ms: number) => answerWithin(work, ms, () => new Error(`no placeholder within ${ms} ms`));

export type MediaPlaceholdersOptions = { service: ImageService; mediaSource: MediaSource; store: PlaceholderStore; timeoutMs?: number; concurrency?: number };

export class MediaPlaceholders implements ContentDecorator {
  readonly #options: MediaPlaceholdersOptions;
  readonly #limiter: WorkLimiter;
  /** One decorated copy per resource body and store version, so a rebuild without news copies nothing. */
  readonly #decorated = new WeakMap<object, { version: number; result: Json }>();
  #preparing: Promise<boolean> = Promise.resolve(false);

  constructor(options: MediaPlaceholdersOptions) {
    this.#options = options;
    this.#limiter = new WorkLimiter(options.concurrency ?? PLACEHOLDER_CONCURRENCY, Infinity);
  }

  /** Same file, same upload: same placeholder (on every instance). */
  keyOf(media: Media): string {
    return `${mediaUrl(this.#options.mediaSource, media)}@${media.updatedAt ?? ''}`;
  }

  decorate(raw: Partial<RawContent>): Partial<RawContent> {
    const { store } = this.#options;
    const decorated: Partial<RawContent> = {};
    for (const [resource, body] of Object.entries(raw) as [keyof RawContent, Json][]) {
      if (!body || typeof body !== 'object') {
        decorated[resource] = body;
        continue;
      }
      let entry = this.#decorated.get(body);
      if (entry?.version !== store.version) {
        entry = { version: store.version, result: withPlaceholders(body, (media) => store.get(this.keyOf(media))) };
        this.#decorated.set(body, entry);
      }
      decorated[resource] = entry.result;
    }
    return decorated;
  }

  /** Makes the placeholders the content lacks (one run at a time); true when any was made. */
  prepare(raw: Partial<RawContent>): Promise<boolean> {
    this.#preparing = this.#preparing.catch(() => false).then(() => this.#prepare(raw));
    return this.#preparing;
  }

  async #prepare(raw: Partial<RawContent>): Promise<boolean> {
    const { store } = this.#options;
    await store.loaded();
    const versionBefore = store.version;
    const missing = new Map<string, Media>();
    const inUse = new Set<string>();
    eachMedia(raw, (media) => {
      if (!RASTER.has(media.mime)) return;
      const key = this.keyOf(media);
      inUse.add(key);
      if (store.get(key) === undefined) missing.set(key, media);
    });
    await Promise.all([...missing].map(([key, media]) => this.#limiter.run(() => this.#make(key, media))));
    if (missing.size > 0 || versionBefore !== store.version) await store.save(inUse);
    return store.version !== versionBefore;
  }

  async #make(key: string, media: Media): Promise<void> {
    const sourcePath = this.#sourcePathOf(media);
    if (!sourcePath) {
      log.debug('image.placeholder_skipped', { file: key, reason: 'the file is not under the media base' });
      return;
    }
    try {
      const placeholder = await withTimeout(
        this.#options.service.withRasterSource(sourcePath, placeholderOf),
        this.#options.timeoutMs ?? PLACEHOLDER_TIMEOUT_MS,
      );
      if (placeholder) this.#options.store.set(key, placeholder);
    } catch (error) {
      log.warn('image.placeholder_failed', { file: key, source: sourcePath, reason: errorMessage(error) });
    }
  }

  /** The smallest rendition Strapi made (thumbnail, small…), else the file itself, as a path under the media base. */
  #sourcePathOf(media: Media): string | null {
    const formats = Object.values(media.formats ?? {}).filter((format) => format && RASTER.has(format.mime));
    const smallest = formats.sort((a, b) => a.width - b.width)[0] ?? media;
    const url = mediaUrl(this.#options.mediaSource, smallest);
    const base = `${this.#options.service.mediaBase.replace(/\/+$/, '')}/`;
    if (!url.startsWith(base)) return null;
    try {
      return decodeURIComponent(url.slice(base.length).split(/[?#]/)[0]!);
    } catch {
      return null;
    }
  }
}
