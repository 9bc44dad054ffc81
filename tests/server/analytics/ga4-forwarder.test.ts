// The GA4 forwarder behind POST /api/events, with Google's endpoint played by nock (the real one is out of reach
// here): what reaches it and when nothing may, and how a slow or failing Google is counted without ever holding
// the endpoint's 202.
import nock from 'nock';
import { Registry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GA4_COLLECT_PATH, GA4_ORIGIN, type Ga4Request } from '../../../clients/ga4/measurement-protocol.ts';
import type { AnalyticsEvent, Consent } from '../../../content/analytics/event-schema.ts';
import { AnalyticsCounts } from '../../../server/analytics/analytics-counts.ts';
import { registerAnalyticsMetrics } from '../../../server/analytics/analytics-metrics.ts';
import type { ReceivedEvent } from '../../../server/analytics/analytics-store.ts';
import { GA4_DESTINATION, GA4_OUTCOMES, Ga4Forwarder } from '../../../server/analytics/ga4-forwarder.ts';
import { captureLogs } from '../logging/captured-logs.ts';
import { type AnalyticsSite, analyticsSite, events, NO_CONSENT } from './support/analytics-site.ts';

const MEASUREMENT_ID = 'G-TEST12345';
const API_SECRET = 'mp-secret-0123456789abc';
const GA4_ENV = { GA4_MEASUREMENT_ID: MEASUREMENT_ID, GA4_API_SECRET: API_SECRET };
const ANALYTICS: Consent = { ...NO_CONSENT, analytics: true };
const BROWSER = '1302766621.1732845600';
// Generous: this machine may be busy, and only the hanging Google's test waits it out (with a limit of its own).
const TIMEOUT_MS = 5_000;

let site: AnalyticsSite | undefined;
beforeEach(() => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1/);
});
afterEach(async () => {
  await site?.stop();
  site = undefined;
  nock.cleanAll();
  nock.enableNetConnect();
});

const consented = (event: AnalyticsEvent, consent: Consent = ANALYTICS): AnalyticsEvent => ({ ...event, consent, clientId: BROWSER });
const ga4Counts = () => site!.analytics.counts.destination(GA4_DESTINATION).snapshot();

/** Google's endpoint, taking requests for the configured stream and keeping their bodies. */
function google(reply: (scope: nock.Interceptor) => nock.Scope, times = 1): Ga4Request[] {
  const bodies: Ga4Request[] = [];
  reply(
    nock(GA4_ORIGIN)
      .post(GA4_COLLECT_PATH, (body: Ga4Request) => (bodies.push(body), true))
      .query({ measurement_id: MEASUREMENT_ID, api_secret: API_SECRET })
      .times(times),
  );
  return bodies;
}

async function gaSite(env: Record<string, string> = GA4_ENV, timeoutMs = TIMEOUT_MS) {
  site = await analyticsSite({ env, ga4: { timeoutMs, flushIntervalMs: 10 } });
  return site;
}

