// The stores' shop events (models/shop-env.ts trackEvent), sent with the page's other events: each gets the envelope
// page_viewed has (path, referrer's origin, landing campaign) and the consent at the moment it happened. Imported by
// the code that builds the stores (islands, /buy), never by a page's entry, so it costs nothing before a first touch.
import type { AnalyticsEvent, TrackedEvent } from '../../content/analytics/event-schema.ts';
import { eventEnvelope, facts } from './page-events.ts';
import { startedPageAnalytics } from './start-page-analytics.ts';

export type ShopEventListener = (event: AnalyticsEvent) => void;
const listeners = new Set<ShopEventListener>();

/** Hears every shop event the page sends (a destination loaded once consent allows it). */
export function onShopEvent(listener: ShopEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function trackShopEvent(event: TrackedEvent): void {
  const analytics = startedPageAnalytics();
  if (!analytics) return;
  const envelope = eventEnvelope(facts(window), analytics.privacy.current());
  if (!envelope) return;
  const tracked = { ...event, ...envelope } as AnalyticsEvent;
  analytics.events.track(tracked);
  for (const listener of listeners) listener(tracked);
}
