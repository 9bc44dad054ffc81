// Sends the page's analytics events to the site (POST /api/events) in batches: what was tracked within a second
// goes together, and whatever is left goes when the page is hidden or left, by `sendBeacon` (which outlives the
// page), or `fetch` with `keepalive` where the beacon is refused. Never retried: analytics may lose an event,
// and a page never waits for one.
import type { AnalyticsEvent } from '../../content/analytics/event-schema.ts';
import { EVENTS_PATH, MAX_BATCH_EVENTS } from '../../content/analytics/event-limits.ts';

/** Events tracked within this long are sent in one batch. */
export const EVENT_BATCH_WINDOW_MS = 1000;

export type EventTransport = {
  beacon?: (url: string, body: string) => boolean;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
};

export type EventSender = { track(event: AnalyticsEvent): void; flush(): void };

export function createEventSender(transport: EventTransport, setTimer: (run: () => void, ms: number) => unknown = setTimeout): EventSender {
  const queued: AnalyticsEvent[] = [];
  let timer: unknown = null;
  const send = (body: string) => {
    if (transport.beacon?.(EVENTS_PATH, body)) return;
    transport.fetch(EVENTS_PATH, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {});
  };
  const flush = () => {
    timer = null;
    while (queued.length > 0) send(JSON.stringify({ events: queued.splice(0, MAX_BATCH_EVENTS) }));
  };
  return {
    track(event) {
      queued.push(event);
      timer ??= setTimer(flush, EVENT_BATCH_WINDOW_MS);
    },
    flush,
  };
}

/** The sender of this page: it also sends what is left when the page is hidden (tab switched, closed, navigated away). */
export function installEventSender(window: Window): EventSender {
  const sender = createEventSender({
    beacon: typeof window.navigator.sendBeacon === 'function' ? (url, body) => window.navigator.sendBeacon(url, body) : undefined,
    fetch: (url, init) => window.fetch(url, init),
  });
  window.addEventListener('pagehide', () => sender.flush());
  window.document.addEventListener('visibilitychange', () => {
    if (window.document.visibilityState === 'hidden') sender.flush();
  });
  return sender;
}