describe('GA4 forwarding', () => {
  it('sends consented events to the stream as one request with the browser’s client_id and consent, counted sent', async () => {
    const bodies = google((scope) => scope.reply(204));
    await gaSite();
    const response = await site!.sendEvents([
      consented(events.pageViewed('/faqs', { campaign: { utm_source: 'newsletter' } })),
      consented(events.addedToCart('gid://shopify/ProductVariant/1')),
    ]);
    expect(response.status).toBe(202);
    await site!.analytics.ga4!.drain();

    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      client_id: BROWSER,
      consent: { ad_user_data: 'DENIED', ad_personalization: 'DENIED' },
      events: [
        { name: 'page_view', params: { page_location: `${site!.origin}/faqs`, source: 'newsletter' } },
        { name: 'add_to_cart', params: { items: [{ item_id: 'gid://shopify/ProductVariant/1', quantity: 1 }] } },
      ],
    });
    expect(ga4Counts()).toEqual({ accepted: 2, 'refused-consent': 0, 'no-client-id': 0, dropped: 0, sent: 2, failed: 0 });
  });

  it('makes no request at all for events without analytics consent, and counts them refused for consent', async () => {
    const bodies = google((scope) => scope.reply(204));
    await gaSite();
    const marketingOnly: Consent = { ...NO_CONSENT, marketing: true, saleOfData: true };
    const response = await site!.sendEvents([events.pageViewed('/'), { ...events.stepReached(1), consent: marketingOnly }, events.checkoutStarted()]);
    expect(response.status).toBe(202);
    await site!.analytics.ga4!.drain();
    await site!.analytics.queue.drain();

    expect(bodies).toEqual([]);
    expect(nock.isDone()).toBe(false);
    expect(ga4Counts()).toMatchObject({ accepted: 0, 'refused-consent': 3, sent: 0 });
    // The site's own funnel still counts them, anonymously.
    expect(site!.analytics.counts.destination('site').snapshot()).toMatchObject({ stored: 3 });
  });

  it('sends nothing for an event with consent but no browser id (none is made from the address), counting it', async () => {
    const bodies = google((scope) => scope.reply(204));
    await gaSite();
    await site!.sendEvents([{ ...events.pageViewed('/'), consent: ANALYTICS }]);
    await site!.analytics.ga4!.drain();
    expect(bodies).toEqual([]);
    expect(ga4Counts()).toMatchObject({ accepted: 0, 'no-client-id': 1 });
  });

  it('splits a full batch of 50 events into requests of at most 25', async () => {
    const bodies = google((scope) => scope.reply(204), 2);
    await gaSite();
    const batch = Array.from({ length: 50 }, (_, step) => consented(events.stepReached(step % 5)));
    expect((await site!.sendEvents(batch)).status).toBe(202);
    await site!.analytics.ga4!.drain();
    expect(bodies.map((body) => body.events.length)).toEqual([25, 25]);
    expect(ga4Counts()).toMatchObject({ sent: 50, failed: 0 });
  });

  it('counts a 5xx from Google failed, and the endpoint answers 202 all the same; the log names neither the secret nor the browser', async () => {
    google((scope) => scope.reply(503, 'unavailable'));
    await gaSite();
    const captured = captureLogs('error');
    try {
      expect((await site!.sendEvents([consented(events.pageViewed('/'))])).status).toBe(202);
      await site!.analytics.ga4!.drain();
      expect(ga4Counts()).toMatchObject({ accepted: 1, sent: 0, failed: 1 });
      expect(captured.lines).toContainEqual(expect.objectContaining({ event: 'analytics.ga4_failed', reason: 'GA4 did not take the events: HTTP 503' }));
      const logged = JSON.stringify(captured.lines);
      expect(logged).not.toContain(API_SECRET);
      expect(logged).not.toContain(BROWSER);
    } finally {
      captured.release();
    }
  });

  it('answers 202 while Google hangs, gives up after the time limit and counts the events failed', async () => {
    google((scope) => scope.delay(60_000).reply(204), 2);
    const timeoutMs = 3_000;
    await gaSite(GA4_ENV, timeoutMs);
    const started = performance.now();
    await site!.sendEvents([consented(events.pageViewed('/'))]);
    // The first batch's request is now waiting on Google; the next batch is answered without waiting on it.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const response = await site!.sendEvents([consented(events.pageViewed('/faqs'))]);
    expect(response.status).toBe(202);
    expect(ga4Counts()).toMatchObject({ accepted: 2, sent: 0, failed: 0 });

    await site!.analytics.ga4!.drain();
    expect(performance.now() - started).toBeGreaterThanOrEqual(timeoutMs);
    expect(ga4Counts()).toMatchObject({ sent: 0, failed: 2 });
  }, 30_000);

  it('shows its outcomes in the metrics under the ga4 destination', async () => {
    google((scope) => scope.reply(500));
    await gaSite();
    const registry = new Registry();
    registerAnalyticsMetrics(registry, site!.analytics.counts, () => site!.analytics.queue.length);
    await site!.sendEvents([consented(events.pageViewed('/')), events.pageViewed('/faqs')]);
    await site!.analytics.ga4!.drain();
    const text = await registry.metrics();
    expect(text).toContain('site_analytics_events_total{destination="ga4",outcome="failed"} 1');
    expect(text).toContain('site_analytics_events_total{destination="ga4",outcome="refused-consent"} 1');
    expect(text).toContain('site_analytics_events_total{destination="site",outcome="accepted"} 2');
  });

  it('is off without the two variables: no forwarder, nothing counted for GA4', async () => {
    await gaSite({});
    expect(site!.analytics.ga4).toBeNull();
    await site!.sendEvents([consented(events.pageViewed('/'))]);
    expect(site!.analytics.counts.destinations.has(GA4_DESTINATION)).toBe(false);
  });
});

describe('the GA4 queue', () => {
  const credentials = { measurementId: MEASUREMENT_ID, apiSecret: API_SECRET };
  const receivedView = (path: string): ReceivedEvent => ({
    receivedAt: Date.now(),
    day: '2026-11-29',
    visitor: 'v',
    event: consented(events.pageViewed(path)),
  });

  it('holds at most its capacity while Google is slow, drops the rest and counts them dropped', async () => {
    const counts = new AnalyticsCounts().destinationWith(GA4_DESTINATION, GA4_OUTCOMES);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent: Ga4Request[] = [];
    const forwarder = new Ga4Forwarder({
      credentials,
      pageOrigin: 'https://linden.test',
      capacity: 3,
      counts,
      flushIntervalMs: 1,
      send: async (_credentials, request) => {
        sent.push(request);
        await answered;
      },
    });
    forwarder.offer([receivedView('/')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
    // The first event is on its way; three more fit, two do not.
    forwarder.offer(['/a', '/b', '/c', '/d', '/e'].map(receivedView));
    expect(forwarder.length).toBe(3);
    expect(counts.snapshot()).toMatchObject({ accepted: 4, dropped: 2 });

    answer();
    await forwarder.stop();
    expect(counts.snapshot()).toMatchObject({ sent: 4, dropped: 2, failed: 0 });
    expect(sent.flatMap((request) => request.events.map((event) => event.params.page_location))).toEqual([
      'https://linden.test/',
      'https://linden.test/a',
      'https://linden.test/b',
      'https://linden.test/c',
    ]);
  });
});
