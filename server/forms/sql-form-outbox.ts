// The form outbox, written once for both databases (Kysely): SQLite under DATA_DIR for one instance
// (sqlite-form-outbox.ts opens it), PostgreSQL when several instances share the work (postgres-form-outbox.ts).
// A claim is one UPDATE of the due rows: atomic in SQLite (a writing statement takes the write lock first)
// and, in PostgreSQL, over rows picked FOR UPDATE SKIP LOCKED, so two senders never hold the same row; a row
// whose sender died is claimed again once its lease runs out (the CMS ignores the repeat thanks to
// formData.submissionId).
import { sql, type ColumnType, type ExpressionBuilder, type Kysely, type UpdateObject } from 'kysely';
import { randomUUID } from 'node:crypto';
import { fromBigint, fromJson, type SqlDatabase } from '../../clients/database/sql-database.ts';
import type { ClaimedSubmission, FormFields, FormOutbox, OutboxBacklog, OutboxEntry, OutboxStatus } from './form-outbox.ts';

/** Epoch milliseconds: bigint in PostgreSQL (read as text), integer in SQLite. */
type Millis = ColumnType<number | string, number, number>;
type MaybeMillis = ColumnType<number | string | null, number | null | undefined, number | null>;

export type FormOutboxTable = {
  id: string;
  status: OutboxStatus;
  /** jsonb in PostgreSQL, text in SQLite; written as JSON text. */
  form_data: ColumnType<unknown, string, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Millis;
  claim: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_until: MaybeMillis;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Millis;
  finished_at: MaybeMillis;
};
export type FormOutboxTables = { form_outbox: FormOutboxTable };

/** What a sender's outcome changes in its row (the claim is let go as well). */
type Outcome = (eb: ExpressionBuilder<FormOutboxTables, 'form_outbox'>) => UpdateObject<FormOutboxTables, 'form_outbox'>;

export class SqlFormOutbox implements FormOutbox {
  readonly #database: SqlDatabase<FormOutboxTables>;
  /** Resolves once the schema is migrated; every call waits for it (a failure surfaces on each call). */
  readonly #ready: Promise<unknown>;

  /** `holder` names this instance in claimed_by, for an operator asking who holds a row. */
  constructor(
    database: SqlDatabase<FormOutboxTables>,
    readonly holder: string,
    ready: Promise<unknown>,
  ) {
    this.#database = database;
    this.#ready = ready;
    ready.catch(() => {}); // reported by the first call (and by open() at start)
  }

  /** Resolves once the schema is up to date; rejects with what stopped the migration. */
  async ready(): Promise<void> {
    await this.#ready;
  }

