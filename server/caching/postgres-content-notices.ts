// Content-change notices between instances over PostgreSQL: the instance whose revalidation webhook fired
// sends NOTIFY on one channel; every instance LISTENs on a dedicated connection and requests its own refresh
// (the refresh scheduler's debounce gathers a burst). The connection is made again after it drops, and a
// refresh is requested then, since a notice may have been sent while it was down.
import pg from 'pg';
import { errorMessage, log } from '../logging/logger.ts';
import type { ContentChangeNotices } from './content-change-notices.ts';

export const CONTENT_CHANGED_CHANNEL = 'storefront_content_changed';
const FIRST_RECONNECT_MS = 500;
const MAX_RECONNECT_MS = 30_000;

export class PostgresContentNotices implements ContentChangeNotices {
  #client: pg.Client | null = null;
  #listeners: Array<() => void> = [];
  #reconnectMs = FIRST_RECONNECT_MS;
  #timer: NodeJS.Timeout | null = null;
  #connectedBefore = false;
  #closed = false;

  /** `sender` is a pool for NOTIFY; `instance` names this instance, so it skips its own notices. */
  constructor(
    private readonly url: string,
    private readonly sender: pg.Pool,
    private readonly instance: string,
  ) {}

  /** Starts listening; resolves once the first connection was tried (a failure is retried in the background). */
  async start(): Promise<void> {
    await this.#connect();
  }

  listen(onNotice: () => void): void {
    this.#listeners.push(onNotice);
  }

  announce(): void {
    this.sender.query('SELECT pg_notify($1, $2)', [CONTENT_CHANGED_CHANNEL, this.instance]).then(
      () => log.info('content.change_announced', { channel: CONTENT_CHANGED_CHANNEL }),
      (error: unknown) =>
        log.error('content.change_not_announced', { reason: errorMessage(error), hint: 'other instances pick the change up at their next periodic refresh' }),
    );
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#client?.end().catch(() => {});
    this.#client = null;
  }

  #notify(reason: string): void {
    log.info('content.change_noticed', { reason });
    for (const listener of this.#listeners) listener();
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    // Named, so an operator sees in pg_stat_activity which instance listens where.
    const client = new pg.Client({ connectionString: this.url, application_name: `storefront-notices ${this.instance}` });
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANGED_CHANNEL && message.payload !== this.instance)
        this.#notify(`announced by ${message.payload ?? 'another instance'}`);
    });
    client.on('error', (error) => this.#lost(client, errorMessage(error)));
    client.on('end', () => this.#lost(client, 'connection ended'));
    this.#client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`);
    } catch (error) {
      this.#lost(client, errorMessage(error));
      return;
    }
    this.#reconnectMs = FIRST_RECONNECT_MS;
    log.info('content.notices_listening', { channel: CONTENT_CHANGED_CHANNEL });
    if (this.#connectedBefore) this.#notify('listening again after a lost connection');
    this.#connectedBefore = true;
  }

  #lost(client: pg.Client, reason: string): void {
    // Only the current connection's loss counts (an old one may still report its end).
    if (this.#closed || this.#client !== client) return;
    this.#client = null;
    client.end().catch(() => {});
    log.warn('content.notices_disconnected', { reason, retryInMs: this.#reconnectMs });
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#connect();
    }, this.#reconnectMs);
    this.#timer.unref();
    this.#reconnectMs = Math.min(this.#reconnectMs * 2, MAX_RECONNECT_MS);
  }
}
