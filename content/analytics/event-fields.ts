// The kinds of value an analytics event may carry: choices from a fixed list, bounded whole numbers, Shopify ids,
// booleans and a few shapes with a tight pattern (a site path, an origin). There is no free-text kind on purpose:
// an e-mail, a phone number, a name or a message cannot pass any of them, so none can reach the store.

/** One field's rule: what it accepts (said in the refusal) and the check; `optional` fields may be left out. */
export type Field<T> = { accepts: string; check: (value: unknown) => value is T; optional: boolean };
/** The value type a field accepts. */
export type FieldValue<F> = F extends Field<infer T> ? T : never;

const field = <T>(accepts: string, check: (value: unknown) => boolean): Field<T> => ({
  accepts,
  check: check as (value: unknown) => value is T,
  optional: false,
});

/** One of `values` (the domain's own lists: sizes, depth bands, app versions…). */
export const oneOf = <const Values extends readonly string[]>(values: Values): Field<Values[number]> =>
  field(`one of ${values.map((value) => `'${value}'`).join(', ')}`, (value) => (values as readonly unknown[]).includes(value));

export const wholeNumber = (min: number, max: number): Field<number> =>
  field(`a whole number from ${min} to ${max}`, (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max);

export const yesOrNo: Field<boolean> = field('true or false', (value) => typeof value === 'boolean');

/** A Shopify global id of one type, as the Storefront API gives it: gid://shopify/ProductVariant/123. */
export const shopifyId = (type: 'Product' | 'ProductVariant'): Field<string> => {
  const pattern = new RegExp(`^gid://shopify/${type}/\\d{1,20}$`);
  return field(`a Shopify ${type} id (gid://shopify/${type}/…)`, (value) => typeof value === 'string' && pattern.test(value));
};

/**
 * A path of this site: lowercase slug segments, as the CMS makes them ('/', '/faqs', '/blog/how-to-measure').
 * No query, no '@', no '%': a path can name a page, never a person.
 */
const SITE_PATH = /^\/(?:[a-z0-9][a-z0-9-]{0,79}(?:\/[a-z0-9][a-z0-9-]{0,79}){0,4}\/?)?$/;
export const sitePath: Field<string> = field(
  'a site path of lowercase slug segments (/, /faqs, /blog/how-to-measure)',
  (value) => typeof value === 'string' && SITE_PATH.test(value),
);

/** An http(s) origin (scheme, host, port), the only part of the referrer kept: never its path or query. */
const ORIGIN = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/;
export const origin: Field<string> = field('an http(s) origin such as https://www.google.com', (value) => typeof value === 'string' && ORIGIN.test(value));

/**
 * The id a browser keeps for Google Analytics once the visitor allows analytics, in the shape Google's own tag
 * makes it (a random number, a dot, the second it was made: '1302766621.1732845600'), so GA4 reads it as its own.
 * Digits only: it can say nothing about a person.
 */
const BROWSER_ID = /^\d{1,10}\.\d{10}$/;
export const browserId: Field<string> = field(
  "a browser id of digits as Google's tag makes it (1302766621.1732845600)",
  (value) => typeof value === 'string' && BROWSER_ID.test(value),
);

/** The field, or null in its place. */
export function orNull<T>(inner: Field<T>): Field<T | null> {
  return field(`${inner.accepts}, or null`, (value) => value === null || inner.check(value));
}

/** The field, which may also be left out. */
export function optional<T>(inner: Field<T>): Field<T | undefined> {
  return { ...(inner as unknown as Field<T | undefined>), optional: true };
}
