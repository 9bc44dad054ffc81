// Delivers visitor form submissions to the CMS from the durable outbox. A submission is stored first (in the
// instance's spool while the outbox's database is away: durable-form-store.ts), then sent at once; if the CMS is down, slow, overloaded or failing (network, timeout, 5xx, 408, 429) the visitor
// still hears "sent" and the background loop retries with capped, jittered backoff until a 2xx. A 4xx of any
// other kind is a permanent refusal: the row is kept as failed and logged, never silently dropped.
import { CmsRequestError } from '../../clients/cms/errors.ts';
import { errorMessage, log } from '../logging/logger.ts';
import { repeatedLog } from '../logging/repeated-log.ts';
import { DurableFormStore, type FormStoreHealth, type StoredSubmission } from './durable-form-store.ts';
import type { ClaimedSubmission, FormFields, FormOutbox } from './form-outbox.ts';
import type { FormSpool } from './form-spool.ts';
import { FORM_RETRY_BACKOFF, retryDelayMs, type BackoffPolicy } from './retry-backoff.ts';
import { systemClock, TimedJob, type DelivererClock } from './timed-job.ts';

/** Sends one submission; throws (a CmsRequestError with the HTTP status, when there was one) unless the CMS answered 2xx. */
export type SendForm = (formData: FormFields) => Promise<void>;
export type DeliveryOutcome = 'delivered' | 'retrying' | 'rejected';
/** sending: in the outbox, first send started; spooled: kept by this instance; already-received: a repeat of a stored id. */
export type SubmitOutcome = 'sending' | 'queued' | 'spooled' | 'already-received';
export type FlushReport = Record<DeliveryOutcome, number>;

export type { DelivererClock } from './timed-job.ts';

export type FormDelivererOptions = {
  outbox: FormOutbox;
  /** Keeps submissions while the outbox cannot be reached; without it they are refused then. */
  spool?: FormSpool | null;
  send: SendForm;
  /** How long a sender holds a row; must be longer than one send can take (the CMS timeout). */
  leaseMs: number;
  clock?: DelivererClock;
  random?: () => number;
  backoff?: BackoffPolicy;
  batchSize?: number;
  /** Senders at once while a backlog drains, each with its own claims (the CMS takes them in parallel). */
  sendConcurrency?: number;
  /** How often to look for rows queued by another process or left by a sender that died. */
  idlePollMs?: number;
};

const DELIVERED_KEPT_MS = 30 * 24 * 60 * 60_000;
/** Enough to drain tens of thousands in a couple of minutes without crowding the CMS. */
export const SEND_CONCURRENCY = 16;
/** How often spooled submissions are offered to the outbox again while it is away. */
export const SPOOL_MOVE_INTERVAL_MS = 1_000;

