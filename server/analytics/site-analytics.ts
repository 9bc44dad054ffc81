// The brand's own analytics as server.ts builds it: the store (SQLite or PostgreSQL, off the forms' path), the
// bounded queue in front of it, the daily visitor keys, the counts the metrics read and the retention job; and
// the routes app.ts mounts: the browser's events, the shop's order webhook and the CMS's funnel; and, when
// configured, the GA4 forwarder (ga4-forwarder.ts), offered the same events to send where consent allows.
import type { Context, Hono } from 'hono';
import { join } from 'node:path';
import type { SiteConfig } from '../config/config.ts';
import { answerWithin } from '../health/answer-within.ts';
import { createWriteLimiter, type WriteLimiter } from '../security/write-limiter.ts';
import { AnalyticsCounts, SITE_STORE_DESTINATION } from './analytics-counts.ts';
import { ANALYTICS_FILE, openPostgresAnalytics, openSqliteAnalytics } from './analytics-database.ts';
import type { AnalyticsStore, ReceivedEvent } from './analytics-store.ts';
import { EventQueue, storeWrite } from './event-queue.ts';
import { GA4_DESTINATION, GA4_OUTCOMES, Ga4Forwarder, type Ga4ForwarderOptions } from './ga4-forwarder.ts';
import { EVENTS_WRITE_LIMIT, mountEventsRoute } from './events-route.ts';
import { mountFunnelRoute } from './funnel-route.ts';
import { mountOrderWebhookRoute } from './order-webhook-route.ts';
import { scheduleRetention } from './retention.ts';
import { DailyVisitorKeys } from './visitor-keys.ts';

/** Rows per INSERT: a few hundred keeps each write short and far below either database's parameter limit. */
export const INSERT_BATCH_EVENTS = 500;
export const FLUSH_INTERVAL_MS = 1_000;
/** A cart is never held up by the analytics store: past this, it is made without the visit attribute. */
const VISIT_KEY_WAIT_MS = 250;

export type SiteAnalytics = {
  store: AnalyticsStore;
  queue: EventQueue<ReceivedEvent>;
  counts: AnalyticsCounts;
  config: SiteConfig['analytics'];
  /** GA4's forwarder; null when GA4 is not configured. */
  ga4: Ga4Forwarder | null;
  /** The visit key for a request's visitor; null when it cannot be had quickly (the cart then goes without it). */
  visitKeyOf(address: string | null, userAgent: string): Promise<string | null>;
  /** Mounts POST /api/events, the order webhook (with a secret) and the funnel (with a read token). */
  mount(app: Hono, request: { clientAddress: (c: Context) => string | null; clientIp: (c: Context) => string }): void;
  /** Writes what the queue holds and stops the retention job; the store stays open (close() closes it). */
  stop(): Promise<void>;
  close(): Promise<void>;
};

export type AnalyticsParts = {
  store: AnalyticsStore;
  config: SiteConfig['analytics'];
  /** Events' own write limit; in memory by default, so a batch never waits on the shared database. */
  limiter?: WriteLimiter;
  now?: () => number;
  /** Whether to run the hourly retention job (tests run it themselves). */
  retention?: boolean;
  /** How the GA4 forwarder sends and waits (tests shorten its time limit); used only when config.ga4 is set. */
  ga4?: Pick<Ga4ForwarderOptions, 'timeoutMs' | 'flushIntervalMs'>;
};

export function createSiteAnalytics({
  store,
  config,
  limiter = createWriteLimiter(EVENTS_WRITE_LIMIT),
  now = Date.now,
  retention = true,
  ga4: ga4Options = {},
}: AnalyticsParts): SiteAnalytics {
  const counts = new AnalyticsCounts();
  const siteCounts = counts.destination(SITE_STORE_DESTINATION);
  const queue = new EventQueue<ReceivedEvent>({
    capacity: config.queueCapacity,
    batchSize: INSERT_BATCH_EVENTS,
    flushIntervalMs: FLUSH_INTERVAL_MS,
    write: storeWrite((events) => store.insertEvents(events), siteCounts),
    counts: siteCounts,
  });
  const ga4 = config.ga4
    ? new Ga4Forwarder({
        credentials: config.ga4,
        pageOrigin: config.ga4.pageOrigin,
        capacity: config.queueCapacity,
        counts: counts.destinationWith(GA4_DESTINATION, GA4_OUTCOMES),
        ...ga4Options,
      })
    : null;
  const keys = new DailyVisitorKeys(store, config.timeZone, now);
  const job = retention
    ? scheduleRetention({ store, retentionDays: config.retentionDays, timeZone: config.timeZone, receiptLifetimeMs: 2 * config.webhookMaxAgeMs }, now)
    : null;
  const visitorKey = (address: string | null, userAgent: string) => keys.keyFor(address, userAgent);
  return {
    store,
    queue,
    counts,
    config,
    ga4,
    visitKeyOf: (address, userAgent) =>
      answerWithin(visitorKey(address, userAgent), VISIT_KEY_WAIT_MS, () => new Error('no visitor key in time')).then(
        (key) => key.visitor,
        () => null,
      ),
    mount(app, { clientAddress, clientIp }) {
      const forwarders = ga4 ? [ga4] : [];
      mountEventsRoute(app, { queue, visitorKey, clientAddress, clientIp, limiter, counts, siteCounts, forwarders, now });
      if (config.webhookSecret) {
        mountOrderWebhookRoute(app, { store, secret: config.webhookSecret, maxAgeMs: config.webhookMaxAgeMs, timeZone: config.timeZone, now });
      }
      if (config.readToken) mountFunnelRoute(app, { store, token: config.readToken, timeZone: config.timeZone, now });
    },
    async stop() {
      job?.stop();
      await Promise.all([queue.stop(), ga4?.stop()]);
    },
    async close() {
      await this.stop();
      await store.close();
    },
  };
}

/** Opens the store server.ts's configuration calls for: PostgreSQL with DATABASE_URL, else SQLite under DATA_DIR. */
export async function openSiteAnalytics(config: SiteConfig): Promise<SiteAnalytics> {
  const store = config.databaseUrl ? await openPostgresAnalytics(config.databaseUrl) : await openSqliteAnalytics(join(config.dataDir, ANALYTICS_FILE));
  return createSiteAnalytics({ store, config: config.analytics });
}
