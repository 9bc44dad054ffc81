// The GA4 payload contract, written from the Measurement Protocol's documented format: each site event as the
// recommended or custom GA4 event, its page and campaign parameters, the consent signals, and requests within
// the documented limits (25 events, one browser and one consent state each).
import { describe, expect, it } from 'vitest';
import { GA4_LIMITS, GA4_NAME, GA4_RESERVED_PREFIXES } from '../../../clients/ga4/measurement-protocol.ts';
import { checkBatch } from '../../../content/analytics/event-batch.ts';
import { type AnalyticsEvent, type Consent, EVENT_NAMES } from '../../../content/analytics/event-schema.ts';
import type { ReceivedEvent } from '../../../server/analytics/analytics-store.ts';
import { GA4_EVENT_NAMES, ga4Consent, ga4Event, ga4Requests } from '../../../server/analytics/ga4-events.ts';

const ORIGIN = 'https://linden.test';
const RECEIVED_AT = Date.UTC(2026, 10, 29, 2, 30);
const ANALYTICS_ONLY: Consent = { analytics: true, marketing: false, preferences: false, saleOfData: false };
const EVERYTHING: Consent = { analytics: true, marketing: true, preferences: true, saleOfData: true };
const BROWSER = '1302766621.1732845600';
const VARIANT = 'gid://shopify/ProductVariant/44012345678901';

const envelope = { path: '/buy', referrer: null, campaign: {}, consent: ANALYTICS_ONLY, clientId: BROWSER };
const received = (event: AnalyticsEvent, receivedAt = RECEIVED_AT): ReceivedEvent => ({ receivedAt, day: '2026-11-29', visitor: 'v', event });
const mapped = (event: AnalyticsEvent) => ga4Event(received(event), ORIGIN);

describe('the site events as GA4 events', () => {
  it('sends every event under a name GA4 takes: its recommended events for Shopify standard ones, the brand’s own as they are', () => {
    expect(Object.keys(GA4_EVENT_NAMES).sort()).toEqual([...EVENT_NAMES].sort());
    for (const name of Object.values(GA4_EVENT_NAMES)) {
      expect(name).toMatch(GA4_NAME);
      expect(GA4_RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix))).toBe(false);
    }
  });

  it('a page view is page_view with the full page_location, the referrer origin and the campaign in GA4’s words, timed in microseconds', () => {
    const event: AnalyticsEvent = {
      name: 'page_viewed',
      ...envelope,
      path: '/blog/how-to-measure',
      referrer: 'https://www.google.com',
      campaign: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring sale', utm_term: 'sheets', utm_content: 'hero', fbclid: 'abc' },
    };
    expect(mapped(event)).toEqual({
      name: 'page_view',
      params: {
        page_location: 'https://linden.test/blog/how-to-measure',
        page_referrer: 'https://www.google.com',
        source: 'newsletter',
        medium: 'email',
        campaign: 'spring sale',
        term: 'sheets',
        content: 'hero',
      },
      timestamp_micros: RECEIVED_AT * 1000,
    });
  });

  it('maps the cart and product events to view_item, view_cart, add_to_cart, remove_from_cart and begin_checkout', () => {
    const page = { page_location: 'https://linden.test/buy' };
    expect(mapped({ name: 'product_viewed', ...envelope, productId: 'gid://shopify/Product/7', variantId: VARIANT, version: 'premium' }).params).toEqual({
      ...page,
      items: [{ item_id: VARIANT }],
      sheet_version: 'premium',
    });
    expect(mapped({ name: 'product_viewed', ...envelope, productId: 'gid://shopify/Product/7' })).toMatchObject({
      name: 'view_item',
      params: { items: [{ item_id: 'gid://shopify/Product/7' }] },
    });
    expect(mapped({ name: 'cart_viewed', ...envelope, lines: 2 })).toMatchObject({ name: 'view_cart', params: { ...page, cart_lines: 2 } });
    expect(mapped({ name: 'product_added_to_cart', ...envelope, variantId: VARIANT, quantity: 2 })).toMatchObject({
      name: 'add_to_cart',
      params: { ...page, items: [{ item_id: VARIANT, quantity: 2 }] },
    });
    expect(mapped({ name: 'product_removed_from_cart', ...envelope, variantId: VARIANT, quantity: 1 })).toMatchObject({
      name: 'remove_from_cart',
      params: { items: [{ item_id: VARIANT, quantity: 1 }] },
    });
    expect(mapped({ name: 'checkout_started', ...envelope, from: 'cart-modal' })).toMatchObject({
      name: 'begin_checkout',
      params: { ...page, checkout_from: 'cart-modal' },
    });
  });

  it('sends the buy flow’s own events as custom events, with the version as the toggle names it', () => {
    const params = (event: AnalyticsEvent) => {
      const { page_location: _page, ...own } = mapped(event).params;
      return own;
    };
    expect(params({ name: 'buy_step_reached', ...envelope, step: 2, appVersion: 'old' })).toEqual({ step: 2, app_version: 'V1.0' });
    expect(params({ name: 'size_chosen', ...envelope, size: 'king', appVersion: 'new' })).toEqual({ size: 'king', app_version: 'V1.1' });
    expect(params({ name: 'depth_chosen', ...envelope, depth: '26-30', appVersion: 'new' })).toEqual({ depth: '26-30', app_version: 'V1.1' });
    expect(params({ name: 'find_my_size_answered', ...envelope, size: null, band: null, unit: 'in' })).toEqual({ size: 'none', band: 'none', unit: 'in' });
    expect(params({ name: 'set_chosen', ...envelope, size: 'queen', band: '31-35' })).toEqual({ size: 'queen', band: '31-35' });
    expect(params({ name: 'form_sent', ...envelope, formType: 'contact' })).toEqual({ form_type: 'contact' });
    expect(params({ name: 'notify_me', ...envelope, size: 'double', depth: '21-25' })).toEqual({ size: 'double', depth: '21-25' });
  });

  it('sends a Google Ads click id only with marketing consent, and leaves out a value longer than GA4 keeps', () => {
    const gclid = 'Cj0KCQiA-abc_123';
    const view = (consent: Consent, campaign: AnalyticsEvent['campaign']) => mapped({ name: 'page_viewed', ...envelope, consent, campaign }).params;
    expect(view(ANALYTICS_ONLY, { gclid })).not.toHaveProperty('gclid');
    expect(view(EVERYTHING, { gclid })).toMatchObject({ gclid });
    expect(view(EVERYTHING, { gclid: 'x'.repeat(GA4_LIMITS.paramValueLength + 1) })).not.toHaveProperty('gclid');
  });

  it('says ad_user_data from marketing consent, and ad_personalization only with marketing and sale of data both allowed', () => {
    expect(ga4Consent(ANALYTICS_ONLY)).toEqual({ ad_user_data: 'DENIED', ad_personalization: 'DENIED' });
    expect(ga4Consent({ ...ANALYTICS_ONLY, marketing: true })).toEqual({ ad_user_data: 'GRANTED', ad_personalization: 'DENIED' });
    expect(ga4Consent(EVERYTHING)).toEqual({ ad_user_data: 'GRANTED', ad_personalization: 'GRANTED' });
  });
});

