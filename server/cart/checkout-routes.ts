// Plain links to the shop's hosted checkout, so the flow also works without JavaScript (spec §4):
//   GET /checkout                    → 303 to the cart's checkoutUrl (step 4, cart modal), or /buy when there is no cart
//   GET /checkout/variant/:variantId → 303 to the shop's cart permalink for that variant × 1 (step 3); with
//     ?premiumPackaging=no or ?mattress=… (the size finder's measurements), a permalink cannot carry the line attributes,
//     so a one-line cart is made and its checkout opened
import { type Context, Hono } from 'hono';
import { mattressAttribute } from '../../clients/storefront/mattress-attribute.ts';
import { type CartLineAttribute, premiumPackagingAttribute } from '../../clients/storefront/premium-packaging.ts';
import type { StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import { BUY_PATH } from '../../shop-rules/buy-url.ts';
import { MATTRESS_PARAM, packagingOffRequested } from '../../shop-rules/checkout-links.ts';
import { readCartCookie } from './cart-cookie.ts';
import { cartErrorResponse } from './cart-errors.ts';
import { mattressMeasurements, variantGid, variantNumber } from './cart-input.ts';

export type CheckoutRoutesOptions = {
  shop: StorefrontClient;
  cartPermalinkBase: string;
  /** The shopper's address (server/security/client-ip.ts), sent to the shop as the buyer IP. */
  clientAddress: (c: Context) => string | null;
  /** The cart attributes a new cart starts with (the visit it came from: server/analytics/visit-attribute.ts). */
  newCartAttributes?: (c: Context) => Promise<CartLineAttribute[]>;
};

/** A permalink carries cart attributes as Shopify's cart permalinks take them: `?attributes[key]=value`. */
function withAttributes(permalink: string, attributes: readonly CartLineAttribute[]): string {
  const query = new URLSearchParams(attributes.map(({ key, value }) => [`attributes[${key}]`, value])).toString();
  return query ? `${permalink}?${query}` : permalink;
}

export function createCheckoutRoutes({ shop, cartPermalinkBase, clientAddress, newCartAttributes = async () => [] }: CheckoutRoutesOptions): Hono {
  const app = new Hono();

  app.get('/', async (c) => {
    const cookie = readCartCookie(c);
    if (cookie.kind !== 'valid') return c.redirect(BUY_PATH, 303);
    try {
      // The shopper asked to pay: a cart call, made whatever the breaker says, with the full time limit.
      const cart = await shop.loadCart(cookie.cartId, { buyerIp: clientAddress(c) }, { background: true, probe: true });
      return c.redirect(cart && cart.lines.length > 0 ? cart.checkoutUrl : BUY_PATH, 303);
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  app.get('/variant/:variantId', async (c) => {
    try {
      const gid = variantGid(c.req.param('variantId'));
      const packagingOff = packagingOffRequested(c.req.query());
      const mattress = mattressMeasurements(c.req.query(MATTRESS_PARAM));
      const cartAttributes = await newCartAttributes(c);
      if (!packagingOff && !mattress) return c.redirect(withAttributes(`${cartPermalinkBase}/cart/${variantNumber(gid)}:1`, cartAttributes), 303);
      const attributes = [premiumPackagingAttribute(!packagingOff), ...(mattress ? [mattressAttribute(mattress)] : [])];
      const line = { merchandiseId: gid, quantity: 1, attributes };
      const cart = await shop.createCart([line], { buyerIp: clientAddress(c) }, cartAttributes);
      return c.redirect(cart.checkoutUrl, 303);
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  return app;
}
