// What the demo shop received as Shopify analytics, so a sender can be checked offline: the events it accepted,
// newest first, and counts of what it refused. Kept in memory, as the shop's sign-in grants are: they are evidence
// for a test or a person watching one run, not shop data, and a restart starting empty is what a test wants.
// Bounded, so a flood of events costs a fixed amount of memory.
import { analyticsAllowed, isObject, schemaProblem } from './monorail-schemas.ts';

/** The most events kept; older ones are dropped first. */
export const MAX_RECEIVED_EVENTS = 500;

export type ReceivedEvent = {
  schemaId: string;
  /** The payload as sent. */
  payload: Record<string, unknown>;
  /** metadata.event_created_at_ms of the event, metadata.event_sent_at_ms of its batch, and when the shop got it. */
  createdAtMs: number;
  sentAtMs: number;
  receivedAtMs: number;
};

/** What Shopify answers for one event of a batch. */
export type EventResult = { status: 200 | 400; message: string };

export type ReceivedCounts = {
  accepted: number;
  /** Events that break their schema: answered 400 in the batch's result. */
  refused: number;
  /** Events that fit their schema but say analytics is not allowed: answered as accepted, never kept. */
  refusedForConsent: number;
  /** Batches refused whole (not JSON, no events, no metadata). */
  malformedBatches: number;
};

export class MalformedBatchError extends Error {}

export class ReceivedAnalytics {
  private readonly events: ReceivedEvent[] = [];
  private readonly counts: ReceivedCounts = { accepted: 0, refused: 0, refusedForConsent: 0, malformedBatches: 0 };

  constructor(
    private readonly limit = MAX_RECEIVED_EVENTS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks a produce_batch body and keeps what Shopify would keep; throws MalformedBatchError for a batch it cannot read. */
  receiveBatch(body: unknown): EventResult[] {
    try {
      return this.readBatch(body);
    } catch (error) {
      if (error instanceof MalformedBatchError) this.counts.malformedBatches += 1;
      throw error;
    }
  }

  /** Newest first. */
  received(): readonly ReceivedEvent[] {
    return [...this.events].reverse();
  }

  tally(): Readonly<ReceivedCounts> {
    return { ...this.counts };
  }

  private readBatch(body: unknown): EventResult[] {
    if (!isObject(body)) throw new MalformedBatchError('The body must be a JSON object: {"events": [...], "metadata": {"event_sent_at_ms": ...}}.');
    const { events, metadata } = body;
    if (!Array.isArray(events) || events.length === 0) throw new MalformedBatchError('"events" must be a non-empty array.');
    if (!isObject(metadata) || !Number.isInteger(metadata.event_sent_at_ms)) {
      throw new MalformedBatchError('"metadata.event_sent_at_ms" must be the time the batch was sent, in milliseconds.');
    }
    const sentAtMs = metadata.event_sent_at_ms as number;
    return events.map((event, index) => this.receiveEvent(event, index, sentAtMs));
  }

  private receiveEvent(event: unknown, index: number, sentAtMs: number): EventResult {
    const problem = eventProblem(event);
    if (problem) {
      this.counts.refused += 1;
      return { status: 400, message: `Schema validation error: events[${index}]: ${problem}` };
    }
    const {
      schema_id: schemaId,
      payload,
      metadata,
    } = event as { schema_id: string; payload: Record<string, unknown>; metadata: { event_created_at_ms: number } };
    if (!analyticsAllowed(schemaId, payload)) {
      this.counts.refusedForConsent += 1;
      return { status: 200, message: 'ok' };
    }
    this.counts.accepted += 1;
    this.events.push({ schemaId, payload, createdAtMs: metadata.event_created_at_ms, sentAtMs, receivedAtMs: this.now() });
    if (this.events.length > this.limit) this.events.splice(0, this.events.length - this.limit);
    return { status: 200, message: 'ok' };
  }
}

function eventProblem(event: unknown): string | null {
  if (!isObject(event)) return 'an event must be an object {schema_id, payload, metadata}';
  if (typeof event.schema_id !== 'string') return 'schema_id must be a string';
  if (!isObject(event.payload)) return 'payload must be an object';
  if (!isObject(event.metadata) || !Number.isInteger(event.metadata.event_created_at_ms)) return 'metadata.event_created_at_ms must be an integer';
  return schemaProblem(event.schema_id, event.payload);
}