describe('GA4 requests', () => {
  const view = (overrides: Partial<AnalyticsEvent> = {}) => received({ name: 'page_viewed', ...envelope, ...overrides } as AnalyticsEvent);

  it('puts at most 25 events in a request, in the order they came', () => {
    const requests = ga4Requests(
      Array.from({ length: 60 }, (_, index) => received({ name: 'buy_step_reached', ...envelope, step: 1, appVersion: 'new' }, RECEIVED_AT + index)),
      ORIGIN,
    );
    expect(requests.map((request) => request.events.length)).toEqual([25, 25, 10]);
    const times = requests.flatMap((request) => request.events.map((event) => event.timestamp_micros));
    expect(times).toEqual([...times].sort((a, b) => a! - b!));
    for (const request of requests) expect(Buffer.byteLength(JSON.stringify(request))).toBeLessThanOrEqual(GA4_LIMITS.requestBytes);
  });

  it('makes one request per browser and consent state, each with its client_id and consent', () => {
    const other = '987654321.1732840000';
    const requests = ga4Requests([view(), view({ clientId: other }), view({ consent: EVERYTHING }), view()], ORIGIN);
    expect(requests.map(({ client_id, consent, events }) => [client_id, consent.ad_user_data, events.length])).toEqual([
      [BROWSER, 'DENIED', 2],
      [other, 'DENIED', 1],
      [BROWSER, 'GRANTED', 1],
    ]);
  });

  it('leaves out events without analytics consent or without a browser id', () => {
    const noConsent = view({ consent: { ...ANALYTICS_ONLY, analytics: false }, clientId: undefined });
    const noId = view({ clientId: undefined });
    expect(ga4Requests([noConsent, noId], ORIGIN)).toEqual([]);
  });

  it('keeps every parameter name and count within GA4’s rules for each event the schema allows', () => {
    const request = ga4Requests([view({ campaign: { utm_source: 'a', utm_medium: 'b', utm_campaign: 'c', utm_term: 'd', utm_content: 'e' } })], ORIGIN)[0]!;
    for (const event of request.events) {
      expect(Object.keys(event.params).length).toBeLessThanOrEqual(GA4_LIMITS.paramsPerEvent);
      for (const name of Object.keys(event.params)) expect(name).toMatch(GA4_NAME);
    }
  });
});

describe('the browser id in an event batch', () => {
  const event = { name: 'page_viewed', path: '/', referrer: null, campaign: {} };
  const check = (extra: object) => checkBatch({ events: [{ ...event, ...extra }] }, 200);

  it('is taken with analytics consent, in the shape Google’s tag makes it', () => {
    expect(check({ consent: ANALYTICS_ONLY, clientId: BROWSER }).ok).toBe(true);
    expect(check({ consent: ANALYTICS_ONLY, clientId: 'ada@example.com' })).toMatchObject({ ok: false });
  });

  it('is refused without analytics consent, naming why', () => {
    expect(check({ consent: { ...ANALYTICS_ONLY, analytics: false }, clientId: BROWSER })).toEqual({
      ok: false,
      reasons: ['events[0].clientId may only be sent with analytics consent (consent.analytics: true)'],
    });
  });
});
