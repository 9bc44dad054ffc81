// GA4, the optional destination (GA4_MEASUREMENT_ID and GA4_API_SECRET): accepted events are offered here after
// the site's own queue, and only those whose visitor allowed analytics go further. GA4 needs a stable id per
// browser (client_id); the only one the site may use is the id the browser keeps once analytics is allowed and
// sends with each event (content/analytics/event-schema.ts, `clientId`). None is derived from the address and user
// agent: that would follow a visitor who never agreed to it. An event with consent but no id is not sent, and
// counted so. Events wait in a bounded queue of their own (dropped and counted when full) and are sent after the
// answer, one flush at a time (the site's EventQueue, with a write of GA4's own: a flush is several requests with
// outcomes of their own), each request with a short time limit, so a slow or failing Google never holds a page or
// the event endpoint. Logs name outcomes, never an id or the API secret.
import { type Ga4Credentials, type Ga4Request, sendGa4Events } from '../../clients/ga4/measurement-protocol.ts';
import { errorMessage } from '../logging/logger.ts';
import { repeatedLog } from '../logging/repeated-log.ts';
import type { DestinationCounts } from './analytics-counts.ts';
import type { ReceivedEvent } from './analytics-store.ts';
import { EventQueue } from './event-queue.ts';
import { ga4Requests } from './ga4-events.ts';

export const GA4_DESTINATION = 'ga4';
/**
 * accepted: queued to be sent; refused-consent: no analytics consent (never queued); no-client-id: consent but no
 * browser id; dropped: the queue was full; sent: Google answered 2xx; failed: an error, a 4xx/5xx or no answer in time.
 */
export const GA4_OUTCOMES = ['accepted', 'refused-consent', 'no-client-id', 'dropped', 'sent', 'failed'] as const;
export type Ga4Outcome = (typeof GA4_OUTCOMES)[number];

/** Google answers in well under a second; past this a request is given up and counted failed. */
export const GA4_TIMEOUT_MS = 2_000;
/** Events taken per flush: a few requests' worth, sent together. */
export const GA4_EVENTS_PER_FLUSH = 100;
export const GA4_FLUSH_INTERVAL_MS = 1_000;

export type Ga4ForwarderOptions = {
  credentials: Ga4Credentials;
  /** The site's origin, to which GA4's page_location adds the event's path. */
  pageOrigin: string;
  /** Events held at most. */
  capacity: number;
  counts: DestinationCounts<Ga4Outcome>;
  timeoutMs?: number;
  flushIntervalMs?: number;
  /** Sends one request (Google's endpoint by default). */
  send?: (credentials: Ga4Credentials, request: Ga4Request, timeoutMs: number) => Promise<void>;
};

export class Ga4Forwarder {
  readonly #options: Required<Ga4ForwarderOptions>;
  readonly #queue: EventQueue<ReceivedEvent>;

  constructor(options: Ga4ForwarderOptions) {
    this.#options = { timeoutMs: GA4_TIMEOUT_MS, flushIntervalMs: GA4_FLUSH_INTERVAL_MS, send: sendGa4Events, ...options };
    const { capacity, flushIntervalMs, counts } = this.#options;
    this.#queue = new EventQueue({ capacity, batchSize: GA4_EVENTS_PER_FLUSH, flushIntervalMs, write: (batch) => this.#send(batch), counts });
  }

  get length(): number {
    return this.#queue.length;
  }

  /** Takes the events GA4 may have; counts the others by why. Never waits. */
  offer(received: readonly ReceivedEvent[]): void {
    const { counts } = this.#options;
    let refused = 0;
    let unidentified = 0;
    const allowed: ReceivedEvent[] = [];
    for (const item of received) {
      if (!item.event.consent.analytics) refused += 1;
      else if (!item.event.clientId) unidentified += 1;
      else allowed.push(item);
    }
    counts.add('refused-consent', refused);
    counts.add('no-client-id', unidentified);
    this.#queue.offer(allowed);
  }

  /** Sends everything held (at shutdown, and by tests). */
  drain(): Promise<void> {
    return this.#queue.drain();
  }

  stop(): Promise<void> {
    return this.#queue.stop();
  }

  /** One flush: its events in as few requests as GA4 takes, each counted sent or failed. */
  async #send(batch: ReceivedEvent[]): Promise<void> {
    const { credentials, pageOrigin, timeoutMs, send, counts } = this.#options;
    const requests = ga4Requests(batch, pageOrigin);
    const outcomes = await Promise.allSettled(requests.map((request) => send(credentials, request, timeoutMs)));
    outcomes.forEach((outcome, index) => {
      const events = requests[index]!.events.length;
      if (outcome.status === 'fulfilled') counts.add('sent', events);
      else {
        counts.add('failed', events);
        repeatedLog.error('analytics.ga4_failed', { reason: errorMessage(outcome.reason) });
      }
    });
  }
}
