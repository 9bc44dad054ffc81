// Plain links to the shop's hosted checkout, so the flow also works without JavaScript (spec §4):
//   GET /checkout                    → 303 to the cart's checkoutUrl (step 4, cart modal), or /buy when there is no cart
//   GET /checkout/variant/:variantId → 303 to the shop's cart permalink for that variant × 1 (step 3); with
//     ?premiumPackaging=no, a permalink cannot carry the line attribute, so a one-line cart is made and its checkout opened
import { type Context, Hono } from 'hono';
import { premiumPackagingAttribute } from '../../clients/storefront/premium-packaging.ts';
import type { StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import { BUY_PATH } from '../../shop-rules/buy-url.ts';
import { packagingOffRequested } from '../../shop-rules/checkout-links.ts';
import { readCartCookie } from './cart-cookie.ts';
import { cartErrorResponse } from './cart-errors.ts';
import { variantGid, variantNumber } from './cart-input.ts';

export type CheckoutRoutesOptions = {
  shop: StorefrontClient;
  cartPermalinkBase: string;
  /** The shopper's address (server/security/client-ip.ts), sent to the shop as the buyer IP. */
  clientAddress: (c: Context) => string | null;
};

export function createCheckoutRoutes({ shop, cartPermalinkBase, clientAddress }: CheckoutRoutesOptions): Hono {
  const app = new Hono();

  app.get('/', async (c) => {
    const cookie = readCartCookie(c);
    if (cookie.kind !== 'valid') return c.redirect(BUY_PATH, 303);
    try {
      const cart = await shop.loadCart(cookie.cartId, { buyerIp: clientAddress(c) });
      return c.redirect(cart && cart.lines.length > 0 ? cart.checkoutUrl : BUY_PATH, 303);
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  app.get('/variant/:variantId', async (c) => {
    try {
      const gid = variantGid(c.req.param('variantId'));
      if (!packagingOffRequested(c.req.query())) return c.redirect(`${cartPermalinkBase}/cart/${variantNumber(gid)}:1`, 303);
      const line = { merchandiseId: gid, quantity: 1, attributes: [premiumPackagingAttribute(false)] };
      const cart = await shop.createCart([line], { buyerIp: clientAddress(c) });
      return c.redirect(cart.checkoutUrl, 303);
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  return app;
}
