// The rules for what a shopper's client may store on a cart besides its lines: attributes (on the cart and on each
// line), the note, the buyer's e-mail and phone, and discount codes. Refusals are userErrors with real CartErrorCodes.
// The caps keep every stored cart small, since each one can be read back many times in one query.
import type { CartErrorCode } from '../../generated/storefront/graphql.ts';
import type { Attribute } from './cart-store.ts';

export type CartUserError = { field: string[] | null; message: string; code: CartErrorCode };

export const MAX_ATTRIBUTES = 10;
export const MAX_ATTRIBUTE_KEY_LENGTH = 100;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 250;
export const MAX_NOTE_LENGTH = 1000;
export const MAX_DISCOUNT_CODES = 10;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164, as Shopify wants buyer phone numbers: '+61412345678'. */
const PHONE = /^\+[1-9]\d{6,14}$/;

export const looksLikeEmail = (email: string) => EMAIL.test(email) && email.length <= 254;

export function attributeProblems(attributes: readonly Attribute[], field: string[]): CartUserError[] {
  if (attributes.length > MAX_ATTRIBUTES) {
    return [{ field, code: 'INVALID', message: `The demo shop keeps at most ${MAX_ATTRIBUTES} attributes; ${attributes.length} were given.` }];
  }
  return attributes.flatMap(({ key, value }, index): CartUserError[] => {
    const at = [...field, String(index)];
    if (key.trim() === '') return [{ field: [...at, 'key'], code: 'INVALID', message: 'An attribute key cannot be blank.' }];
    if (key.length > MAX_ATTRIBUTE_KEY_LENGTH) {
      return [{ field: [...at, 'key'], code: 'INVALID', message: `An attribute key can be at most ${MAX_ATTRIBUTE_KEY_LENGTH} characters long.` }];
    }
    if (value.length > MAX_ATTRIBUTE_VALUE_LENGTH) {
      return [{ field: [...at, 'value'], code: 'INVALID', message: `An attribute value can be at most ${MAX_ATTRIBUTE_VALUE_LENGTH} characters long.` }];
    }
    return [];
  });
}

/** Attributes are equal when they hold the same pairs, in any order. */
export function sameAttributes(a: readonly Attribute[], b: readonly Attribute[]): boolean {
  const canonical = (list: readonly Attribute[]) => JSON.stringify(list.map(({ key, value }) => [key, value]).sort());
  return a.length === b.length && canonical(a) === canonical(b);
}

export function noteProblems(note: string, field: string[]): CartUserError[] {
  return note.length > MAX_NOTE_LENGTH ? [{ field, code: 'NOTE_TOO_LONG', message: `The note can be at most ${MAX_NOTE_LENGTH} characters long.` }] : [];
}

export function contactProblems({ email, phone }: { email?: string | null; phone?: string | null }, field: string[]): CartUserError[] {
  const problems: CartUserError[] = [];
  if (email && !looksLikeEmail(email)) problems.push({ field: [...field, 'email'], code: 'INVALID', message: 'Email is invalid.' });
  if (phone && !PHONE.test(phone))
    problems.push({ field: [...field, 'phone'], code: 'INVALID', message: 'Phone must be in international format, e.g. +61412345678.' });
  return problems;
}

/** Trimmed, without blanks, one entry per code ignoring case (codes are case-insensitive). */
export function normaliseDiscountCodes(codes: string[]): string[] {
  const seen = new Set<string>();
  return codes.map((code) => code.trim()).filter((code) => code !== '' && !seen.has(code.toUpperCase()) && Boolean(seen.add(code.toUpperCase())));
}

export function discountCodeProblems(codes: string[], field: string[]): CartUserError[] {
  return codes.length > MAX_DISCOUNT_CODES ? [{ field, code: 'INVALID', message: `A cart can hold at most ${MAX_DISCOUNT_CODES} discount codes.` }] : [];
}
