// What the form deliverer needs from a durable outbox of visitor form submissions, whichever database keeps
// it: SQLite under DATA_DIR for one instance (sqlite-form-outbox.ts), PostgreSQL when several instances share
// the work (postgres-form-outbox.ts). server.ts picks one. A sender claims rows with a lease, so two senders
// never send the same row at once, and a row whose sender died is claimed again once its lease runs out.

export type OutboxStatus = 'pending' | 'delivered' | 'failed';
export type FormFields = Record<string, string>;

/** A row this sender holds until it reports the outcome (or its lease runs out). */
export type ClaimedSubmission = { id: string; formData: FormFields; attempts: number; claim: string };

export type OutboxEntry = {
  id: string;
  status: OutboxStatus;
  formData: FormFields;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
};

export type OutboxBacklog = { pending: number; oldestPendingAt: number | null };

/** Times are milliseconds since the epoch, from the deliverer's clock. */
export interface FormOutbox {
  /** Stores a submission for the background deliverer; returns its stable id (`id` when given). */
  add(fields: FormFields, now: number, id?: string): Promise<string>;
  /**
   * Stores a submission and holds it straight away, so the caller can try sending it now; resolves null when a
   * submission with this id is already stored (a visitor's retry of one that was received), storing nothing.
   */
  addClaimed(fields: FormFields, now: number, leaseMs: number, id?: string): Promise<ClaimedSubmission | null>;
  /**
   * Takes submissions kept elsewhere meanwhile (the instance's spool), due now, in one statement, skipping any
   * whose id is already there: taking the same one twice stores it once. Resolves with how many were added.
   */
  adopt(submissions: readonly { id: string; formData: FormFields; createdAt: number }[], now: number): Promise<number>;
  /** Takes up to `limit` due rows that nobody holds (or whose holder's lease ran out). */
  claimDue(now: number, leaseMs: number, limit: number): Promise<ClaimedSubmission[]>;
  /** Only after the CMS answered 2xx. Resolves false when the claim was lost (the row is someone else's now). */
  markDelivered(held: ClaimedSubmission, now: number): Promise<boolean>;
  /** A transient failure: try again at `nextAttemptAt`. */
  scheduleRetry(held: ClaimedSubmission, nextAttemptAt: number, reason: string): Promise<boolean>;
  /** The CMS refused the submission itself: kept, never retried on its own, for an operator to look at. */
  markFailed(held: ClaimedSubmission, now: number, reason: string): Promise<boolean>;
  /** Gives a held row back untried (the sender is stopping), so another sender may take it now. */
  release(held: ClaimedSubmission): Promise<boolean>;
  /** When the next pending row falls due (its retry time or the end of its lease), or null when none is pending. */
  nextDueAt(): Promise<number | null>;
  counts(): Promise<Record<OutboxStatus, number>>;
  /** How many rows wait to be delivered and when the oldest of them was submitted (null: none), in one query (the metrics ask on every scrape). */
  backlog(): Promise<OutboxBacklog>;
  entries(): Promise<OutboxEntry[]>;
  /** Delivered rows are kept for a while as a record, then dropped; failed and pending rows are never dropped. */
  pruneDelivered(olderThan: number): Promise<number>;
  /** Lets go of what this outbox opened itself (a shared connection pool is closed by its owner). */
  close(): Promise<void>;
}
