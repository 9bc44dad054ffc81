// Cart totals, always computed from the lines (never stored), with the demo discount code applied when it applies.
import { findVariantByNumericId, type CatalogVariant } from './demo-products.ts';
import type { StoredCart, StoredLine } from './cart-database.ts';

/** The one code the local shop honours; any other code is kept but reported as not applicable, as Shopify does. */
export const DEMO_DISCOUNT_CODES: Readonly<Record<string, { percentOff: number }>> = { WELCOME10: { percentOff: 10 } };

export type PricedLine = { line: StoredLine; variant: CatalogVariant; unitCents: number; totalCents: number };

export type CartPricing = {
  lines: PricedLine[];
  totalQuantity: number;
  subtotalCents: number;
  totalCents: number;
  discountCodes: Array<{ code: string; applicable: boolean }>;
};

export function discountFor(code: string): { percentOff: number } | null {
  return DEMO_DISCOUNT_CODES[code.trim().toUpperCase()] ?? null;
}

/** A Decimal scalar as the API returns it: a string with two fraction digits. */
export function decimalFromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function priceCart(cart: StoredCart): CartPricing {
  const lines = cart.lines.flatMap((line): PricedLine[] => {
    const variant = findVariantByNumericId(line.variantNumericId);
    // A variant removed from the catalogue drops out of the cart instead of breaking it.
    return variant ? [{ line, variant, unitCents: variant.priceCents, totalCents: variant.priceCents * line.quantity }] : [];
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  // Like Shopify, a code only applies to a cart that has something to discount.
  const discountCodes = cart.discountCodes.map((code) => ({ code, applicable: discountFor(code) !== null && lines.length > 0 }));
  const percentOff = cart.discountCodes.reduce((best, code) => Math.max(best, discountFor(code)?.percentOff ?? 0), 0);
  const discountCents = lines.length > 0 ? Math.round((subtotalCents * percentOff) / 100) : 0;
  return {
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + line.line.quantity, 0),
    subtotalCents,
    totalCents: subtotalCents - discountCents,
    discountCodes,
  };
}
