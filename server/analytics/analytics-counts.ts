// What happened to the analytics events, per destination, as Prometheus reads it (analytics-metrics.ts):
// accepted (taken into the queue), dropped (no room: overload), stored (written) and failed (the write failed).
// The site's own store is the destination 'site'; Shopify and GA4 count under their own names, with outcomes
// of their own where theirs differ (a destination that sends rather than stores).

export const EVENT_OUTCOMES = ['accepted', 'dropped', 'stored', 'failed'] as const;
export type EventOutcome = (typeof EVENT_OUTCOMES)[number];
export const SITE_STORE_DESTINATION = 'site';

export class DestinationCounts<Outcome extends string = EventOutcome> {
  readonly #counts: Record<Outcome, number>;

  constructor(outcomes: readonly Outcome[] = EVENT_OUTCOMES as unknown as readonly Outcome[]) {
    this.#counts = Object.fromEntries(outcomes.map((outcome) => [outcome, 0])) as Record<Outcome, number>;
  }

  add(outcome: Outcome, events: number): void {
    this.#counts[outcome] += events;
  }

  snapshot(): Readonly<Record<Outcome, number>> {
    return { ...this.#counts };
  }
}

/** Batches refused before any event was looked at in the queue, by why. */
export const REFUSAL_REASONS = ['invalid', 'too-large', 'rate-limited'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export class AnalyticsCounts {
  readonly destinations = new Map<string, DestinationCounts<string>>();
  readonly refusedBatches: Record<RefusalReason, number> = { invalid: 0, 'too-large': 0, 'rate-limited': 0 };

  destination(name: string): DestinationCounts {
    return this.destinationWith(name, EVENT_OUTCOMES);
  }

  /** A destination counted by outcomes of its own (GA4: sent, refused for consent…); the same names give the same counts. */
  destinationWith<Outcome extends string>(name: string, outcomes: readonly Outcome[]): DestinationCounts<Outcome> {
    let counts = this.destinations.get(name) as DestinationCounts<Outcome> | undefined;
    if (!counts) this.destinations.set(name, (counts = new DestinationCounts(outcomes)));
    return counts;
  }

  refused(reason: RefusalReason): void {
    this.refusedBatches[reason] += 1;
  }
}
