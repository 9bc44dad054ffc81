// In-process cache of rendered anonymous pages, keyed by URL (path and query). It stores the uncompressed
// body (compression happens per response, for the encoding each browser accepts) with the nonce left as a
// placeholder. Only 200s rendered with all their data are kept; size is bounded in bytes (least recently used go first); concurrent misses
// for one URL render once. clear() is called whenever the content snapshot changes; a render that started
// before the change is served to its requester but never stored.

/** `storable: false`: the render lacked live data (the shop did not answer), so it is served once, never kept. */
export type RenderedPage = { status: number; headers: readonly (readonly [string, string])[]; body: string; etag: string; storable?: boolean };

/** Counted in characters of HTML (about bytes): room for a few hundred pages of the usual ~100 KB. */
export const DEFAULT_MAX_CACHE_BYTES = 32 * 1024 * 1024;

export class RenderedPageCache {
  readonly #entries = new Map<string, RenderedPage>();
  readonly #inflight = new Map<string, Promise<RenderedPage>>();
  readonly #maxBytes: number;
  #bytes = 0;
  #generation = 0;

  constructor({ maxBytes = DEFAULT_MAX_CACHE_BYTES }: { maxBytes?: number } = {}) {
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached page for `key`, or the result of `render()` (stored when it is a 200). */
  async getOrRender(key: string, render: () => Promise<RenderedPage>): Promise<{ page: RenderedPage; hit: boolean }> {
    const cached = this.#entries.get(key);
    if (cached) {
      this.#entries.delete(key);
      this.#entries.set(key, cached); // most recently used last
      return { page: cached, hit: true };
    }
    const inflightKey = `${this.#generation}\u0000${key}`;
    let pending = this.#inflight.get(inflightKey);
    if (!pending) {
      const generation = this.#generation;
      pending = render()
        .then((page) => {
          if (page.status === 200 && page.storable !== false && generation === this.#generation) this.#store(key, page);
          return page;
        })
        .finally(() => this.#inflight.delete(inflightKey));
      this.#inflight.set(inflightKey, pending);
    }
    return { page: await pending, hit: false };
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #store(key: string, page: RenderedPage): void {
    const bytes = page.body.length;
    if (bytes > this.#maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#bytes -= previous.body.length;
    this.#entries.delete(key);
    this.#entries.set(key, page);
    this.#bytes += bytes;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.body.length;
    }
  }
}
