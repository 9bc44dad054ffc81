// The one schema of the site's analytics events, read by the browser (which sends them) and the server (which
// checks and stores them). Shopify's standard event names where Shopify has one (page_viewed, product_viewed,
// cart_viewed, product_added_to_cart, product_removed_from_cart, checkout_started), then the brand's own buy-flow
// events. Every event carries the same envelope: the page path, the referrer's origin, the landing URL's campaign
// parameters and the visitor's consent. Each field has a closed kind (event-fields.ts): nothing free-text exists,
// so an e-mail, phone, name or message cannot be sent, and a field the schema does not name is refused.
import type { FormKind } from '../forms/forms.ts';
import { APP_VERSIONS, DEPTH_BANDS, LAST_STEP, QUANTITY_MAX, SHEET_VERSIONS } from '../../shop-rules/constants.ts';
import { MEASUREMENT_UNITS } from '../../shop-rules/mattress-measurements.ts';
import { SIZE_SLUGS } from '../../shop-rules/sizes.ts';
import { type Campaign, CAMPAIGN_PARAMETERS, campaignValue } from './campaign.ts';
import { CART_LINES_MAX } from './event-limits.ts';
import { type Consent, CONSENT_PURPOSES } from './consent-rules.ts';
import { browserId, type Field, type FieldValue, oneOf, optional, orNull, origin, shopifyId, sitePath, wholeNumber, yesOrNo } from './event-fields.ts';

/** The form kinds (content/forms/forms.ts), listed here so the browser's copy of the schema needs no form rules. */
export const FORM_TYPES = ['contact', 'subscribe', 'soldOut'] as const satisfies readonly FormKind[];
// Adding a form without adding it here fails to compile.
const everyFormListed: [Exclude<FormKind, (typeof FORM_TYPES)[number]>] extends [never] ? true : never = true;
void everyFormListed;

/** Where the shopper left for checkout: the cart modal's button, or /buy's step 3 or 4. */
export const CHECKOUT_ORIGINS = ['cart-modal', 'buy-step-3', 'buy-step-4'] as const;

/** The /buy flow's versions as the 'V1.0 / V1.1' toggle names them ('old' is V1.0, 'new' V1.1). */
export const APP_VERSION_LABEL = { old: 'V1.0', new: 'V1.1' } as const satisfies Record<(typeof APP_VERSIONS)[number], string>;

const appVersion = oneOf(APP_VERSIONS);
const size = oneOf(SIZE_SLUGS);
const depth = oneOf(DEPTH_BANDS);
const variantId = shopifyId('ProductVariant');

/** Each event's own fields, besides the envelope. */
export const EVENT_FIELDS = {
  page_viewed: {},
  product_viewed: { productId: optional(shopifyId('Product')), variantId: optional(variantId), version: optional(oneOf(SHEET_VERSIONS)) },
  cart_viewed: { lines: wholeNumber(0, CART_LINES_MAX) },
  product_added_to_cart: { variantId, quantity: wholeNumber(1, QUANTITY_MAX) },
  product_removed_from_cart: { variantId, quantity: wholeNumber(1, QUANTITY_MAX) },
  checkout_started: { from: oneOf(CHECKOUT_ORIGINS) },
  buy_step_reached: { step: wholeNumber(0, LAST_STEP), appVersion },
  size_chosen: { size, appVersion },
  depth_chosen: { depth, appVersion },
  /** Find my size's answer: a size and band, or null where the mattress fits none (the finder then suggests contact). */
  find_my_size_answered: { size: orNull(size), band: orNull(depth), unit: oneOf(MEASUREMENT_UNITS) },
  /** "Choose this set", taken from Find my size's answer. */
  set_chosen: { size, band: depth },
  /** A visitor form was sent: which form, never what was in it. */
  form_sent: { formType: oneOf(FORM_TYPES) },
  /** "Notify me" on a sold-out size. */
  notify_me: { size, depth, version: optional(oneOf(SHEET_VERSIONS)) },
} as const satisfies Record<string, Record<string, Field<unknown>>>;

export type EventName = keyof typeof EVENT_FIELDS;
export const EVENT_NAMES = Object.keys(EVENT_FIELDS) as EventName[];
export const isEventName = (value: unknown): value is EventName => typeof value === 'string' && Object.hasOwn(EVENT_FIELDS, value);

/** Shopify's Customer Privacy API's four purposes, each allowed or not (consent-rules.ts decides them). */
export { CONSENT_PURPOSES, type Consent };
export const CONSENT_FIELDS = Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, yesOrNo])) as Record<keyof Consent, Field<boolean>>;

export const CAMPAIGN_FIELDS = Object.fromEntries(CAMPAIGN_PARAMETERS.map((name) => [name, campaignValue(name)])) as Record<
  keyof Campaign,
  Field<string | undefined>
>;

/** What every event carries besides its name and its own fields. */
export const ENVELOPE_FIELDS = {
  /** The page the event happened on (its path only). */
  path: sitePath,
  /** The origin of the page the visitor came from (document.referrer), null when none or this site. */
  referrer: orNull(origin),
  /**
   * The browser's analytics id (kept by the browser only once analytics is allowed), for the destinations that
   * follow a browser across visits (GA4's client_id). Absent without analytics consent: the batch refuses it then.
   * The site's own store never keeps it; its funnel counts by the anonymous visitor key of the day.
   */
  clientId: optional(browserId),
} as const;

type Required<Fields> = { [K in keyof Fields as undefined extends FieldValue<Fields[K]> ? never : K]: FieldValue<Fields[K]> };
type Optional<Fields> = { [K in keyof Fields as undefined extends FieldValue<Fields[K]> ? K : never]?: Exclude<FieldValue<Fields[K]>, undefined> };
type FieldsOf<Fields> = Required<Fields> & Optional<Fields>;

export type EventEnvelope = FieldsOf<typeof ENVELOPE_FIELDS> & { campaign: Campaign; consent: Consent };
export type EventOf<Name extends EventName> = { name: Name } & EventEnvelope & FieldsOf<(typeof EVENT_FIELDS)[Name]>;
/** One analytics event, as the browser sends it and the server stores it. */
export type AnalyticsEvent = { [Name in EventName]: EventOf<Name> }[EventName];
/** An event's own fields (the part after the envelope), as stored. */
export type EventProperties = Omit<AnalyticsEvent, 'name' | keyof EventEnvelope>;
/** What a store tracks: an event's name and its own fields; the page adds the envelope (renderer/analytics/). */
export type TrackedEvent = { [Name in EventName]: { name: Name } & FieldsOf<(typeof EVENT_FIELDS)[Name]> }[EventName];
