// What the browser sends to the cart endpoints, read through valibot schemas (spec §5: quantity is a whole number
// 1–30; spec §3: premium packaging is on unless the shopper turns it off). Each schema's message is the one the
// shopper sees: the first thing wrong becomes a CartInputError, answered 400 { error: { message, code: 'BAD_INPUT' } }.
import * as v from 'valibot';
import { DEFAULT_PREMIUM_PACKAGING, QUANTITY_MAX, QUANTITY_MIN } from '../../shop-rules/constants.ts';
import { mattressFromText, mattressText } from '../../shop-rules/mattress-measurements.ts';
import { jsonObject } from '../http/json-object.ts';

export class CartInputError extends Error {
  override name = 'CartInputError';
}

/** The schema's output, or a CartInputError with the first thing wrong. */
export function parseCartInput<T>(schema: v.GenericSchema<unknown, T>, input: unknown): T {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new CartInputError(result.issues[0].message);
}

export const JSON_OBJECT_MESSAGE = 'The request body must be a JSON object.';
export const PREMIUM_PACKAGING_INPUT_MESSAGE = 'Premium packaging must be true or false.';
export const EMPTY_LINE_CHANGE_MESSAGE = 'Please send a new quantity or a premium packaging choice for this item.';
export const MATTRESS_INPUT_MESSAGE = 'Please measure your mattress again: those measurements could not be read.';
const VARIANT_MESSAGE = 'Please choose a valid product variant.';
const NO_SUCH_LINE_MESSAGE = 'That cart line does not exist.';

/** A JSON body must be an object of fields (an array or a bare value is not). */
export const cartBody = jsonObject(JSON_OBJECT_MESSAGE);

const VARIANT_ID = /^\d{1,20}$/;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,20})$/;

/** A variant gid or its numeric id (the last path segment the buy flow stores, spec §4), as a gid. */
const variant = v.pipe(
  v.union([v.string(), v.number()], VARIANT_MESSAGE),
  v.transform(String),
  v.check((raw) => VARIANT_ID.test(raw) || VARIANT_GID.test(raw), VARIANT_MESSAGE),
  v.transform((raw) => (VARIANT_ID.test(raw) ? `gid://shopify/ProductVariant/${raw}` : raw)),
);

export const variantGid = (value: unknown): string => parseCartInput(variant, value);

export function variantNumber(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1);
}

function quantity(min: number) {
  const message = `Quantity must be a whole number from ${min} to ${QUANTITY_MAX}.`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(QUANTITY_MAX, message));
}

const premiumPackaging = v.boolean(PREMIUM_PACKAGING_INPUT_MESSAGE);

/**
 * An added line's mattress measurements from the size finder ('152 × 203 × 32 cm'), checked and written the one way
 * the shop rules write them; left out (a set added without the finder) means none.
 */
const mattress = v.nullish(
  v.pipe(
    v.string(MATTRESS_INPUT_MESSAGE),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const measured = mattressFromText(dataset.value);
      if (measured) return mattressText(measured);
      addIssue({ message: MATTRESS_INPUT_MESSAGE });
      return NEVER;
    }),
  ),
  null,
);

export const mattressMeasurements = (value: unknown): string | null => parseCartInput(mattress, value);

/** POST /lines: one variant, a quantity (1 when left out), the packaging choice (on when left out) and measurements. */
const addedLine = v.object({
  // In this order: the first field at fault is the one the shopper hears about.
  mattress,
  variantId: variant,
  quantity: v.nullish(quantity(QUANTITY_MIN), 1),
  premiumPackaging: v.optional(premiumPackaging, DEFAULT_PREMIUM_PACKAGING),
});
export type AddedLine = v.InferOutput<typeof addedLine>;
export const addedLineFrom = (body: unknown): AddedLine => parseCartInput(addedLine, body);

export type LineChange = { quantity?: number; premiumPackaging?: boolean };

/** PATCH body of one line: a quantity (0 removes the line), a premium packaging choice, or both. */
const lineChange = v.pipe(
  cartBody,
  v.check((body) => body.quantity !== undefined || body.premiumPackaging !== undefined, EMPTY_LINE_CHANGE_MESSAGE),
  v.object({ quantity: v.optional(quantity(0)), premiumPackaging: v.optional(premiumPackaging) }),
);
export const lineChangeFrom = (body: unknown): LineChange => parseCartInput(lineChange, body);

const LINE_GID = /^gid:\/\/shopify\/CartLine\/[A-Za-z0-9_?=&-]{1,200}$/;

/** The line id as it appears (percent-encoded) in the URL path; a broken encoding such as '%' is a bad id, not a crash. */
const lineIdInPath = v.pipe(
  v.string(),
  v.check((encoded) => safelyDecoded(encoded) !== null, NO_SUCH_LINE_MESSAGE),
  v.transform((encoded) => safelyDecoded(encoded)!),
  v.regex(LINE_GID, NO_SUCH_LINE_MESSAGE),
);

function safelyDecoded(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

export const lineIdFromPath = (encoded: string): string => parseCartInput(lineIdInPath, encoded);

/** PUT /discount: { code }, trimmed, at most 64 characters. */
const PROMO_MESSAGE = 'Please enter a promo code.';
const discount = v.object({ code: v.pipe(v.string(PROMO_MESSAGE), v.trim(), v.nonEmpty(PROMO_MESSAGE), v.maxLength(64, PROMO_MESSAGE)) });
export const discountCodeFrom = (body: unknown): string => parseCartInput(discount, body).code;
