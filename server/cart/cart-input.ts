// Validation of what the browser sends to the cart endpoints (spec §5: quantity is a whole number 1–30; spec §3:
// premium packaging is on unless the shopper turns it off).
import { DEFAULT_PREMIUM_PACKAGING, QUANTITY_MAX, QUANTITY_MIN } from '../../shop-rules/constants.ts';
import { mattressFromText, mattressText } from '../../shop-rules/mattress-measurements.ts';

export class CartInputError extends Error {
  override name = 'CartInputError';
}

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,20})$/;

/** Accepts a variant gid or its numeric id (the last path segment the buy flow stores, spec §4). */
export function variantGid(value: unknown): string {
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw === 'string') {
    if (/^\d{1,20}$/.test(raw)) return `gid://shopify/ProductVariant/${raw}`;
    if (VARIANT_GID.test(raw)) return raw;
  }
  throw new CartInputError('Please choose a valid product variant.');
}

export function variantNumber(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1);
}

export function quantity(value: unknown, { allowZero }: { allowZero: boolean }): number {
  const min = allowZero ? 0 : QUANTITY_MIN;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > QUANTITY_MAX) {
    throw new CartInputError(`Quantity must be a whole number from ${min} to ${QUANTITY_MAX}.`);
  }
  return value;
}

export const PREMIUM_PACKAGING_INPUT_MESSAGE = 'Premium packaging must be true or false.';
export const EMPTY_LINE_CHANGE_MESSAGE = 'Please send a new quantity or a premium packaging choice for this item.';

/** An added line's choice; left out means the spec's default (on). */
export function premiumPackaging(value: unknown): boolean {
  if (value === undefined) return DEFAULT_PREMIUM_PACKAGING;
  if (typeof value !== 'boolean') throw new CartInputError(PREMIUM_PACKAGING_INPUT_MESSAGE);
  return value;
}

export const MATTRESS_INPUT_MESSAGE = 'Please measure your mattress again: those measurements could not be read.';

/**
 * An added line's mattress measurements from the size finder ('152 × 203 × 32 cm'), checked and written the one way
 * the shop rules write them; left out (a set added without the finder) means none.
 */
export function mattressMeasurements(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const mattress = typeof value === 'string' ? mattressFromText(value) : null;
  if (!mattress) throw new CartInputError(MATTRESS_INPUT_MESSAGE);
  return mattressText(mattress);
}

export type LineChange = { quantity?: number; premiumPackaging?: boolean };

/** PATCH body of one line: a quantity (0 removes the line), a premium packaging choice, or both. */
export function lineChange(body: Record<string, unknown>): LineChange {
  if (body.quantity === undefined && body.premiumPackaging === undefined) throw new CartInputError(EMPTY_LINE_CHANGE_MESSAGE);
  return {
    ...(body.quantity !== undefined && { quantity: quantity(body.quantity, { allowZero: true }) }),
    ...(body.premiumPackaging !== undefined && { premiumPackaging: premiumPackaging(body.premiumPackaging) }),
  };
}

const LINE_GID = /^gid:\/\/shopify\/CartLine\/[A-Za-z0-9_?=&-]{1,200}$/;

export function lineId(value: string): string {
  if (!LINE_GID.test(value)) throw new CartInputError('That cart line does not exist.');
  return value;
}

/** The line id as it appears (percent-encoded) in the URL path; a broken encoding such as '%' is a bad id, not a crash. */
export function lineIdFromPath(encoded: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    throw new CartInputError('That cart line does not exist.');
  }
  return lineId(decoded);
}

export function discountCode(value: unknown): string {
  if (typeof value !== 'string' || !value.trim() || value.trim().length > 64) throw new CartInputError('Please enter a promo code.');
  return value.trim();
}
