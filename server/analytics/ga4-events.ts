// The site's analytics events as GA4 reads them. Shopify's standard events become GA4's recommended ones
// (page_view, view_item, view_cart, add_to_cart, remove_from_cart, begin_checkout), so GA4's own reports fill;
// the brand's buy-flow events go as custom events under their own names (all fit GA4's name rule). Each carries
// the page as page_location, the referrer's origin, the landing URL's campaign, and is grouped into requests of
// one browser and one consent state, within GA4's documented limits (clients/ga4/measurement-protocol.ts).
import {
  GA4_LIMITS,
  GA4_NAME,
  GA4_RESERVED_PREFIXES,
  type Ga4ConsentValue,
  type Ga4Event,
  type Ga4Params,
  type Ga4Request,
} from '../../clients/ga4/measurement-protocol.ts';
import { APP_VERSION_LABEL, type AnalyticsEvent, type Consent, type EventName } from '../../content/analytics/event-schema.ts';
import type { ReceivedEvent } from './analytics-store.ts';

/** GA4's recommended event for each of Shopify's standard ones; the brand's own keep their names. */
export const GA4_EVENT_NAMES: Record<EventName, string> = {
  page_viewed: 'page_view',
  product_viewed: 'view_item',
  cart_viewed: 'view_cart',
  product_added_to_cart: 'add_to_cart',
  product_removed_from_cart: 'remove_from_cart',
  checkout_started: 'begin_checkout',
  buy_step_reached: 'buy_step_reached',
  size_chosen: 'size_chosen',
  depth_chosen: 'depth_chosen',
  find_my_size_answered: 'find_my_size_answered',
  set_chosen: 'set_chosen',
  form_sent: 'form_sent',
  notify_me: 'notify_me',
};

/** GA4's documented lengths for its page parameters, longer than other strings'. */
const PAGE_PARAM_LENGTH: Partial<Record<string, number>> = { page_location: 1000, page_referrer: 420 };

/** GA4's names for the utm_* parameters, as its own tag reports a landing URL's campaign. */
const CAMPAIGN_PARAMS = { utm_source: 'source', utm_medium: 'medium', utm_campaign: 'campaign', utm_term: 'term', utm_content: 'content' } as const;

/** The event's own fields, in GA4's words (snake_case, labels as the site shows them). */
function ownParams(event: AnalyticsEvent): Ga4Params {
  switch (event.name) {
    case 'page_viewed':
      return {};
    case 'product_viewed': {
      const itemId = event.variantId ?? event.productId;
      return { ...(itemId ? { items: [{ item_id: itemId }] } : {}), ...(event.version ? { sheet_version: event.version } : {}) };
    }
    case 'cart_viewed':
      return { cart_lines: event.lines };
    case 'product_added_to_cart':
    case 'product_removed_from_cart':
      return { items: [{ item_id: event.variantId, quantity: event.quantity }] };
    case 'checkout_started':
      return { checkout_from: event.from };
    case 'buy_step_reached':
      return { step: event.step, app_version: APP_VERSION_LABEL[event.appVersion] };
    case 'size_chosen':
      return { size: event.size, app_version: APP_VERSION_LABEL[event.appVersion] };
    case 'depth_chosen':
      return { depth: event.depth, app_version: APP_VERSION_LABEL[event.appVersion] };
    case 'find_my_size_answered':
      return { size: event.size ?? 'none', band: event.band ?? 'none', unit: event.unit };
    case 'set_chosen':
      return { size: event.size, band: event.band };
    case 'form_sent':
      return { form_type: event.formType };
    case 'notify_me':
      return { size: event.size, depth: event.depth, ...(event.version ? { sheet_version: event.version } : {}) };
  }
}

/** What every event carries: the page, where the visitor came from, and the landing URL's campaign. */
function envelopeParams(event: AnalyticsEvent, pageOrigin: string): Ga4Params {
  const params: Ga4Params = { page_location: `${pageOrigin}${event.path}` };
  if (event.referrer) params.page_referrer = event.referrer;
  for (const [utm, name] of Object.entries(CAMPAIGN_PARAMS)) {
    const value = event.campaign[utm as keyof typeof CAMPAIGN_PARAMS];
    if (value) params[name] = value;
  }
  // A Google Ads click id is advertising data: it goes only where the visitor allowed marketing.
  if (event.campaign.gclid && event.consent.marketing) params.gclid = event.campaign.gclid;
  return params;
}

const allowedName = (name: string) => GA4_NAME.test(name) && !GA4_RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix));

/** Keeps what GA4 would take: allowed names, strings within their length, at most its number of parameters. */
function withinLimits(params: Ga4Params): Ga4Params {
  const kept = Object.entries(params).filter(([name, value]) => {
    if (!allowedName(name)) return false;
    if (typeof value === 'string') return value.length <= (PAGE_PARAM_LENGTH[name] ?? GA4_LIMITS.paramValueLength);
    return true;
  });
  return Object.fromEntries(kept.slice(0, GA4_LIMITS.paramsPerEvent));
}

/** One site event as a GA4 event, timed when the site received it. */
export function ga4Event({ event, receivedAt }: ReceivedEvent, pageOrigin: string): Ga4Event {
  return {
    name: GA4_EVENT_NAMES[event.name],
    params: withinLimits({ ...envelopeParams(event, pageOrigin), ...ownParams(event) }),
    timestamp_micros: receivedAt * 1000,
  };
}

/**
 * GA4's consent signals for ads, from the visitor's choices: data about them may be used for ads with marketing
 * consent; personalised ads also share their data with Google's ad network, so they need sale of data allowed too
 * (a Global Privacy Control signal withdraws both).
 */
export function ga4Consent(consent: Consent): Ga4Request['consent'] {
  const signal = (granted: boolean): Ga4ConsentValue => (granted ? 'GRANTED' : 'DENIED');
  return { ad_user_data: signal(consent.marketing), ad_personalization: signal(consent.marketing && consent.saleOfData) };
}

/** The JSON size of a request with no events: its share of the byte limit. */
const requestOverhead = (request: Omit<Ga4Request, 'events'>) => Buffer.byteLength(JSON.stringify({ ...request, events: [] }));

/**
 * Groups events with analytics consent and a browser id into requests: one browser and one consent state each
 * (both are per request in the protocol), at most GA4_LIMITS.eventsPerRequest events and requestBytes bytes.
 * Events keep their order within a browser. Callers leave out the events without consent or id.
 */
export function ga4Requests(received: readonly ReceivedEvent[], pageOrigin: string): Ga4Request[] {
  const open = new Map<string, { request: Ga4Request; bytes: number }>();
  const requests: Ga4Request[] = [];
  for (const item of received) {
    const { clientId, consent } = item.event;
    if (!clientId || !consent.analytics) continue;
    const ads = ga4Consent(consent);
    const key = `${clientId} ${ads.ad_user_data} ${ads.ad_personalization}`;
    const event = ga4Event(item, pageOrigin);
    const eventBytes = Buffer.byteLength(JSON.stringify(event)) + 1;
    let current = open.get(key);
    if (current && (current.request.events.length >= GA4_LIMITS.eventsPerRequest || current.bytes + eventBytes > GA4_LIMITS.requestBytes)) {
      current = undefined;
    }
    if (!current) {
      const request: Ga4Request = { client_id: clientId, consent: ads, events: [] };
      current = { request, bytes: requestOverhead(request) };
      open.set(key, current);
      requests.push(request);
    }
    current.request.events.push(event);
    current.bytes += eventBytes;
  }
  return requests;
}