  async #db(): Promise<Kysely<FormOutboxTables>> {
    await this.#ready;
    return this.#database.db;
  }

  async add(fields: FormFields, now: number, id = randomUUID()): Promise<string> {
    await this.#insert(fields, now, null, id);
    return id;
  }

  addClaimed(fields: FormFields, now: number, leaseMs: number, id = randomUUID()): Promise<ClaimedSubmission | null> {
    return this.#insert(fields, now, now + leaseMs, id);
  }

  async adopt(submissions: readonly { id: string; formData: FormFields; createdAt: number }[], now: number): Promise<number> {
    if (submissions.length === 0) return 0;
    const result = await (
      await this.#db()
    )
      .insertInto('form_outbox')
      .values(
        submissions.map(({ id, formData, createdAt }) => ({
          id,
          status: 'pending' as const,
          form_data: JSON.stringify({ ...formData, submissionId: id }),
          next_attempt_at: now,
          created_at: createdAt,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  async claimDue(now: number, leaseMs: number, limit: number): Promise<ClaimedSubmission[]> {
    const db = await this.#db();
    const claim = randomUUID();
    const due = db
      .selectFrom('form_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .orderBy('created_at')
      .limit(limit)
      .$if(this.#database.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
    // One claim token for the batch: an outcome is accepted for (id, claim), so rows stay apart.
    const rows = await db
      .updateTable('form_outbox')
      .set({ claim, claimed_by: this.holder, claimed_until: now + leaseMs })
      .where('id', 'in', due)
      .returning(['id', 'form_data', 'attempts', 'next_attempt_at', 'created_at'])
      .execute();
    return rows
      .map((row) => ({ row, order: [fromBigint(row.next_attempt_at), fromBigint(row.created_at)] as const }))
      .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
      .map(({ row }) => ({ id: row.id, formData: fromJson<FormFields>(row.form_data), attempts: row.attempts, claim }));
  }

  markDelivered(held: ClaimedSubmission, now: number): Promise<boolean> {
    return this.#finish(held, (eb) => ({ status: 'delivered', attempts: eb('attempts', '+', 1), last_error: null, finished_at: now }));
  }

  scheduleRetry(held: ClaimedSubmission, nextAttemptAt: number, reason: string): Promise<boolean> {
    return this.#finish(held, (eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: nextAttemptAt, last_error: reason }));
  }

  markFailed(held: ClaimedSubmission, now: number, reason: string): Promise<boolean> {
    return this.#finish(held, (eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1), last_error: reason, finished_at: now }));
  }

  release(held: ClaimedSubmission): Promise<boolean> {
    return this.#finish(held, () => ({}));
  }

  async nextDueAt(): Promise<number | null> {
    const row = await (
      await this.#db()
    )
      .selectFrom('form_outbox')
      .select((eb) =>
        eb.fn
          .min<number | string | null>(
            eb
              .case()
              .when(eb.fn.coalesce('claimed_until', eb.lit(0)), '>', eb.ref('next_attempt_at'))
              .then(eb.ref('claimed_until'))
              .else(eb.ref('next_attempt_at'))
              .end(),
          )
          .as('due'),
      )
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return row?.due == null ? null : fromBigint(row.due);
  }

  async counts(): Promise<Record<OutboxStatus, number>> {
    const counts: Record<OutboxStatus, number> = { pending: 0, delivered: 0, failed: 0 };
    const rows = await (
      await this.#db()
    )
      .selectFrom('form_outbox')
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
      .groupBy('status')
      .execute();
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  async backlog(): Promise<OutboxBacklog> {
    const row = await (
      await this.#db()
    )
      .selectFrom('form_outbox')
      .select((eb) => [eb.fn.countAll<number | string>().as('pending'), eb.fn.min<number | string | null>('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return { pending: Number(row?.pending ?? 0), oldestPendingAt: row?.oldest == null ? null : fromBigint(row.oldest) };
  }

  async entries(): Promise<OutboxEntry[]> {
    const rows = await (
      await this.#db()
    )
      .selectFrom('form_outbox')
      .selectAll()
      .orderBy('created_at')
      // Same-millisecond rows in the order they came, where the database keeps one (SQLite's rowid).
      .$if(this.#database.dialect === 'sqlite', (query) => query.orderBy(sql`rowid`))
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      formData: fromJson<FormFields>(row.form_data),
      attempts: row.attempts,
      nextAttemptAt: fromBigint(row.next_attempt_at),
      lastError: row.last_error,
    }));
  }

  async pruneDelivered(olderThan: number): Promise<number> {
    const result = await (await this.#db()).deleteFrom('form_outbox').where('status', '=', 'delivered').where('finished_at', '<', olderThan).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Closes what this outbox opened itself: its SQLite file; a shared PostgreSQL pool is closed by its owner. */
  async close(): Promise<void> {
    await this.#ready.catch(() => {});
    if (this.#database.dialect === 'sqlite') await this.#database.db.destroy();
  }

  /** Every submission gets a stable id, also sent in formData as submissionId so the receiver can ignore a repeat. */
  /** Null when a row with this id is there already (the first copy is kept as it is). */
  async #insert(fields: FormFields, now: number, claimedUntil: number | null, id: string): Promise<ClaimedSubmission | null> {
    const claim = claimedUntil === null ? null : randomUUID();
    const formData = { ...fields, submissionId: id };
    const result = await (
      await this.#db()
    )
      .insertInto('form_outbox')
      .values({
        id,
        status: 'pending',
        form_data: JSON.stringify(formData),
        next_attempt_at: now,
        claim,
        claimed_by: claim === null ? null : this.holder,
        claimed_until: claimedUntil,
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    return { id, formData, attempts: 0, claim: claim ?? '' };
  }

  async #finish(held: ClaimedSubmission, outcome: Outcome): Promise<boolean> {
    if (held.claim === '') return false;
    const result = await (
      await this.#db()
    )
      .updateTable('form_outbox')
      .set((eb) => ({ ...outcome(eb), claim: null, claimed_by: null, claimed_until: null }))
      .where('id', '=', held.id)
      .where('claim', '=', held.claim)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
