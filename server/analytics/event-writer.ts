// Writes the analytics events' batches to SQLite on a thread of its own (event-writer-thread.cjs). better-sqlite3
// is synchronous: on the main thread a 500-row INSERT and its commit held the event loop about 6.6 ms, and at
// 3,000 events/s a page's p99 went from 4–5 ms to 12 ms. Here the main thread only posts the rows and waits for
// the thread's answer; a batch the thread could not write, or a thread that died, rejects the write, so the queue
// counts it failed (site_analytics_events_total{outcome="failed"}, the SiteAnalyticsStoreFailing alert).
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

export type SqlValue = string | number | null;

/** Why a batch of events was not stored by the writer thread. */
export class EventWriterError extends Error {}

type Answer = { id?: number; error?: string; ready?: true; failed?: string; closed?: true };
type Pending = { resolve: () => void; reject: (error: Error) => void };

export type EventWriterOptions = { path: string; table: string; columns: readonly string[] };

export class EventWriter {
  readonly #options: EventWriterOptions;
  readonly #pending = new Map<number, Pending>();
  #worker: Worker | null = null;
  #starting: Promise<Worker> | null = null;
  #nextId = 0;
  #closed = false;

  private constructor(options: EventWriterOptions) {
    this.#options = options;
  }

  /** Starts the thread; rejects when it cannot open the file or prepare the INSERT. */
  static async start(options: EventWriterOptions): Promise<EventWriter> {
    const writer = new EventWriter(options);
    await writer.#thread();
    return writer;
  }

  /** Writes one batch (rows in `columns` order) in one transaction; resolves once it is committed. */
  write(rows: SqlValue[][]): Promise<void> {
    if (this.#closed) return Promise.reject(new EventWriterError('The analytics writer is closed.'));
    // Posted at once while the thread runs: the rows are on their way even if this thread is busy next.
    if (this.#worker) return this.#post(this.#worker, rows);
    return this.#thread().then((worker) => this.#post(worker, rows));
  }

  #post(worker: Worker, rows: SqlValue[][]): Promise<void> {
    const id = (this.#nextId += 1);
    const written = new Promise<void>((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    // Held while a batch is out, so a process that ends after its last flush waits for the commit.
    worker.ref();
    worker.postMessage({ id, rows });
    return written;
  }

  /** Lets the batches already posted finish, then closes the thread's connection and ends the thread. */
  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker ?? (await this.#starting?.catch(() => null));
    if (!worker) return;
    worker.ref();
    const ended = once(worker, 'exit');
    // Messages are handled in order: every batch posted before this is written (or refused) first.
    worker.postMessage({ close: true });
    await ended;
  }

  /** The running thread; a new one when the last died (its lost batches were already counted failed). */
  #thread(): Promise<Worker> {
    if (this.#worker) return Promise.resolve(this.#worker);
    this.#starting ??= this.#spawn().finally(() => (this.#starting = null));
    return this.#starting;
  }

  async #spawn(): Promise<Worker> {
    const worker = new Worker(new URL('./event-writer-thread.cjs', import.meta.url), { workerData: this.#options });
    // An idle thread never keeps the process up (write() holds it while a batch is out).
    worker.unref();
    const [first] = (await Promise.race([once(worker, 'message'), once(worker, 'error').then(([error]) => [{ failed: String(error) }])])) as [Answer];
    if (!first.ready) {
      await worker.terminate();
      throw new EventWriterError(`The analytics writer could not open ${this.#options.path}: ${first.failed}`);
    }
    worker.on('message', (answer: Answer) => this.#answered(answer));
    worker.on('error', (error) => this.#lost(`the writer thread failed: ${error.message}`));
    worker.on('exit', () => {
      if (this.#worker === worker) this.#worker = null;
      this.#lost('the writer thread ended');
    });
    this.#worker = worker;
    return worker;
  }

  #answered({ id, error }: Answer): void {
    if (id === undefined) return;
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    if (error === undefined) pending?.resolve();
    else pending?.reject(new EventWriterError(`The analytics events were not stored: ${error}`));
    if (this.#pending.size === 0 && !this.#closed) this.#worker?.unref();
  }

  /** Every batch still waiting on a thread that is gone was not stored. */
  #lost(reason: string): void {
    for (const pending of this.#pending.values()) pending.reject(new EventWriterError(`The analytics events were not stored: ${reason}`));
    this.#pending.clear();
  }
}
