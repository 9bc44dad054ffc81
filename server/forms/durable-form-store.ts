// Where a submission is kept before the visitor hears "sent": the shared outbox, or, while its database cannot
// be reached (or does not answer within OUTBOX_STORE_TIMEOUT_MS), the instance's own spool (form-spool.ts).
// Spooled submissions are moved into the outbox once it answers again, exactly once: a submission keeps the id
// it was given before the first try, and the outbox takes an id only once (adopt), so a copy that reached the
// outbox late, or a move cut short before its file was deleted, is never stored twice.
import { randomUUID } from 'node:crypto';
import { errorMessage, log } from '../logging/logger.ts';
import { repeatedLog } from '../logging/repeated-log.ts';
import type { ClaimedSubmission, FormFields, FormOutbox } from './form-outbox.ts';
import type { FormSpool } from './form-spool.ts';

/** How long a visitor waits on the shared outbox before the submission goes to the spool instead. */
export const OUTBOX_STORE_TIMEOUT_MS = 1_000;

export type StoredSubmission = { in: 'outbox'; held: ClaimedSubmission } | { in: 'spool'; id: string };

/** What readiness reports: since when the outbox has been unreachable (null: it answers) and what waits in the spool. */
export type FormStoreHealth = { outboxDownSince: number | null; spooled: number };

class OutboxTimeoutError extends Error {
  override name = 'OutboxTimeoutError';
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutboxTimeoutError(`The form outbox did not answer within ${ms} ms.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class DurableFormStore {
  #outboxDownSince: number | null = null;
  #spooled = 0;
  #moving: Promise<number> | null = null;

  constructor(
    readonly outbox: FormOutbox,
    readonly spool: FormSpool | null,
    private readonly now: () => number,
    private readonly storeTimeoutMs = OUTBOX_STORE_TIMEOUT_MS,
  ) {}

  health(): FormStoreHealth {
    return { outboxDownSince: this.#outboxDownSince, spooled: this.#spooled };
  }

  /** True while submissions wait in the spool or the outbox is known to be down: moveSpooled() has work. */
  get hasSpooled(): boolean {
    return this.#spooled > 0 || this.#outboxDownSince !== null;
  }

  /** Counts what a previous run left in the spool. */
  async open(): Promise<void> {
    this.#spooled = (await this.spool?.count()) ?? 0;
  }

  /** Resolves once the submission is durable in one place or the other; throws when neither could take it. */
  async store(fields: FormFields, leaseMs: number): Promise<StoredSubmission> {
    const id = randomUUID();
    const now = this.now();
    if (this.#outboxDownSince === null || !this.spool) {
      try {
        return { in: 'outbox', held: await within(this.outbox.addClaimed(fields, now, leaseMs, id), this.storeTimeoutMs) };
      } catch (error) {
        if (!this.spool) throw error;
        this.#markDown(error);
      }
    }
    await this.spool.put({ id, formData: { ...fields, submissionId: id }, createdAt: now });
    this.#spooled += 1;
    return { in: 'spool', id };
  }

  /** Moves what waits in the spool into the outbox (one pass at a time); resolves with how many moved. */
  moveSpooled(): Promise<number> {
    this.#moving ??= this.#move().finally(() => {
      this.#moving = null;
    });
    return this.#moving;
  }

  async #move(): Promise<number> {
    if (!this.spool) return 0;
    try {
      // The outbox answers again (this also ends a down spell when the spool is empty).
      await within(this.outbox.nextDueAt(), this.storeTimeoutMs);
    } catch (error) {
      this.#markDown(error);
      return 0;
    }
    let moved = 0;
    for (const submission of await this.spool.list()) {
      try {
        await this.outbox.adopt(submission, this.now());
      } catch (error) {
        this.#markDown(error);
        return moved;
      }
      await this.spool.remove(submission.id);
      this.#spooled = Math.max(0, this.#spooled - 1);
      moved += 1;
    }
    if (this.#outboxDownSince !== null) log.info('form.outbox_back', { downForMs: this.now() - this.#outboxDownSince, movedFromSpool: moved });
    this.#outboxDownSince = null;
    return moved;
  }

  #markDown(error: unknown): void {
    if (this.#outboxDownSince === null) this.#outboxDownSince = this.now();
    repeatedLog.warn('form.outbox_unreachable', { reason: errorMessage(error), keptIn: 'the instance spool until the outbox answers' });
  }
}
