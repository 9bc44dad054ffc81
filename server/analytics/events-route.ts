// POST /api/events: a batch of analytics events from the site's pages (content/analytics/event-batch.ts). The
// site API's same-origin rule applies as to every write; the per-visitor write limit applies with a budget of
// its own, so events never spend what a visitor's forms and cart need. `sendBeacon` sends its JSON as text/plain,
// which is taken like application/json. Accepted events are keyed to the anonymous visitor of the day and queued
// (202 at once); a batch that breaks the schema is refused whole (400, with the reasons). A browser sending
// `Sec-GPC: 1` has opted out of sale and marketing, whatever its events say (content/analytics/consent-rules.ts).
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { withPrivacyControl } from '../../content/analytics/consent-rules.ts';
import { checkBatch, EVENTS_PATH, MAX_BATCH_BYTES } from '../../content/analytics/event-batch.ts';
import { errorMessage } from '../logging/logger.ts';
import { repeatedLog } from '../logging/repeated-log.ts';
import { rateLimitWrites } from '../security/rate-limit-writes.ts';
import type { WriteLimit, WriteLimiter } from '../security/write-limiter.ts';
import type { AnalyticsCounts, DestinationCounts } from './analytics-counts.ts';
import type { ReceivedEvent } from './analytics-store.ts';
import type { EventQueue } from './event-queue.ts';
import type { VisitorKey } from './visitor-keys.ts';

/** A page sends a batch when it opens and when it is hidden: 30 at once, then one a second, per visitor. */
export const EVENTS_WRITE_LIMIT: WriteLimit = { capacity: 30, refillPerSecond: 1 };
/** Events count in their own buckets of the write limit (the rule is the site's; the budget is not the forms'). */
const EVENTS_BUCKET_PREFIX = 'events:';

const BATCH_MEDIA_TYPES = new Set(['application/json', 'text/plain']);

export type EventsRouteOptions = {
  queue: Pick<EventQueue<ReceivedEvent>, 'offer'>;
  visitorKey: (address: string | null, userAgent: string) => Promise<VisitorKey>;
  /** The visitor's address (server/security/client-ip.ts); hashed into the key, never kept. */
  clientAddress: (c: Context) => string | null;
  /** The write limit's bucket for the visitor (clientIpResolver). */
  clientIp: (c: Context) => string;
  limiter: WriteLimiter;
  counts: AnalyticsCounts;
  /** The site store's counts: a batch that cannot be keyed is counted failed there. */
  siteCounts: DestinationCounts;
  /** Other destinations (GA4), offered the same events after the site's queue; each decides by consent and never waits. */
  forwarders?: readonly { offer(received: readonly ReceivedEvent[]): void }[];
  now?: () => number;
};

type Refusal = { error: { message: string; code: string; reasons?: string[] } };
const refusal = (message: string, code: string, reasons?: string[]): Refusal => ({ error: { message, code, ...(reasons ? { reasons } : {}) } });

export function mountEventsRoute(app: Hono, options: EventsRouteOptions): void {
  const { queue, visitorKey, clientAddress, clientIp, limiter, counts, siteCounts, forwarders = [], now = Date.now } = options;
  const countRateLimited: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status === 429) counts.refused('rate-limited');
  };
  const tooLarge = (c: Context) => {
    counts.refused('too-large');
    const reason = `the batch is over ${MAX_BATCH_BYTES} bytes`;
    return c.json(refusal('The event batch was refused.', 'BATCH_TOO_LARGE', [reason]), 400);
  };

  app.post(
    EVENTS_PATH,
    countRateLimited,
    rateLimitWrites({ limiter, clientIp: (c) => `${EVENTS_BUCKET_PREFIX}${clientIp(c)}` }),
    bodyLimit({ maxSize: MAX_BATCH_BYTES, onError: tooLarge }),
    async (c) => {
      const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!BATCH_MEDIA_TYPES.has(mediaType)) {
        counts.refused('invalid');
        return c.json(refusal('Send the batch as application/json or text/plain (sendBeacon).', 'UNSUPPORTED_MEDIA_TYPE'), 415);
      }
      const text = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        counts.refused('invalid');
        return c.json(refusal('The event batch was refused.', 'INVALID_BATCH', ['the body is not JSON']), 400);
      }
      const checked = checkBatch(body, Buffer.byteLength(text));
      if (!checked.ok) {
        counts.refused(checked.overLimit ? 'too-large' : 'invalid');
        return c.json(refusal('The event batch was refused.', 'INVALID_BATCH', checked.reasons), 400);
      }
      let key: VisitorKey;
      try {
        key = await visitorKey(clientAddress(c), c.req.header('User-Agent') ?? '');
      } catch (error) {
        // Without the day's secret no key can be made: the events are lost, and counted so.
        siteCounts.add('failed', checked.events.length);
        repeatedLog.error('analytics.visitor_key_failed', { reason: errorMessage(error) });
        return c.json(refusal('Events cannot be taken right now.', 'ANALYTICS_UNAVAILABLE'), 503);
      }
      const receivedAt = now();
      const gpc = c.req.header('Sec-GPC') === '1';
      const received = checked.events.map((event) => ({
        receivedAt,
        day: key.day,
        visitor: key.visitor,
        event: { ...event, consent: withPrivacyControl(event.consent, gpc) },
      }));
      const result = queue.offer(received);
      for (const forwarder of forwarders) forwarder.offer(received);
      return c.json(result, 202);
    },
  );
}
