// An in-memory shop behind the CartApi interface: real cart arithmetic over the demo catalogue, with switches
// to fail the next call or hold answers until released, so tests can check rollbacks and ordering. Premium
// packaging and the mattress measurements are kept per line, and an add merges only into a line of the same variant,
// packaging and measurements, as Shopify merges lines of the same merchandise and attributes.
import type { Cart } from '../../../clients/storefront/reshape.ts';
import { findVariant } from '../../../demo-backends/storefront/demo-products.ts';
import { type CartApi, CartApiError, type CartLineChange, type NewCartLine } from '../../../models/cart-api.ts';
import { DEFAULT_PREMIUM_PACKAGING } from '../../../shop-rules/constants.ts';
import { demoVariant } from '../../shop-rules/support/demo-products.ts';

type Line = { id: string; variantId: string; quantity: number; premiumPackaging: boolean; mattress: string | null };

export const CHECKOUT_URL = 'https://shop.test/checkouts/c1';
/** The one promo code the fake shop accepts: 10% off. */
export const GOOD_CODE = 'WELCOME10';

export class FakeShop implements CartApi {
  lines: Line[] = [];
  codes: string[] = [];
  calls: string[] = [];
  private failures: Error[] = [];
  private nextLine = 1;

  /** The next call rejects with this error instead of changing the cart. */
  failNext(error: Error = new CartApiError('The shop is not answering right now.')) {
    this.failures.push(error);
  }

  withLine(variantId: string, quantity = 1, premiumPackaging = DEFAULT_PREMIUM_PACKAGING, mattress: string | null = null): Line {
    const line = { id: `gid://shopify/CartLine/${this.nextLine++}`, variantId, quantity, premiumPackaging, mattress };
    this.lines.push(line);
    return line;
  }

  cart(): Cart {
    const lines = this.lines.map((line) => {
      const variant = findVariant(line.variantId);
      if (!variant) throw new Error(`unknown variant ${line.variantId}`);
      return {
        id: line.id,
        quantity: line.quantity,
        total: { amount: ((variant.priceCents * line.quantity) / 100).toFixed(2), currencyCode: 'AUD' },
        premiumPackaging: line.premiumPackaging,
        mattress: line.mattress,
        variant: { ...demoVariant(variant), productTitle: variant.product.title, productHandle: variant.product.handle },
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + Number(line.total.amount), 0);
    const discounted = this.codes.includes(GOOD_CODE) ? subtotal * 0.9 : subtotal;
    return {
      id: 'gid://shopify/Cart/c1?key=k',
      checkoutUrl: CHECKOUT_URL,
      totalQuantity: this.lines.reduce((sum, line) => sum + line.quantity, 0),
      total: { amount: discounted.toFixed(2), currencyCode: 'AUD' },
      discountTotal: { amount: (subtotal - discounted).toFixed(2), currencyCode: 'AUD' },
      lines,
      discountCodes: this.codes.map((code) => ({ code, applicable: code === GOOD_CODE })),
    };
  }

  private answer(call: string, change: () => void): Promise<Cart> {
    this.calls.push(call);
    const failure = this.failures.shift();
    if (failure) return Promise.reject(failure);
    change();
    return Promise.resolve(this.cart());
  }

  load = () => this.answer('load', () => {}).then((cart) => (cart.lines.length > 0 ? cart : null));

  add = (lines: NewCartLine[]) =>
    this.answer(`add ${lines.map((line) => `${line.variantId}×${line.quantity}${line.premiumPackaging === false ? ' plain' : ''}`).join(',')}`, () => {
      for (const { variantId, quantity, premiumPackaging = DEFAULT_PREMIUM_PACKAGING, mattress = null } of lines) {
        const existing = this.lines.find((line) => line.variantId === variantId && line.premiumPackaging === premiumPackaging && line.mattress === mattress);
        if (existing) existing.quantity += quantity;
        else this.withLine(variantId, quantity, premiumPackaging, mattress);
      }
    });

  updateQuantity = (lineId: string, quantity: number) =>
    this.answer(`quantity ${lineId} ${quantity}`, () => {
      if (quantity === 0) this.lines = this.lines.filter((line) => line.id !== lineId);
      const line = this.lines.find((item) => item.id === lineId);
      if (line) line.quantity = quantity;
    });

  updateLine = (lineId: string, { premiumPackaging, quantity }: CartLineChange) =>
    this.answer(
      [
        premiumPackaging === undefined ? null : `packaging ${lineId} ${premiumPackaging ? 'on' : 'off'}`,
        quantity === undefined ? null : `quantity ${lineId} ${quantity}`,
      ]
        .filter(Boolean)
        .join(', '),
      () => {
        const line = this.lines.find((item) => item.id === lineId);
        if (line && premiumPackaging !== undefined) line.premiumPackaging = premiumPackaging;
        if (line && quantity !== undefined) line.quantity = quantity;
      },
    );

  remove = (lineId: string) =>
    this.answer(`remove ${lineId}`, () => {
      this.lines = this.lines.filter((line) => line.id !== lineId);
    });

  applyDiscount = (code: string) =>
    this.answer(`discount ${code}`, () => {
      this.codes = [code];
    });

  removeDiscount = () =>
    this.answer('remove discount', () => {
      this.codes = [];
    });
}
