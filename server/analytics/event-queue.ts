// Accepted events wait here, in memory, and go on in batches one batch at a time, so the endpoint answers without
// waiting on their destination and a flood costs it one array push per event. The queue is bounded: what does not
// fit is dropped and counted (analytics may lose events under overload, never silently). The site's own store
// writes a batch in one INSERT (`storeWrite`: stored, or failed when refused); GA4 sends one with several requests
// of their own outcomes (ga4-forwarder.ts). Forms never come this way (server/forms/ has its own outbox).
import { errorMessage } from '../logging/logger.ts';
import { repeatedLog } from '../logging/repeated-log.ts';
import { outsideRequest } from '../logging/request-context.ts';
import type { DestinationCounts } from './analytics-counts.ts';

export type EventQueueOptions<Item> = {
  /** Events held at most; more are dropped until a flush makes room. */
  capacity: number;
  /** Events per batch (per INSERT for the site's store). */
  batchSize: number;
  /** A partial batch waits at most this long. */
  flushIntervalMs: number;
  /** Takes a batch on and counts how that went (storeWrite for a store); never rejects. */
  write: (items: Item[]) => Promise<void>;
  /** Where accepted and dropped are counted. */
  counts: Pick<DestinationCounts<'accepted' | 'dropped'>, 'add'>;
};

/** A store's write of a batch, counted: stored, or failed (and logged) when the store refuses it. */
export function storeWrite<Item>(write: (items: Item[]) => Promise<void>, counts: DestinationCounts): (items: Item[]) => Promise<void> {
  return (items) =>
    write(items).then(
      () => counts.add('stored', items.length),
      (error: unknown) => {
        counts.add('failed', items.length);
        outsideRequest(() => repeatedLog.error('analytics.store_failed', { reason: errorMessage(error) }));
      },
    );
}

export class EventQueue<Item> {
  readonly #items: Item[] = [];
  readonly #options: EventQueueOptions<Item>;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #flushing: Promise<void> | null = null;
  #stopped = false;

  constructor(options: EventQueueOptions<Item>) {
    this.#options = options;
  }

  get length(): number {
    return this.#items.length;
  }

  /** Takes what fits; the rest is dropped. Says how many of each. */
  offer(items: readonly Item[]): { accepted: number; dropped: number } {
    const room = this.#stopped ? 0 : Math.max(0, this.#options.capacity - this.#items.length);
    const taken = items.slice(0, room);
    for (const item of taken) this.#items.push(item);
    const result = { accepted: taken.length, dropped: items.length - taken.length };
    this.#options.counts.add('accepted', result.accepted);
    this.#options.counts.add('dropped', result.dropped);
    this.#schedule();
    return result;
  }

  /** Writes everything held, batch by batch (at shutdown, and by tests). */
  async drain(): Promise<void> {
    while (this.#flushing || this.#items.length > 0) {
      if (this.#flushing) await this.#flushing;
      else await this.#flush();
    }
  }

  /** Takes no more events and writes what it holds. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.drain();
  }

  #schedule(): void {
    if (this.#flushing || this.#items.length === 0) return;
    if (this.#items.length >= this.#options.batchSize) {
      if (this.#timer) clearTimeout(this.#timer);
      this.#timer = null;
      void this.#flush();
    } else if (!this.#timer && !this.#stopped) {
      this.#timer = setTimeout(() => {
        this.#timer = null;
        void this.#flush();
      }, this.#options.flushIntervalMs);
      this.#timer.unref();
    }
  }

  #flush(): Promise<void> {
    if (this.#flushing) return this.#flushing;
    const batch = this.#items.splice(0, this.#options.batchSize);
    if (batch.length === 0) return Promise.resolve();
    this.#flushing = outsideRequest(() => this.#options.write(batch))
      .catch((error: unknown) => outsideRequest(() => repeatedLog.error('analytics.queue_write_threw', { reason: errorMessage(error) })))
      .finally(() => {
        this.#flushing = null;
        this.#schedule();
      });
    return this.#flushing;
  }
}
