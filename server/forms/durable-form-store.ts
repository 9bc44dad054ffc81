// Where a submission is kept before the visitor hears "sent": the shared outbox, or the instance's own spool
// (form-spool.ts) when the outbox does not answer in time or is known to be away. "Away" is decided by the
// outbox's health, not by one slow answer: a store that times out is spooled alone and starts a probe; only a
// refused connection or a probe that fails too sends the following forms straight to the spool. Once a probe
// answers again new forms go to the outbox at once while the spool drains alongside, oldest first, a bounded
// batch at a time (one INSERT per batch, the files removed after it), so any size drains with bounded memory
// and open files. A submission keeps the id it was given before the first try and the outbox takes an id only
// once (adopt), so a copy that reached the outbox late, or a batch cut short before its files were removed,
// is never stored twice.
import { randomUUID } from 'node:crypto';
import { errorMessage, log } from '../logging/logger.ts';
import { repeatedLog } from '../logging/repeated-log.ts';
import { outsideRequest } from '../logging/request-context.ts';
import type { ClaimedSubmission, FormFields, FormOutbox } from './form-outbox.ts';
import { spooledAt, type FormSpool, type SpoolEntry, type SpooledSubmission } from './form-spool.ts';
import { answerWithin } from '../health/answer-within.ts';

/**
 * How long a visitor waits at most on the shared outbox before the submission goes to the spool instead: long
 * enough for a busy machine (every answer is slow then, the database's too), short enough for a visitor.
 */
export const OUTBOX_STORE_TIMEOUT_MS = 5_000;
/** An insert slower than this starts a health probe: if the outbox is away, waiting visitors are spooled at once. */
export const OUTBOX_SUSPECT_AFTER_MS = 1_000;
/** How long a health probe (or one batch moved from the spool) may take before the outbox counts as away. */
export const OUTBOX_PROBE_TIMEOUT_MS = 5_000;
/** Submissions read, inserted and removed together when the spool drains. */
export const SPOOL_MOVE_BATCH = 500;

/** Where the submission is: held in the outbox for a send now, already there (a repeat of its id), or spooled. */
export type StoredSubmission = { in: 'outbox'; held: ClaimedSubmission } | { in: 'outbox-already'; id: string } | { in: 'spool'; id: string };

/** What readiness and the metrics report: since when the outbox has been away (null: it answers) and what waits in the spool. */
export type FormStoreHealth = { outboxDownSince: number | null; spooled: number; oldestSpooledAt: number | null };

/** One pass of the spool into the outbox. */
export type SpoolMove = { moved: number; left: number; setAside: number };

class OutboxTimeoutError extends Error {
  override name = 'OutboxTimeoutError';
}

const AWAY = Symbol('away');

