// The one cache of rendered pages in this process, and its rules:
// - Keys: a shared page by the path and query content pages read (pageCacheKey); a /buy render by what the
//   buy flow names (server/buy-flow/buy-flow-render.ts).
// - What is kept: shared 200s rendered with all their live data; the bytes every visitor gets. Bounded in bytes
//   of HTML (least recently used go first); /buy renders bounded in number.
// - Lifetimes: content pages until a purge; pages showing shop data (cache class 'live-shop-data') a minute,
//   since the shop changes without the CMS knowing. lru-cache owns them (a per-entry ttl): it never returns an
//   entry past its life, and drops it when its life ends, so an expired page neither serves nor takes room.
// - Tags: a page's surrogate keys (surrogate-keys.ts); purge(keys) drops the pages built from changed content,
//   and a render that started before a purge is served to its requesters but never stored.
// - In flight: concurrent misses for one key render once.
// - Encodings: each entry's compressed bodies, made once per encoding on first use.
// - Replayed answers: the app's whole gzip answer for an entry, kept with it (stored-answers.ts).
// - /buy reuse: a per-shopper render is answered again while everything it was made from is the very same
//   objects (reuse()); it is never shared, only this process repeats it.
// Metrics points, read through stats() (server/observability/): hits (shared pages and replayed answers),
// misses (renders started), staleServes (answers from a render begun before a purge), inflightJoins (requests
// that waited on another's render), buyReuseHits and buyReuseMisses (/buy renders answered again, or made), entries
// and bytes (both stores).
import { LRUCache } from 'lru-cache';
import { gzipSync } from 'node:zlib';
import type { PageCacheClass } from '../../content/render-facts.ts';
import { SHOP_DATA_PAGE_MAX_AGE_S } from './cache-control.ts';
import { contentPageKey } from './page-query.ts';

/** A shared render with every header its responses carry. `storable: false`: it lacked live data, so it is served once, never kept. */
export type RenderedPage = {
  status: number;
  headers: readonly (readonly [string, string])[];
  body: string;
  etag: string;
  storable?: boolean;
  /** The surrogate keys of what the page was built from. */
  keys?: readonly string[];
  cacheClass?: PageCacheClass;
};

/** The app's whole answer for a cached page (stored-answers.ts). */
export type StoredAnswer = { status: number; headers: Readonly<Record<string, string>>; body: Uint8Array<ArrayBuffer> };

export type Encoding = 'gzip';
const ENCODERS: Record<Encoding, (body: string) => Buffer> = { gzip: (body) => gzipSync(body) };

/** One rendered page and what is derived from it once: its encodings and the app's replayable answer. */
export class CachedPage {
  readonly #encoded = new Map<Encoding, Uint8Array<ArrayBuffer>>();
  answer: StoredAnswer | null = null;

  constructor(readonly page: RenderedPage) {}

  encoded(encoding: Encoding): Uint8Array<ArrayBuffer> {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = new Uint8Array(ENCODERS[encoding](this.page.body));
      this.#encoded.set(encoding, body);
    }
    return body;
  }
}

/** A /buy render kept for reuse, with the objects it was made from. */
type ReusedRender = { madeFrom: readonly unknown[]; status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> };

/** Counted in characters of HTML (about bytes): room for a few hundred pages of the usual ~100 KB. */
export const DEFAULT_MAX_CACHE_BYTES = 32 * 1024 * 1024;
/** /buy addresses kept, so odd query strings cannot fill the memory. */
export const DEFAULT_MAX_REUSED_RENDERS = 256;

export type PageCacheStats = {
  hits: number;
  misses: number;
  staleServes: number;
  inflightJoins: number;
  buyReuseHits: number;
  buyReuseMisses: number;
  entries: number;
  bytes: number;
};

/**
 * The page cache's key of a request: path and query of its absolute URL (as the server built it), without parsing
 * it again, keeping only the query parameters content pages read (page-query.ts), as the shareable render does.
 */
export function pageCacheKey(url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('://') + 3);
  return pathStart === -1 ? '/' : contentPageKey(url.slice(pathStart));
}

/**
 * An entry's ttl for lru-cache, 0 meaning until purged. lru-cache serves an entry until its age passes the ttl, while
 * a page kept for 60 s is stale at 60 s (RFC 9111, 4.2), hence one millisecond less.
 */
const ttlMs = (page: RenderedPage) => (page.cacheClass === 'live-shop-data' ? SHOP_DATA_PAGE_MAX_AGE_S * 1000 - 1 : 0);
// lru-cache counts sizes as positive integers.
const sizeOf = (length: number) => Math.max(1, length);