/** 408 and 429 mean "not now"; any other 4xx means the CMS will never take this body. */
function isPermanentRefusal(error: unknown): boolean {
  const status = error instanceof CmsRequestError ? error.status : null;
  return status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export class FormDeliverer {
  readonly outbox: FormOutbox;
  readonly #options: Required<Omit<FormDelivererOptions, 'outbox' | 'spool'>>;
  readonly #store: DurableFormStore;
  #started = false;
  #stopped = false;
  /** The loop: flush what is due, then wake when the next row falls due. */
  readonly #delivery: TimedJob;
  /** Offers spooled submissions to the outbox until it takes them all. */
  readonly #spoolMove: TimedJob;
  #resuming: Promise<void> | null = null;
  #flushing: Promise<FlushReport> | null = null;
  readonly #sending = new Set<Promise<DeliveryOutcome>>();
  readonly #storedIn = { outbox: 0, spool: 0 };

  constructor({ outbox, spool = null, ...options }: FormDelivererOptions) {
    this.outbox = outbox;
    this.#options = {
      clock: systemClock,
      random: Math.random,
      backoff: FORM_RETRY_BACKOFF,
      batchSize: 50,
      sendConcurrency: SEND_CONCURRENCY,
      idlePollMs: 30_000,
      ...options,
    };
    this.#store = new DurableFormStore(outbox, spool, () => this.#options.clock.now());
    this.#delivery = new TimedJob(this.#options.clock, () => this.#tick());
    this.#spoolMove = new TimedJob(this.#options.clock, () => this.#moveSpooled());
  }

  health(): FormStoreHealth {
    return this.#store.health();
  }

  /**
   * Stores the submission and resolves once it is durable; the first send starts then but is not waited for
   * (unless stopped), so a slow CMS never holds the visitor's answer. Throws only when it could not be stored;
   * once stored, the submission will reach the CMS or be kept as failed.
   */
  async submit(fields: FormFields, id?: string): Promise<{ submissionId: string; outcome: SubmitOutcome }> {
    const { clock, leaseMs } = this.#options;
    if (this.#stopped) return { submissionId: await this.outbox.add(fields, clock.now(), id), outcome: 'queued' };
    const stored = await this.#store.store(fields, leaseMs, id);
    this.#countStored(stored.in);
    if (stored.in === 'spool') {
      this.#scheduleMove();
      return { submissionId: stored.id, outcome: 'spooled' };
    }
    if (stored.in === 'outbox-already') return { submissionId: stored.id, outcome: 'already-received' };
    void this.#track(this.#sendNow(stored.held));
    return { submissionId: stored.held.id, outcome: 'sending' };
  }

  /** How many submissions went to the outbox and how many to the spool since the start: the spool should stay the exception. */
  storedCounts(): Readonly<Record<'outbox' | 'spool', number>> {
    return this.#storedIn;
  }

  #countStored(where: StoredSubmission['in']): void {
    this.#storedIn[where === 'spool' ? 'spool' : 'outbox'] += 1;
  }

  /** Resumes what a previous run left pending, then keeps delivering until stop(). */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#stopped = false;
    this.#resuming = this.#resume().finally(() => {
      this.#resuming = null;
    });
  }

  async #resume(): Promise<void> {
    await this.#store.open().catch((error: unknown) => log.error('form.spool_unreadable', { reason: errorMessage(error) }));
    if (this.#store.hasSpooled) this.#scheduleMove(0);
    try {
      await this.outbox.pruneDelivered(this.#options.clock.now() - DELIVERED_KEPT_MS);
      const { pending, failed } = await this.outbox.counts();
      if (pending > 0) log.info('form.outbox_resumed', { pending });
      if (failed > 0) log.warn('form.outbox_has_refused', { failed, hint: 'the CMS refused these submissions; they are kept in the form outbox' });
    } catch (error) {
      log.error('form.outbox_unavailable', { reason: errorMessage(error) });
    }
    this.#schedule(0);
  }

  /** Stops the loop and waits for sends under way; later submissions are only stored, for the next start. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#started = false;
    this.#delivery.cancel();
    this.#spoolMove.cancel();
    await this.settled();
  }

  /** Resolves once nothing is being sent or moved (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([this.#resuming, this.#delivery.running, this.#flushing, this.#spoolMove.running, ...this.#sending]);
  }

  /** Offers the spool to the outbox soon, and again every SPOOL_MOVE_INTERVAL_MS until it is empty and the outbox answers. */
  #scheduleMove(delayMs = SPOOL_MOVE_INTERVAL_MS): void {
    if (this.#started) this.#spoolMove.schedule(delayMs, { replacePending: false });
  }

  async #moveSpooled(): Promise<void> {
    try {
      const started = this.#options.clock.now();
      const pass = await this.#store.moveSpooled();
      if (pass.moved > 0 || pass.setAside > 0) {
        log.info('form.spool_moved', { ...pass, tookMs: this.#options.clock.now() - started });
        this.#schedule(0); // send them now
      }
    } catch (error) {
      repeatedLog.error('form.spool_move_failed', { reason: errorMessage(error) });
    }
    if (this.#store.hasSpooled) this.#scheduleMove();
  }

  /** Sends every due row once; concurrent calls share one pass. */
  flush(): Promise<FlushReport> {
    this.#flushing ??= this.#flush().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async #flush(): Promise<FlushReport> {
    const report: FlushReport = { delivered: 0, retrying: 0, rejected: 0 };
    const { clock, leaseMs, batchSize, sendConcurrency } = this.#options;
    // `sendConcurrency` senders, each claiming its own rows until none is due: a slow send holds only its
    // sender. A row that fails gets a later due time, so each pass sends a row at most once.
    const sender = async () => {
      for (
        let batch = await this.outbox.claimDue(clock.now(), leaseMs, batchSize);
        batch.length > 0;
        batch = await this.outbox.claimDue(clock.now(), leaseMs, batchSize)
      ) {
        for (const held of batch) {
          if (this.#stopped) await this.outbox.release(held);
          else report[await this.#track(this.#attempt(held))] += 1;
        }
        if (this.#stopped) return;
      }
    };
    await Promise.all(Array.from({ length: sendConcurrency }, sender));
    return report;
  }

  async #sendNow(held: ClaimedSubmission): Promise<DeliveryOutcome> {
    const outcome = await this.#attempt(held);
    if (outcome === 'retrying' && this.#started && !this.#resuming && !this.#delivery.running) await this.#scheduleNext();
    return outcome;
  }

  async #attempt(held: ClaimedSubmission): Promise<DeliveryOutcome> {
    const fields = { submissionId: held.id, formType: held.formData.formType };
    try {
      return await this.#sendAndRecord(held, fields);
    } catch (error) {
      // The outbox could not record the outcome: the row stays held until its lease runs out, then is sent
      // again (the CMS ignores the repeat), so nothing is lost.
      log.error('form.outbox_update_failed', { ...fields, reason: errorMessage(error) });
      return 'retrying';
    }
  }

  async #sendAndRecord(held: ClaimedSubmission, fields: { submissionId: string; formType: string | undefined }): Promise<DeliveryOutcome> {
    const { clock, backoff, random } = this.#options;
    try {
      await this.#options.send(held.formData);
    } catch (error) {
      const reason = errorMessage(error);
      if (isPermanentRefusal(error)) {
        await this.outbox.markFailed(held, clock.now(), reason);
        log.error('form.delivery_refused', { ...fields, attempts: held.attempts + 1, reason, kept: 'as failed in the form outbox' });
        return 'rejected';
      }
      const delayMs = retryDelayMs(held.attempts + 1, backoff, random);
      await this.outbox.scheduleRetry(held, clock.now() + delayMs, reason);
      log.warn('form.delivery_retry_scheduled', { ...fields, attempts: held.attempts + 1, retryInMs: delayMs, reason });
      return 'retrying';
    }
    await this.outbox.markDelivered(held, clock.now());
    log.info('form.delivered', { ...fields, attempts: held.attempts + 1 });
    return 'delivered';
  }

  #track(sending: Promise<DeliveryOutcome>): Promise<DeliveryOutcome> {
    this.#sending.add(sending);
    void sending.finally(() => this.#sending.delete(sending)).catch(() => {});
    return sending;
  }

  #schedule(delayMs: number): void {
    if (this.#started) this.#delivery.schedule(delayMs, { replacePending: true });
  }

  async #tick(): Promise<void> {
    try {
      await this.flush();
    } catch (error) {
      repeatedLog.error('form.outbox_flush_failed', { reason: errorMessage(error) });
    }
    await this.#scheduleNext();
  }

  /** Wakes up when the next row falls due, and at least every idlePollMs (also when the outbox cannot be read). */
  async #scheduleNext(): Promise<void> {
    if (!this.#started) return;
    const { clock, idlePollMs } = this.#options;
    let due: number | null = null;
    try {
      due = await this.outbox.nextDueAt();
    } catch (error) {
      repeatedLog.error('form.outbox_unavailable', { reason: errorMessage(error) });
    }
    this.#schedule(due === null ? idlePollMs : Math.min(Math.max(due - clock.now(), 0), idlePollMs));
  }
}
