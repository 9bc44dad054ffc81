// The form outbox that several instances share (PostgreSQL, with DATABASE_URL): any instance stores a
// submission, any instance may deliver it. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so one
// instance at a time sends a row; an instance killed mid-send holds its row only until the lease runs out,
// then another takes it (the CMS ignores the repeat thanks to formData.submissionId).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ClaimedSubmission, FormFields, FormOutbox, OutboxEntry, OutboxStatus } from './form-outbox.ts';

// Times are the deliverer's epoch milliseconds (bigint); claimed_by names the instance holding a row, for operators.
const SCHEMA = `CREATE TABLE IF NOT EXISTS form_outbox (
  id uuid PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  form_data jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  claim uuid,
  claimed_by text,
  claimed_until bigint,
  last_error text,
  created_at bigint NOT NULL,
  finished_at bigint
);
CREATE INDEX IF NOT EXISTS form_outbox_due ON form_outbox (next_attempt_at) WHERE status = 'pending'`;

/** Instances start together: the advisory lock keeps their CREATE ... IF NOT EXISTS from racing. */
const MIGRATION_LOCK = 'storefront.form_outbox';

type Row = { id: string; status: OutboxStatus; form_data: FormFields; attempts: number; next_attempt_at: string; last_error: string | null; claim: string | null };

const claimed = (row: Pick<Row, 'id' | 'form_data' | 'attempts' | 'claim'>): ClaimedSubmission => ({ id: row.id, formData: row.form_data, attempts: row.attempts, claim: row.claim ?? '' });

export class PostgresFormOutbox implements FormOutbox {
  /** Creates the table when missing (idempotent), then returns the outbox. `holder` names this instance in claimed_by. */
  static async open(pool: pg.Pool, holder: string): Promise<PostgresFormOutbox> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [MIGRATION_LOCK]);
      await client.query(SCHEMA);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    return new PostgresFormOutbox(pool, holder);
  }

  private constructor(
    private readonly pool: pg.Pool,
    private readonly holder: string,
  ) {}

  async add(fields: FormFields, now: number, id = randomUUID()): Promise<string> {
    return (await this.#insert(fields, now, null, id)).id;
  }

  addClaimed(fields: FormFields, now: number, leaseMs: number, id = randomUUID()): Promise<ClaimedSubmission> {
    return this.#insert(fields, now, now + leaseMs, id);
  }

  async adopt({ id, formData, createdAt }: { id: string; formData: FormFields; createdAt: number }, now: number): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO form_outbox (id, status, form_data, next_attempt_at, created_at) VALUES ($1, 'pending', $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
      [id, JSON.stringify({ ...formData, submissionId: id }), now, createdAt],
    );
    return result.rowCount === 1;
  }

  async claimDue(now: number, leaseMs: number, limit: number): Promise<ClaimedSubmission[]> {
    const { rows } = await this.pool.query<Row>(
      `WITH due AS (
         SELECT id FROM form_outbox
         WHERE status = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
         ORDER BY next_attempt_at, created_at
         LIMIT $3
         FOR UPDATE SKIP LOCKED
       )
       UPDATE form_outbox AS row SET claim = gen_random_uuid(), claimed_by = $4, claimed_until = $2
       FROM due WHERE row.id = due.id
       RETURNING row.id, row.form_data, row.attempts, row.claim, row.next_attempt_at`,
      [now, now + leaseMs, limit, this.holder],
    );
    return rows.sort((a, b) => Number(a.next_attempt_at) - Number(b.next_attempt_at)).map(claimed);
  }

  markDelivered(held: ClaimedSubmission, now: number): Promise<boolean> {
    return this.#finish(held, "status = 'delivered', attempts = attempts + 1, last_error = NULL, finished_at = $3", [now]);
  }

  scheduleRetry(held: ClaimedSubmission, nextAttemptAt: number, reason: string): Promise<boolean> {
    return this.#finish(held, 'attempts = attempts + 1, next_attempt_at = $3, last_error = $4', [nextAttemptAt, reason]);
  }

  markFailed(held: ClaimedSubmission, now: number, reason: string): Promise<boolean> {
    return this.#finish(held, "status = 'failed', attempts = attempts + 1, last_error = $3, finished_at = $4", [reason, now]);
  }

  release(held: ClaimedSubmission): Promise<boolean> {
    return this.#finish(held, 'status = status');
  }

  async nextDueAt(): Promise<number | null> {
    const { rows } = await this.pool.query<{ due: string | null }>(
      "SELECT MIN(GREATEST(next_attempt_at, COALESCE(claimed_until, 0))) AS due FROM form_outbox WHERE status = 'pending'",
    );
    return rows[0]?.due == null ? null : Number(rows[0].due);
  }

  async counts(): Promise<Record<OutboxStatus, number>> {
    const counts: Record<OutboxStatus, number> = { pending: 0, delivered: 0, failed: 0 };
    const { rows } = await this.pool.query<{ status: OutboxStatus; n: string }>('SELECT status, COUNT(*) AS n FROM form_outbox GROUP BY status');
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  async entries(): Promise<OutboxEntry[]> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM form_outbox ORDER BY created_at, id');
    return rows.map((row) => ({ id: row.id, status: row.status, formData: row.form_data, attempts: row.attempts, nextAttemptAt: Number(row.next_attempt_at), lastError: row.last_error }));
  }

  async pruneDelivered(olderThan: number): Promise<number> {
    return (await this.pool.query("DELETE FROM form_outbox WHERE status = 'delivered' AND finished_at < $1", [olderThan])).rowCount ?? 0;
  }

  /** The pool is shared with the rest of the instance; server.ts closes it. */
  async close(): Promise<void> {}

  /** Every submission gets a stable id, also sent in formData as submissionId so the receiver can ignore a repeat. */
  async #insert(fields: FormFields, now: number, claimedUntil: number | null, id: string): Promise<ClaimedSubmission> {
    const claim = claimedUntil === null ? null : randomUUID();
    const formData = { ...fields, submissionId: id };
    await this.pool.query(
      `INSERT INTO form_outbox (id, status, form_data, next_attempt_at, claim, claimed_by, claimed_until, created_at)
       VALUES ($1, 'pending', $2, $3, $4, $5, $6, $3)`,
      [id, JSON.stringify(formData), now, claim, claim === null ? null : this.holder, claimedUntil],
    );
    return { id, formData, attempts: 0, claim: claim ?? '' };
  }

  async #finish(held: ClaimedSubmission, assignments: string, values: unknown[] = []): Promise<boolean> {
    if (held.claim === '') return false;
    const result = await this.pool.query(
      `UPDATE form_outbox SET ${assignments}, claim = NULL, claimed_by = NULL, claimed_until = NULL WHERE id = $1 AND claim = $2 AND status = 'pending'`,
      [held.id, held.claim, ...values],
    );
    return result.rowCount === 1;
  }
}
