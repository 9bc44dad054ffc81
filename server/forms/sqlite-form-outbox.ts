// The form outbox of a single instance (SQLite under DATA_DIR): a submission is written here before it is
// sent to the CMS, so a CMS outage or a restart never loses it. A sender claims rows in an IMMEDIATE
// transaction with a lease, so two flushes (in this process or another on the same file) never send the same
// row at once; a row whose sender died is claimed again once its lease runs out.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ClaimedSubmission, FormFields, FormOutbox, OutboxEntry, OutboxStatus } from './form-outbox.ts';


type Row = { id: string; status: OutboxStatus; form_data: string; attempts: number; next_attempt_at: number; last_error: string | null; claim: string | null };

const SCHEMA = `CREATE TABLE IF NOT EXISTS form_outbox (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  form_data TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claim TEXT,
  claimed_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX IF NOT EXISTS form_outbox_due ON form_outbox (status, next_attempt_at)`;

export class SqliteFormOutbox implements FormOutbox {
  readonly #db: Database.Database;

  constructor(dbPath: string) {
    if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
    this.#db = new Database(dbPath);
    this.#db.pragma('journal_mode = WAL');
    // Another process may hold the write lock for a moment while it claims rows.
    this.#db.pragma('busy_timeout = 5000');
    this.#db.exec(SCHEMA);
  }

  async add(fields: FormFields, now: number, id = randomUUID()): Promise<string> {
    return this.#insert(fields, now, null, null, id).id;
  }

  async addClaimed(fields: FormFields, now: number, leaseMs: number, id = randomUUID()): Promise<ClaimedSubmission> {
    return this.#insert(fields, now, randomUUID(), now + leaseMs, id);
  }

  async adopt({ id, formData, createdAt }: { id: string; formData: FormFields; createdAt: number }, now: number): Promise<boolean> {
    const result = this.#db
      .prepare("INSERT OR IGNORE INTO form_outbox (id, status, form_data, next_attempt_at, created_at) VALUES (?, 'pending', ?, ?, ?)")
      .run(id, JSON.stringify({ ...formData, submissionId: id }), now, createdAt);
    return result.changes === 1;
  }

  async claimDue(now: number, leaseMs: number, limit: number): Promise<ClaimedSubmission[]> {
    const take = this.#db.transaction(() => {
      const rows = this.#db
        .prepare<[number, number, number], Row>(
          `SELECT * FROM form_outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
           ORDER BY next_attempt_at, created_at LIMIT ?`,
        )
        .all(now, now, limit);
      const hold = this.#db.prepare('UPDATE form_outbox SET claim = ?, claimed_until = ? WHERE id = ?');
      return rows.map((row) => {
        const claim = randomUUID();
        hold.run(claim, now + leaseMs, row.id);
        return { id: row.id, formData: JSON.parse(row.form_data) as FormFields, attempts: row.attempts, claim };
      });
    });
    return take.immediate();
  }

  async markDelivered(held: ClaimedSubmission, now: number): Promise<boolean> {
    return this.#finish(held, "status = 'delivered', attempts = attempts + 1, last_error = NULL, finished_at = ?", [now]);
  }

  async scheduleRetry(held: ClaimedSubmission, nextAttemptAt: number, reason: string): Promise<boolean> {
    return this.#finish(held, 'attempts = attempts + 1, next_attempt_at = ?, last_error = ?', [nextAttemptAt, reason]);
  }

  async markFailed(held: ClaimedSubmission, now: number, reason: string): Promise<boolean> {
    return this.#finish(held, "status = 'failed', attempts = attempts + 1, last_error = ?, finished_at = ?", [reason, now]);
  }

  async release(held: ClaimedSubmission): Promise<boolean> {
    return this.#finish(held, 'status = status');
  }

  async nextDueAt(): Promise<number | null> {
    const row = this.#db
      .prepare<[], { due: number | null }>("SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, 0))) AS due FROM form_outbox WHERE status = 'pending'")
      .get();
    return row?.due ?? null;
  }

  async counts(): Promise<Record<OutboxStatus, number>> {
    const counts: Record<OutboxStatus, number> = { pending: 0, delivered: 0, failed: 0 };
    for (const row of this.#db.prepare<[], { status: OutboxStatus; n: number }>('SELECT status, COUNT(*) AS n FROM form_outbox GROUP BY status').all()) {
      counts[row.status] = row.n;
    }
    return counts;
  }

  async entries(): Promise<OutboxEntry[]> {
    return this.#db
      .prepare<[], Row>('SELECT * FROM form_outbox ORDER BY created_at, rowid')
      .all()
      .map((row) => ({ id: row.id, status: row.status, formData: JSON.parse(row.form_data) as FormFields, attempts: row.attempts, nextAttemptAt: row.next_attempt_at, lastError: row.last_error }));
  }

  async pruneDelivered(olderThan: number): Promise<number> {
    return this.#db.prepare("DELETE FROM form_outbox WHERE status = 'delivered' AND finished_at < ?").run(olderThan).changes;
  }

  async close(): Promise<void> {
    this.#db.close();
  }

  /** Every submission gets a stable id, also sent in formData as submissionId so the receiver can ignore a repeat. */
  #insert(fields: FormFields, now: number, claim: string | null, claimedUntil: number | null, id: string): ClaimedSubmission {
    const formData = { ...fields, submissionId: id };
    this.#db
      .prepare("INSERT INTO form_outbox (id, status, form_data, next_attempt_at, claim, claimed_until, created_at) VALUES (?, 'pending', ?, ?, ?, ?, ?)")
      .run(id, JSON.stringify(formData), now, claim, claimedUntil, now);
    return { id, formData, attempts: 0, claim: claim ?? '' };
  }

  #finish(held: ClaimedSubmission, assignments: string, values: unknown[] = []): boolean {
    const result = this.#db
      .prepare(`UPDATE form_outbox SET ${assignments}, claim = NULL, claimed_until = NULL WHERE id = ? AND claim = ? AND status = 'pending'`)
      .run(...values, held.id, held.claim);
    return result.changes === 1;
  }
}
