// The analytics counts as Prometheus metrics, read when scraped (nothing is done per event). The alert rules on
// them are in deploy/prometheus/alerts.yml (SiteAnalyticsStoreFailing, SiteAnalyticsEventsDropped).
import { Counter, Gauge, type Registry } from 'prom-client';
import { type AnalyticsCounts, REFUSAL_REASONS } from './analytics-counts.ts';

export function registerAnalyticsMetrics(registry: Registry, counts: AnalyticsCounts, queueLength: () => number): void {
  new Counter({
    name: 'site_analytics_events_total',
    help: "Analytics events by destination and outcome. 'site' (the site's own store): accepted into the queue, dropped (queue full), stored, failed (the write failed). 'ga4': accepted, refused-consent (no analytics consent), no-client-id, dropped, sent, failed.",
    labelNames: ['destination', 'outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [destination, destinationCounts] of counts.destinations) {
        for (const [outcome, events] of Object.entries(destinationCounts.snapshot())) this.inc({ destination, outcome }, events);
      }
    },
  });
  new Counter({
    name: 'site_analytics_batches_refused_total',
    help: "Event batches refused whole, by reason: 'invalid' (400: schema), 'too-large' (400: over 50 events or 16 KB), 'rate-limited' (429).",
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      this.reset();
      for (const reason of REFUSAL_REASONS) this.inc({ reason }, counts.refusedBatches[reason]);
    },
  });
  new Gauge({
    name: 'site_analytics_queue_events',
    help: 'Analytics events accepted and waiting in this instance to be written to the store.',
    registers: [registry],
    collect() {
      this.set(queueLength());
    },
  });
}
