// What the cart store needs from the site's cart endpoints. Every call resolves to the shop's cart as it is
// after the change, or rejects with an Error whose message can be shown to the shopper as it is.
import type { Cart } from '../clients/storefront/reshape.ts';

/** premiumPackaging (spec §3) is on when left out. */
/** What updateLine changes on a line (at least one of the two). */
export type CartLineChange = { premiumPackaging?: boolean; quantity?: number };

/** `mattress`: the shopper's measurements from the size finder ('152 × 203 × 32 cm'), kept on the shop's line. */
export type NewCartLine = { variantId: string; quantity: number; premiumPackaging?: boolean; mattress?: string | null };

export interface CartApi {
  /** The shopper's cart, or null before anything was ever added. */
  load(): Promise<Cart | null>;
  add(lines: NewCartLine[]): Promise<Cart>;
  /** Quantity 0 removes the line. */
  updateQuantity(lineId: string, quantity: number): Promise<Cart>;
  /**
   * Changes one line in one call: its premium packaging (spec §4: "premium packaging can be toggled") and, when
   * given, its quantity too.
   */
  updateLine(lineId: string, change: CartLineChange): Promise<Cart>;
  remove(lineId: string): Promise<Cart>;
  applyDiscount(code: string): Promise<Cart>;
  removeDiscount(): Promise<Cart | null>;
}

/** A refused cart call. When the server still answered with the cart (e.g. a rejected promo code), it rides along. */
export class CartApiError extends Error {
  override name = 'CartApiError';
  constructor(
    message: string,
    readonly cart: Cart | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** Stand-in where no cart is reachable (a store built without an environment, e.g. in a server render). */
export const unavailableCartApi: CartApi = {
  load: () => Promise.resolve(null),
  add: () => Promise.reject(new CartApiError('The cart is not available on this page.')),
  updateQuantity: () => Promise.reject(new CartApiError('The cart is not available on this page.')),
  updateLine: () => Promise.reject(new CartApiError('The cart is not available on this page.')),
  remove: () => Promise.reject(new CartApiError('The cart is not available on this page.')),
  applyDiscount: () => Promise.reject(new CartApiError('The cart is not available on this page.')),
  removeDiscount: () => Promise.reject(new CartApiError('The cart is not available on this page.')),
};
