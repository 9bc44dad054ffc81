// What happened to the analytics events, per destination, as Prometheus reads it (analytics-metrics.ts):
// accepted (taken into the queue), dropped (no room: overload), stored (written) and failed (the write failed).
// The site's own store is the destination 'site'; Shopify and GA4 count under their own names.

export const EVENT_OUTCOMES = ['accepted', 'dropped', 'stored', 'failed'] as const;
export type EventOutcome = (typeof EVENT_OUTCOMES)[number];
export const SITE_STORE_DESTINATION = 'site';

export class DestinationCounts {
  readonly #counts: Record<EventOutcome, number> = { accepted: 0, dropped: 0, stored: 0, failed: 0 };

  add(outcome: EventOutcome, events: number): void {
    this.#counts[outcome] += events;
  }

  snapshot(): Readonly<Record<EventOutcome, number>> {
    return { ...this.#counts };
  }
}

/** Batches refused before any event was looked at in the queue, by why. */
export const REFUSAL_REASONS = ['invalid', 'too-large', 'rate-limited'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export class AnalyticsCounts {
  readonly destinations = new Map<string, DestinationCounts>();
  readonly refusedBatches: Record<RefusalReason, number> = { invalid: 0, 'too-large': 0, 'rate-limited': 0 };

  destination(name: string): DestinationCounts {
    let counts = this.destinations.get(name);
    if (!counts) this.destinations.set(name, (counts = new DestinationCounts()));
    return counts;
  }

  refused(reason: RefusalReason): void {
    this.refusedBatches[reason] += 1;
  }
}