export class PageCache {
  readonly #shared: LRUCache<string, CachedPage>;
  readonly #reused: LRUCache<string, ReusedRender>;
  readonly #inflight = new Map<string, Promise<CachedPage>>();
  readonly #counts = { hits: 0, misses: 0, staleServes: 0, inflightJoins: 0, buyReuseHits: 0, buyReuseMisses: 0 };
  #generation = 0;

  /** `now`: the clock lifetimes are measured on (lru-cache's own, performance.now, unless a test gives one). */
  constructor({
    maxBytes = DEFAULT_MAX_CACHE_BYTES,
    maxReusedRenders = DEFAULT_MAX_REUSED_RENDERS,
    now,
  }: { maxBytes?: number; maxReusedRenders?: number; now?: () => number } = {}) {
    this.#shared = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry) => sizeOf(entry.page.body.length),
      // Expired pages leave at once rather than when next asked for; the clock is read on every check, not once per ms.
      ttlAutopurge: true,
      ttlResolution: 0,
      ...(now && { perf: { now } }),
    });
    this.#reused = new LRUCache({ max: maxReusedRenders, maxSize: Number.MAX_SAFE_INTEGER, sizeCalculation: (render) => sizeOf(render.body.byteLength) });
  }

  /** Shared pages kept. */
  get size(): number {
    return this.#shared.size;
  }

  stats(): PageCacheStats {
    return { ...this.#counts, entries: this.#shared.size + this.#reused.size, bytes: this.#shared.calculatedSize + this.#reused.calculatedSize };
  }

  /** The cached page for `key`, or the result of `render()` (kept when a storable 200, for its cache class's lifetime). */
  async getOrRender(key: string, render: () => Promise<RenderedPage>): Promise<{ entry: CachedPage; hit: boolean }> {
    const cached = this.fresh(key);
    if (cached) {
      this.#counts.hits += 1;
      return { entry: cached, hit: true };
    }
    const generation = this.#generation;
    const inflightKey = `${generation}\u0000${key}`;
    let pending = this.#inflight.get(inflightKey);
    if (pending) this.#counts.inflightJoins += 1;
    else {
      this.#counts.misses += 1;
      pending = render()
        .then((page) => {
          const entry = new CachedPage(page);
          const storable = page.status === 200 && page.storable !== false;
          if (storable && generation === this.#generation && page.body.length <= this.#shared.maxSize) this.#shared.set(key, entry, { ttl: ttlMs(page) });
          return entry;
        })
        .finally(() => this.#inflight.delete(inflightKey));
      this.#inflight.set(inflightKey, pending);
    }
    const entry = await pending;
    if (generation !== this.#generation) this.#counts.staleServes += 1;
    return { entry, hit: false };
  }

  /** The stored page for `key` while it is fresh, else null; never renders. */
  fresh(key: string): CachedPage | null {
    return this.#shared.get(key) ?? null; // most recently used now; lru-cache never returns an expired entry
  }

  /** The app's kept answer for a fresh page (a hit), else null. */
  storedAnswer(key: string): StoredAnswer | null {
    const answer = this.fresh(key)?.answer ?? null;
    if (answer) this.#counts.hits += 1;
    return answer;
  }

  /**
   * A per-shopper render answered again while `madeFrom` holds the very same objects as when it was made; `keep`
   * says whether a new render may be reused. Error statuses and renders that set a cookie never are.
   */
  async reuse(key: string, madeFrom: readonly unknown[], render: () => Promise<{ response: Response; keep: boolean }>): Promise<Response> {
    const kept = this.#reused.get(key);
    if (kept && kept.madeFrom.length === madeFrom.length && kept.madeFrom.every((source, index) => source === madeFrom[index])) {
      this.#counts.buyReuseHits += 1;
      return new Response(kept.body, { status: kept.status, headers: kept.headers });
    }
    this.#counts.buyReuseMisses += 1;
    const { response, keep } = await render();
    if (!keep || response.status !== 200 || response.headers.has('Set-Cookie')) {
      this.#reused.delete(key);
      return response;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers];
    this.#reused.set(key, { madeFrom, status: response.status, headers, body });
    return new Response(body, { status: response.status, headers });
  }

  clear(): void {
    this.#generation += 1;
    this.#shared.clear();
    this.#reused.clear();
  }

  /** Drops every shared page tagged with one of `keys`; returns how many. Renders under way are not stored. */
  purge(keys: readonly string[]): number {
    this.#generation += 1;
    const purged = new Set(keys);
    const dropped = [...this.#shared.entries()].filter(([, entry]) => entry.page.keys?.some((pageKey) => purged.has(pageKey))).map(([key]) => key);
    for (const key of dropped) this.#shared.delete(key);
    return dropped.length;
  }
}
