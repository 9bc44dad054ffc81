// Finished picture files on disk under DATA_DIR/images/, so each one is made once and survives restarts: named
// by a hash of the media base and the canonical request (plus a hash of the bytes, the ETag), written atomically
// (temporary file, then rename), and bounded in total size by dropping the least recently used files. The most
// used files are also kept in memory (a few dozen MB), so a warm answer reads no file; a large file is never held
// whole: its answer is streamed from disk.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { errorMessage, log } from '../logging/logger.ts';

/** A finished file: its bytes when they are in memory (small files, or one just made), else where it is on disk. */
export type CachedImage = { contentType: string; etag: string; size: number } & ({ bytes: Buffer } | { path: string });

type Entry = { file: string; size: number; etag: string; touchedAt: number };

const EXTENSIONS: Record<string, string> = { 'image/avif': 'avif', 'image/webp': 'webp', 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/svg+xml': 'svg' };
const MIME_OF = Object.fromEntries(Object.entries(EXTENSIONS).map(([mime, ext]) => [ext, mime]));
const FILE_NAME = /^([0-9a-f]{40})\.([A-Za-z0-9_-]{22})\.([a-z]+)$/;
/** A used file's modification time is its last use (kept across restarts), written at most this often. */
const TOUCH_EVERY_MS = 60 * 60_000;
/** Eviction frees a little more than needed, so it does not run on every write once the cache is full. */
const EVICT_TO = 0.9;
export const DEFAULT_MEMORY_BYTES = 32 * 1024 * 1024;
/** Larger files are streamed from disk each time: a few of them would crowd out hundreds of page-sized ones. */
const LARGEST_IN_MEMORY = 1024 * 1024;

/** The file name stem of one request: the same on every instance for the same media base and URL. */
export function imageCacheKey(mediaBase: string, canonicalPath: string): string {
  return createHash('sha256').update(`${mediaBase}\n${canonicalPath}`).digest('hex').slice(0, 40);
}

export class ImageDiskCache {
  /** Least recently used first (a Map keeps insertion order; a use moves the entry to the end). */
  readonly #index = new Map<string, Entry>();
  #totalBytes = 0;
  /** The most recently used files' answers, least recently used first. */
  readonly #hot = new Map<string, CachedImage & { bytes: Buffer }>();
  #hotBytes = 0;
  readonly #ready: Promise<void>;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    readonly memoryBytes = DEFAULT_MEMORY_BYTES,
  ) {
    this.#ready = this.#scan();
  }

  get totalBytes(): number {
    return this.#totalBytes;
  }

  get files(): number {
    return this.#index.size;
  }

  async get(key: string): Promise<CachedImage | null> {
    const hot = this.#hot.get(key);
    if (hot && this.#index.has(key)) {
      this.#hot.delete(key);
      this.#hot.set(key, hot);
      this.#used(key, this.#index.get(key)!);
      return hot;
    }
    await this.#ready;
    const entry = this.#index.get(key);
    if (!entry) return null;
    const ext = FILE_NAME.exec(entry.file.slice(entry.file.lastIndexOf('/') + 1))?.[3] ?? '';
    const about = { contentType: MIME_OF[ext] ?? 'application/octet-stream', etag: `"${entry.etag}"`, size: entry.size };
    if (!this.#fitsInMemory(entry.size)) {
      this.#used(key, entry);
      return { ...about, path: entry.file };
    }
    let bytes: Buffer;
    try {
      bytes = await readFile(entry.file);
    } catch {
      this.#forget(key, entry);
      return null;
    }
    this.#used(key, entry);
    return this.#keepHot(key, { ...about, bytes });
  }

  #used(key: string, entry: Entry): void {
    this.#index.delete(key);
    this.#index.set(key, entry);
    if (Date.now() - entry.touchedAt > TOUCH_EVERY_MS) {
      entry.touchedAt = Date.now();
      void utimes(entry.file, new Date(), new Date()).catch(() => {});
    }
  }

  #fitsInMemory(size: number): boolean {
    return size <= LARGEST_IN_MEMORY && this.memoryBytes > 0;
  }

  #keepHot(key: string, image: CachedImage & { bytes: Buffer }): CachedImage {
    if (!this.#fitsInMemory(image.bytes.length)) return image;
    this.#dropHot(key);
    this.#hot.set(key, image);
    this.#hotBytes += image.bytes.length;
    for (const oldest of this.#hot.keys()) {
      if (this.#hotBytes <= this.memoryBytes) break;
      this.#dropHot(oldest);
    }
    return image;
  }

  #dropHot(key: string): void {
    const hot = this.#hot.get(key);
    if (!hot) return;
    this.#hot.delete(key);
    this.#hotBytes -= hot.bytes.length;
  }

  /** Stores a file; a failed write is logged and the answer still goes out. */
  async put(key: string, bytes: Buffer, contentType: string): Promise<CachedImage> {
    await this.#ready;
    const etag = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
    const folder = join(this.dir, key.slice(0, 2));
    const file = join(folder, `${key}.${etag}.${EXTENSIONS[contentType] ?? 'bin'}`);
    const temporary = join(folder, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      const previous = this.#index.get(key);
      if (previous) {
        this.#forget(key, previous);
        if (previous.file !== file) void unlink(previous.file).catch(() => {});
      }
      this.#index.set(key, { file, size: bytes.length, etag, touchedAt: Date.now() });
      this.#totalBytes += bytes.length;
      await this.#evict();
    } catch (error) {
      void unlink(temporary).catch(() => {});
      log.warn('image.cache_write_failed', { file, reason: errorMessage(error) });
      return { bytes, contentType, etag: `"${etag}"`, size: bytes.length };
    }
    return this.#keepHot(key, { bytes, contentType, etag: `"${etag}"`, size: bytes.length });
  }

  #forget(key: string, entry: Entry): void {
    if (this.#index.get(key) !== entry) return;
    this.#index.delete(key);
    this.#totalBytes -= entry.size;
    this.#dropHot(key);
  }

  async #evict(): Promise<void> {
    if (this.#totalBytes <= this.maxBytes) return;
    for (const [key, entry] of this.#index) {
      if (this.#totalBytes <= this.maxBytes * EVICT_TO) break;
      this.#forget(key, entry);
      await unlink(entry.file).catch(() => {});
    }
  }

  /** Rebuilds the index from the files a previous run left, oldest use first; leftovers of a crashed write go. */
  async #scan(): Promise<void> {
    const found: (Entry & { key: string })[] = [];
    let folders: string[];
    try {
      folders = (await readdir(this.dir)).filter((name) => /^[0-9a-f]{2}$/.test(name));
    } catch {
      return;
    }
    for (const folder of folders) {
      for (const name of await readdir(join(this.dir, folder)).catch(() => [] as string[])) {
        const file = join(this.dir, folder, name);
        if (name.endsWith('.tmp')) {
          await unlink(file).catch(() => {});
          continue;
        }
        const match = FILE_NAME.exec(name);
        if (!match) continue;
        const stats = await stat(file).catch(() => null);
        if (stats) found.push({ key: match[1]!, file, size: stats.size, etag: match[2]!, touchedAt: stats.mtimeMs });
      }
    }
    found.sort((a, b) => a.touchedAt - b.touchedAt);
    for (const { key, ...entry } of found) {
      const previous = this.#index.get(key);
      if (previous) {
        this.#forget(key, previous);
        await unlink(previous.file).catch(() => {});
      }
      this.#index.set(key, entry);
      this.#totalBytes += entry.size;
    }
    await this.#evict();
  }
}

/**
 * A cached file's bytes as a response body: the buffer, or a stream read from disk as it is sent. Null when the
 * file went (evicted since it was found); the handle, once open, keeps it readable to the end.
 */
export async function bodyOf(image: CachedImage): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null> {
  if ('bytes' in image) return new Uint8Array(image.bytes.buffer as ArrayBuffer, image.bytes.byteOffset, image.bytes.length);
  const handle = await open(image.path).catch(() => null);
  return handle ? (Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>) : null;
}
