// Purge on change: when the content snapshot changes, the surrogate keys whose content changed (old snapshot
// vs new, surrogate-keys.ts) are purged from the in-process page cache at once and from the configured cache
// engine (Varnish, Cloudflare, Fastly) right after. snapshotChanged(previous, next) is the one entry point: this
// instance's content store calls it after a refresh, and so can anything else that learns of a change.
// A failed engine purge is logged and tried again (waits doubling up to a limit); it never fails the refresh.
// Keys still waiting when another change comes are purged together with that change's keys.
import type { CachePurger } from '../../clients/cache-purge/cache-purger.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { errorMessage, log } from '../logging/logger.ts';
import { withSpan } from '../observability/tracing.ts';
import type { PageCache } from './page-cache.ts';
import { changedSurrogateKeys } from './surrogate-keys.ts';

export type PurgeRetry = { firstDelayMs: number; maxDelayMs: number; attempts: number };
/** About 10 minutes of trying (1, 2, 4 … 60 s) before a purge is given up and logged as lost. */
export const DEFAULT_PURGE_RETRY: PurgeRetry = { firstDelayMs: 1_000, maxDelayMs: 60_000, attempts: 15 };

export type ContentChangePurgeOptions = {
  pageCache: Pick<PageCache, 'purge'>;
  /** The configured cache engine's purge client; null: only the in-process cache. */
  engine: CachePurger | null;
  retry?: PurgeRetry;
  /** Told of each engine purge's outcome ('abandoned': given up after the last retry), for the metrics. */
  onEngineOutcome?: (outcome: PurgeOutcome) => void;
};

export type PurgeOutcome = 'purged' | 'failed' | 'abandoned';

export class ContentChangePurge {
  readonly #pageCache: Pick<PageCache, 'purge'>;
  readonly #engine: CachePurger | null;
  readonly #retry: PurgeRetry;
  readonly #waiting = new Set<string>();
  #sending: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #failures = 0;
  readonly #onEngineOutcome: (outcome: PurgeOutcome) => void;

  constructor({ pageCache, engine, retry = DEFAULT_PURGE_RETRY, onEngineOutcome = () => {} }: ContentChangePurgeOptions) {
    this.#onEngineOutcome = onEngineOutcome;
    this.#pageCache = pageCache;
    this.#engine = engine;
    this.#retry = retry;
  }

  /** The content went from `previous` to `next`: forget exactly the cached pages built from what changed. Returns the keys. */
  snapshotChanged(previous: ContentSnapshot, next: ContentSnapshot): string[] {
    const keys = changedSurrogateKeys(previous, next);
    if (keys.length === 0) return keys;
    const dropped = withSpan('cache.purge', () => this.#pageCache.purge(keys), { 'cache.keys': keys.length });
    log.info('cache.purged', { keys, inProcessPages: dropped, engine: this.#engine?.engine ?? null });
    if (this.#engine) {
      for (const key of keys) this.#waiting.add(key);
      // A retry already scheduled sends these with it; otherwise send now.
      if (!this.#timer) this.#send();
    }
    return keys;
  }

  /** Resolves once no engine purge is under way or waiting to be retried (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#sending || this.#timer) {
      if (this.#sending) await this.#sending;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops retrying; keys still waiting are dropped (the shared cache's own lifetime ends them). */
  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#waiting.clear();
  }

  #send(): void {
    if (this.#sending || !this.#engine) return;
    const engine = this.#engine;
    const keys = [...this.#waiting];
    this.#waiting.clear();
    this.#sending = withSpan('cache.engine_purge', () => engine.purge(keys), { 'cache.engine': engine.engine, 'cache.keys': keys.length })
      .then(() => {
        this.#failures = 0;
        this.#onEngineOutcome('purged');
        log.info('cache.engine_purged', { engine: engine.engine, keys });
      })
      .catch((error: unknown) => {
        for (const key of keys) this.#waiting.add(key);
        this.#failures += 1;
        this.#onEngineOutcome(this.#failures >= this.#retry.attempts ? 'abandoned' : 'failed');
        if (this.#failures >= this.#retry.attempts) {
          log.error('cache.engine_purge_abandoned', { engine: engine.engine, keys: [...this.#waiting], attempts: this.#failures, reason: errorMessage(error) });
          this.#waiting.clear();
          this.#failures = 0;
          return;
        }
        const delayMs = Math.min(this.#retry.maxDelayMs, this.#retry.firstDelayMs * 2 ** (this.#failures - 1));
        log.warn('cache.engine_purge_failed', { engine: engine.engine, keys, attempt: this.#failures, retryInMs: delayMs, reason: errorMessage(error) });
        this.#timer = setTimeout(() => {
          this.#timer = null;
          this.#send();
        }, delayMs);
        this.#timer.unref();
      })
      .finally(() => {
        this.#sending = null;
        // Keys that arrived while this purge was under way go out now (unless a retry is scheduled).
        if (this.#waiting.size > 0 && !this.#timer) this.#send();
      });
  }
}