/** A promise that resolves (to AWAY) once mark() is called. */
function awaySignal(): { promise: Promise<typeof AWAY>; mark: () => void } {
  let mark = () => {};
  const promise = new Promise<typeof AWAY>((resolve) => (mark = () => resolve(AWAY)));
  return { promise, mark };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  answerWithin(promise, ms, () => new OutboxTimeoutError(`The form outbox did not answer within ${ms} ms.`));

export class DurableFormStore {
  #outboxDownSince: number | null = null;
  #spooled = 0;
  #oldestSpooledAt: number | null = null;
  /** The probe's query while it runs: never a second one beside it (a hung database would collect them). */
  #probing: Promise<unknown> | null = null;
  #moving: Promise<SpoolMove> | null = null;
  /** Settles when the outbox is marked away, so visitors waiting on an insert are spooled then, not at the timeout. */
  #away = awaySignal();

  constructor(
    readonly outbox: FormOutbox,
    readonly spool: FormSpool | null,
    private readonly now: () => number,
    private readonly storeTimeoutMs = OUTBOX_STORE_TIMEOUT_MS,
    private readonly probeTimeoutMs = OUTBOX_PROBE_TIMEOUT_MS,
  ) {}

  health(): FormStoreHealth {
    return { outboxDownSince: this.#outboxDownSince, spooled: this.#spooled, oldestSpooledAt: this.#oldestSpooledAt };
  }

  /** True while submissions wait in the spool or the outbox is known to be away: moveSpooled() has work. */
  get hasSpooled(): boolean {
    return this.#spooled > 0 || this.#outboxDownSince !== null;
  }

  /** Counts what a previous run left in the spool. */
  async open(): Promise<void> {
    if (this.spool) this.#recount(await this.spool.names());
  }

  /**
   * Resolves once the submission is durable in one place or the other; throws when neither could take it.
   * `id` is the visitor's own key for this submission (sent again on a retry), else a new one.
   */
  async store(fields: FormFields, leaseMs: number, id: string = randomUUID()): Promise<StoredSubmission> {
    const now = this.now();
    if (this.#outboxDownSince === null || !this.spool) {
      const inserting = this.outbox.addClaimed(fields, now, leaseMs, id);
      const suspicion = this.spool ? setTimeout(() => outsideRequest(() => void this.#checkHealth()), OUTBOX_SUSPECT_AFTER_MS) : undefined;
      try {
        const held = await within(Promise.race([inserting, this.#away.promise]), this.storeTimeoutMs);
        if (held === AWAY) throw new OutboxTimeoutError('The form outbox is away (its health probe failed).');
        return held ? { in: 'outbox', held } : { in: 'outbox-already', id };
      } catch (error) {
        if (!this.spool) throw error;
        if (error instanceof OutboxTimeoutError) {
          // An insert that lands late holds its row for a send that will not come: give it back to the
          // delivery loop at once instead of after its lease (the spooled copy then adds nothing: same id).
          void inserting.then((late) => late && this.outbox.release(late)).catch(() => {});
          outsideRequest(() => void this.#checkHealth(error));
        } else this.#markDown(error);
      } finally {
        clearTimeout(suspicion);
      }
    }
    await this.spool.put({ id, formData: { ...fields, submissionId: id }, createdAt: now });
    this.#spooled += 1;
    this.#oldestSpooledAt ??= now;
    return { in: 'spool', id };
  }

  /** Moves what waits in the spool into the outbox (one pass at a time). */
  moveSpooled(): Promise<SpoolMove> {
    this.#moving ??= this.#move().finally(() => {
      this.#moving = null;
    });
    return this.#moving;
  }

  async #move(): Promise<SpoolMove> {
    const pass: SpoolMove = { moved: 0, left: 0, setAside: 0 };
    if (!this.spool) return pass;
    if (this.#outboxDownSince !== null && !(await this.#checkHealth())) {
      pass.left = this.#spooled;
      return pass;
    }
    const names = await this.spool.names();
    this.#recount(names);
    for (let start = 0; start < names.length && this.#outboxDownSince === null; start += SPOOL_MOVE_BATCH) {
      const entries = await this.spool.read(names.slice(start, start + SPOOL_MOVE_BATCH));
      pass.setAside += await this.#setAsideUnreadable(entries);
      const readable = entries.filter((entry): entry is SpoolEntry & { submission: SpooledSubmission } => entry.submission !== null);
      try {
        await within(
          this.outbox.adopt(
            readable.map((entry) => entry.submission),
            this.now(),
          ),
          this.probeTimeoutMs,
        );
      } catch (error) {
        this.#markDown(error);
        break;
      }
      await this.spool.remove(readable.map((entry) => entry.name));
      pass.moved += readable.length;
      this.#spooled = Math.max(0, this.#spooled - entries.length);
    }
    const left = await this.spool.names();
    this.#recount(left);
    pass.left = left.length;
    return pass;
  }

  async #setAsideUnreadable(entries: SpoolEntry[]): Promise<number> {
    let setAside = 0;
    for (const entry of entries.filter((candidate) => candidate.submission === null)) {
      const keptAt = await this.spool!.setAside(entry.name);
      log.error('form.spool_file_unreadable', {
        file: entry.name,
        keptAt,
        hint: 'not a submission this site wrote; moved aside so the rest of the spool drains',
      });
      setAside += 1;
    }
    return setAside;
  }

  #recount(names: string[]): void {
    this.#spooled = names.length;
    this.#oldestSpooledAt = names.length > 0 ? spooledAt(names[0]!) : null;
  }

  /** Asks the outbox whether it answers (one probe at a time); marks it away when not, back when it does. */
  async #checkHealth(cause?: unknown): Promise<boolean> {
    this.#probing ??= this.outbox.nextDueAt().finally(() => {
      this.#probing = null;
    });
    try {
      await within(this.#probing, this.probeTimeoutMs);
    } catch (error) {
      this.#markDown(cause ?? error);
      return false;
    }
    if (this.#outboxDownSince !== null) {
      log.info('form.outbox_back', { downForMs: this.now() - this.#outboxDownSince, leftInSpool: this.#spooled });
      this.#outboxDownSince = null;
      this.#away = awaySignal();
    }
    return true;
  }

  #markDown(error: unknown): void {
    if (this.#outboxDownSince === null) {
      this.#outboxDownSince = this.now();
      this.#away.mark();
    }
    repeatedLog.warn('form.outbox_unreachable', { reason: errorMessage(error), keptIn: 'the instance spool until the outbox answers' });
  }
}
