// The placeholders already made, keyed by the file's URL and its upload time (a replaced file gets a new one),
// kept in DATA_DIR/images/placeholders.json so a restart does not make them again. Written atomically, and only
// with the files the content still uses.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errorMessage, log } from '../logging/logger.ts';

type Persisted = { version: 1; placeholders: Record<string, string> };

export class PlaceholderStore {
  #placeholders = new Map<string, string>();
  /** Changes with every new value: decorations made before it are stale. */
  #version = 0;
  readonly #loaded: Promise<void>;

  constructor(readonly path: string) {
    this.#loaded = this.#load();
  }

  get version(): number {
    return this.#version;
  }

  /** Resolves once the values of a previous run are in. */
  loaded(): Promise<void> {
    return this.#loaded;
  }

  get(key: string): string | undefined {
    return this.#placeholders.get(key);
  }

  set(key: string, placeholder: string): void {
    if (this.#placeholders.get(key) === placeholder) return;
    this.#placeholders.set(key, placeholder);
    this.#version += 1;
  }

  /** Writes the values of the keys still in use; the others are dropped. */
  async save(inUse: ReadonlySet<string>): Promise<void> {
    for (const key of this.#placeholders.keys()) if (!inUse.has(key)) this.#placeholders.delete(key);
    const persisted: Persisted = { version: 1, placeholders: Object.fromEntries([...this.#placeholders].sort(([a], [b]) => (a < b ? -1 : 1))) };
    const temporary = `${this.path}.${process.pid}.tmp`;
    try {
      await mkdir(dirname(this.path), { recursive: true });
      await writeFile(temporary, JSON.stringify(persisted));
      await rename(temporary, this.path);
    } catch (error) {
      log.warn('image.placeholders_not_saved', { path: this.path, reason: errorMessage(error) });
    }
  }

  async #load(): Promise<void> {
    try {
      const persisted = JSON.parse(await readFile(this.path, 'utf8')) as Persisted;
      for (const [key, value] of Object.entries(persisted.placeholders ?? {})) if (typeof value === 'string') this.#placeholders.set(key, value);
      this.#version += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn('image.placeholders_unreadable', { path: this.path, reason: errorMessage(error) });
    }
  }
}
