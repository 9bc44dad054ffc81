// In-process cache of rendered anonymous pages, keyed by URL (path and query): the bytes every visitor gets
// (a gzip of the body is made once per page, see page-responder.ts). Only 200s rendered with all their data
// are kept; size is bounded in bytes (least recently used go first); concurrent misses for one URL render once.
// When content changes, purge() drops the pages built from it (their surrogate keys, surrogate-keys.ts); a
// render that started before a purge is served to its requester but never stored. Pages that also show shop
// data (prices, stock) are stored with a lifetime, since the shop changes without the CMS knowing.

/**
 * `storable: false`: the render lacked live data (the shop did not answer), so it is served once, never kept.
 * `keys`: the surrogate keys of what the page was built from.
 */
export type RenderedPage = {
  status: number;
  headers: readonly (readonly [string, string])[];
  body: string;
  etag: string;
  storable?: boolean;
  keys?: readonly string[];
};

/** Counted in characters of HTML (about bytes): room for a few hundred pages of the usual ~100 KB. */
export const DEFAULT_MAX_CACHE_BYTES = 32 * 1024 * 1024;

type Entry = { page: RenderedPage; expiresAt: number };

export class RenderedPageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inflight = new Map<string, Promise<RenderedPage>>();
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;
  #generation = 0;

  constructor({ maxBytes = DEFAULT_MAX_CACHE_BYTES, now = Date.now }: { maxBytes?: number; now?: () => number } = {}) {
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached page for `key`, or the result of `render()` (stored when it is a 200, for `maxAgeMs` if given). */
  async getOrRender(key: string, render: () => Promise<RenderedPage>, { maxAgeMs = Infinity }: { maxAgeMs?: number } = {}): Promise<{ page: RenderedPage; hit: boolean }> {
    const cached = this.fresh(key);
    if (cached) return { page: cached, hit: true };
    const inflightKey = `${this.#generation}\u0000${key}`;
    let pending = this.#inflight.get(inflightKey);
    if (!pending) {
      const generation = this.#generation;
      pending = render()
        .then((page) => {
          if (page.status === 200 && page.storable !== false && generation === this.#generation) this.#store(key, { page, expiresAt: this.#now() + maxAgeMs });
          return page;
        })
        .finally(() => this.#inflight.delete(inflightKey));
      this.#inflight.set(inflightKey, pending);
    }
    return { page: await pending, hit: false };
  }

  /** The stored page for `key` while it is fresh, else null; never renders. */
  fresh(key: string): RenderedPage | null {
    const cached = this.#entries.get(key);
    if (!cached || cached.expiresAt <= this.#now()) return null;
    this.#entries.delete(key);
    this.#entries.set(key, cached); // most recently used last
    return cached.page;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Drops every page tagged with one of `keys`; returns how many. Renders under way are not stored. */
  purge(keys: readonly string[]): number {
    this.#generation += 1;
    const purged = new Set(keys);
    let dropped = 0;
    for (const [key, entry] of this.#entries) {
      if (!entry.page.keys?.some((pageKey) => purged.has(pageKey))) continue;
      this.#entries.delete(key);
      this.#bytes -= entry.page.body.length;
      dropped += 1;
    }
    return dropped;
  }

  #store(key: string, entry: Entry): void {
    const bytes = entry.page.body.length;
    if (bytes > this.#maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#bytes -= previous.page.body.length;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.page.body.length;
    }
  }
}
