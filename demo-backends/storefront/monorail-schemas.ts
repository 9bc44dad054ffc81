// The two Monorail schemas a headless storefront's Shopify analytics use, as @shopify/hydrogen-react 2026.4 builds
// them (src/analytics-schema-trekkie-storefront-page-view.ts and
// src/analytics-schema-custom-storefront-customer-tracking.ts). A field is required here when hydrogen-react always
// writes it from a field its payload types require (ShopifyAnalyticsBase, ClientBrowserParameters); fields it adds
// only when set are optional, but checked for their type when present. Shopify refuses an event that breaks its
// schema ("Schema validation error", as Hydrogen's own tests stand in for Monorail), e.g. a shop id that is not a number.

export const PAGE_VIEW_SCHEMA = 'trekkie_storefront_page_view/1.4';
export const CUSTOMER_TRACKING_SCHEMA = 'custom_storefront_customer_tracking/1.2';

type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'products';
type Fields = Record<string, { type: FieldType; required: boolean }>;

const required = (type: FieldType) => ({ type, required: true });
const optional = (type: FieldType) => ({ type, required: false });

const PAGE_VIEW_FIELDS: Fields = {
  appClientId: required('string'),
  isMerchantRequest: required('boolean'),
  hydrogenSubchannelId: required('string'),
  isPersistentCookie: required('boolean'),
  uniqToken: required('string'),
  visitToken: required('string'),
  microSessionId: required('string'),
  microSessionCount: required('integer'),
  url: required('string'),
  path: required('string'),
  search: required('string'),
  referrer: required('string'),
  title: required('string'),
  shopId: required('integer'),
  currency: required('string'),
  contentLanguage: required('string'),
  pageType: optional('string'),
  customerId: optional('integer'),
  resourceType: optional('string'),
  resourceId: optional('integer'),
};

const CUSTOMER_TRACKING_FIELDS: Fields = {
  event_name: required('string'),
  source: required('string'),
  asset_version_id: required('string'),
  hydrogenSubchannelId: required('string'),
  is_persistent_cookie: required('boolean'),
  deprecated_visit_token: required('string'),
  unique_token: required('string'),
  event_time: required('integer'),
  event_id: required('string'),
  event_source_url: required('string'),
  referrer: required('string'),
  user_agent: required('string'),
  navigation_type: required('string'),
  navigation_api: required('string'),
  shop_id: required('integer'),
  currency: required('string'),
  ccpa_enforced: required('boolean'),
  gdpr_enforced: required('boolean'),
  gdpr_enforced_as_string: required('string'),
  analytics_allowed: required('boolean'),
  marketing_allowed: required('boolean'),
  sale_of_data_allowed: required('boolean'),
  canonical_url: optional('string'),
  customer_id: optional('integer'),
  customerId: optional('string'),
  collection_name: optional('string'),
  collection_id: optional('integer'),
  products: optional('products'),
  total_value: optional('number'),
  search_string: optional('string'),
  cart_token: optional('string'),
};

/** The customer-tracking events hydrogen-react sends, with the fields each one cannot do without. */
const CUSTOMER_TRACKING_EVENTS: Record<string, readonly string[]> = {
  page_rendered: [],
  collection_page_rendered: ['collection_id'],
  product_page_rendered: ['products'],
  product_added_to_cart: ['products', 'cart_token'],
  search_submitted: [],
};

const SCHEMAS: Record<string, Fields> = { [PAGE_VIEW_SCHEMA]: PAGE_VIEW_FIELDS, [CUSTOMER_TRACKING_SCHEMA]: CUSTOMER_TRACKING_FIELDS };

/** One product of an event, as hydrogen-react's formatProductPayload writes it: a JSON string per product. */
export type MonorailProduct = { product_gid: string; name: string; variant: string; brand: string; price: number; quantity: number; variant_gid?: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function productProblem(entry: unknown, index: number): string | null {
  if (typeof entry !== 'string') return `products[${index}] must be a JSON string (one product each)`;
  let product: unknown;
  try {
    product = JSON.parse(entry);
  } catch {
    return `products[${index}] is not valid JSON`;
  }
  if (!isObject(product)) return `products[${index}] must be a JSON object`;
  for (const key of ['product_gid', 'name', 'variant', 'brand'] as const) {
    if (typeof product[key] !== 'string') return `products[${index}].${key} must be a string`;
  }
  for (const key of ['price', 'quantity'] as const) {
    if (typeof product[key] !== 'number' || !Number.isFinite(product[key])) return `products[${index}].${key} must be a number`;
  }
  return null;
}

function typeProblem(name: string, value: unknown, type: FieldType): string | null {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? null : `${name} must be a string`;
    case 'integer':
      return Number.isInteger(value) ? null : `${name} must be an integer`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `${name} must be a number`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${name} must be true or false`;
    case 'products':
      if (!Array.isArray(value)) return `${name} must be an array`;
      return value.map(productProblem).find((problem) => problem !== null) ?? null;
  }
}

/** Why Shopify would refuse this event, or null when it fits its schema. */
export function schemaProblem(schemaId: string, payload: Record<string, unknown>): string | null {
  const fields = SCHEMAS[schemaId];
  if (!fields) return `unknown schema_id ${JSON.stringify(schemaId)} (known: ${Object.keys(SCHEMAS).join(', ')})`;
  for (const [name, { type, required: isRequired }] of Object.entries(fields)) {
    if (!(name in payload)) {
      if (isRequired) return `${name} is required`;
      continue;
    }
    const problem = typeProblem(name, payload[name], type);
    if (problem) return problem;
  }
  if (schemaId === CUSTOMER_TRACKING_SCHEMA) {
    const needs = CUSTOMER_TRACKING_EVENTS[payload.event_name as string];
    if (!needs) return `unknown event_name ${JSON.stringify(payload.event_name)} (known: ${Object.keys(CUSTOMER_TRACKING_EVENTS).join(', ')})`;
    const missing = needs.find((name) => !(name in payload));
    if (missing) return `${missing} is required for ${payload.event_name as string}`;
  }
  return null;
}

/** Whether the visitor allowed analytics: Hydrogen sets hasUserConsent from the Customer Privacy API's
 * analyticsProcessingAllowed(), and writes it as isPersistentCookie / is_persistent_cookie beside analytics_allowed.
 * Shopify's reports leave out an event that says no. Only called on an event that fits its schema. */
export function analyticsAllowed(schemaId: string, payload: Record<string, unknown>): boolean {
  if (schemaId === PAGE_VIEW_SCHEMA) return payload.isPersistentCookie === true;
  return payload.is_persistent_cookie === true && payload.analytics_allowed === true;
}

export { isObject };
