// Cart totals, always computed from the lines (never stored), in the cart's market currency, with the demo
// discount code allocated to the lines it applies to.
import { findVariantByNumericId, PREMIUM_SHEET_SET_HANDLE, type CatalogVariant } from './demo-products.ts';
import type { StoredCart, StoredLine } from './cart-store.ts';
import { marketFor, PRIMARY_MARKET, type Market } from './markets.ts';

export type DemoDiscount = { percentOff: number; entitledProductHandles: readonly string[]; describe: string };

/** The one code the demo shop honours (the home page promises "10% off every premium set with the code WELCOME10");
 * any other code is kept but reported as not applicable, as Shopify does. */
export const DEMO_DISCOUNT_CODES: Readonly<Record<string, DemoDiscount>> = {
  WELCOME10: { percentOff: 10, entitledProductHandles: [PREMIUM_SHEET_SET_HANDLE], describe: 'premium sheet sets' },
};

export type LineDiscount = { code: string; discount: DemoDiscount; amountCents: number };

export type PricedLine = {
  line: StoredLine;
  variant: CatalogVariant;
  unitCents: number;
  /** Before discounts. */
  subtotalCents: number;
  /** After this line's discounts. */
  totalCents: number;
  discounts: LineDiscount[];
};

export type CartPricing = {
  market: Market;
  lines: PricedLine[];
  totalQuantity: number;
  /** Before discount codes (the site shows the difference to the total as the discount). */
  subtotalCents: number;
  totalCents: number;
  discountCodes: Array<{ code: string; applicable: boolean }>;
};

export function discountFor(code: string): DemoDiscount | null {
  return DEMO_DISCOUNT_CODES[code.trim().toUpperCase()] ?? null;
}

const entitles = (discount: DemoDiscount, variant: CatalogVariant) => discount.entitledProductHandles.includes(variant.product.handle);

/** The cart's market; a cart stored for a country the shop no longer sells to is priced in the primary market. */
export const cartMarket = (cart: StoredCart): Market => marketFor(cart.buyerIdentity.countryCode) ?? PRIMARY_MARKET;

export function priceCart(cart: StoredCart): CartPricing {
  const market = cartMarket(cart);
  const codes = cart.discountCodes.flatMap((code) => {
    const discount = discountFor(code);
    return discount ? [{ code, discount }] : [];
  });
  const lines = cart.lines.flatMap((line): PricedLine[] => {
    const variant = findVariantByNumericId(line.variantNumericId);
    // A variant removed from the catalogue drops out of the cart instead of breaking it.
    if (!variant) return [];
    const unitCents = market.priceCents(variant.priceCents);
    const subtotalCents = unitCents * line.quantity;
    // Codes do not stack on a line: the best one applies, as Shopify combines product discounts by default.
    const best = codes.filter(({ discount }) => entitles(discount, variant)).sort((a, b) => b.discount.percentOff - a.discount.percentOff)[0];
    const discounts = best ? [{ ...best, amountCents: Math.round((subtotalCents * best.discount.percentOff) / 100) }] : [];
    const totalCents = subtotalCents - discounts.reduce((sum, applied) => sum + applied.amountCents, 0);
    return [{ line, variant, unitCents, subtotalCents, totalCents, discounts }];
  });
  return {
    market,
    lines,
    totalQuantity: lines.reduce((sum, priced) => sum + priced.line.quantity, 0),
    // Shopify's cart subtotal is before cart-level discounts but after line-level ones (WELCOME10 is line-level).
    subtotalCents: lines.reduce((sum, priced) => sum + priced.totalCents, 0),
    totalCents: lines.reduce((sum, priced) => sum + priced.totalCents, 0),
    // Like Shopify, a code applies only when the cart has something it discounts.
    discountCodes: cart.discountCodes.map((code) => ({ code, applicable: lines.some((priced) => priced.discounts.some((applied) => applied.code === code)) })),
  };
}

/** What each applicable code took off the cart, for the checkout's discount rows. */
export function discountTotals(pricing: CartPricing): Array<{ code: string; amountCents: number }> {
  return pricing.discountCodes
    .filter((code) => code.applicable)
    .map(({ code }) => ({
      code,
      amountCents: pricing.lines.reduce(
        (sum, priced) => sum + priced.discounts.filter((applied) => applied.code === code).reduce((s, a) => s + a.amountCents, 0),
        0,
      ),
    }));
}
