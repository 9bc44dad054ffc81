// Plain links to the shop's hosted checkout, so the flow also works without JavaScript (spec §4):
//   GET /checkout                    → 303 to the cart's checkoutUrl (step 4, cart modal), or /buy when there is no cart
//   GET /checkout/variant/:variantId → 303 to the shop's cart permalink for that variant × 1 (step 3); with
//     ?premiumPackaging=no or ?mattress=… (the size finder's measurements), a permalink cannot carry the line attributes,
//     so a one-line cart is made and its checkout opened
// A signed-in customer's cart is named theirs first (buyerIdentity.customerAccessToken), so the order is in their account.
import { type Context, Hono } from 'hono';
import { mattressAttribute } from '../../clients/storefront/mattress-attribute.ts';
import { type CartLineAttribute, premiumPackagingAttribute } from '../../clients/storefront/premium-packaging.ts';
import type { Cart } from '../../clients/storefront/reshape.ts';
import type { BuyerContext, StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import { ShopUserError } from '../../clients/storefront/errors.ts';
import { log } from '../logging/logger.ts';
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
  /** The signed-in customer's Customer Account API access token, or null (server/customer-accounts/signed-in-customer.ts). */
  customerAccessToken?: (c: Context) => Promise<string | null>;
};

/** A permalink carries cart attributes as Shopify's cart permalinks take them: `?attributes[key]=value`. */
function withAttributes(permalink: string, attributes: readonly CartLineAttribute[]): string {
  const query = new URLSearchParams(attributes.map(({ key, value }) => [`attributes[${key}]`, value])).toString();
  return query ? `${permalink}?${query}` : permalink;
}

export function createCheckoutRoutes({
  shop,
  cartPermalinkBase,
  clientAddress,
  newCartAttributes = async () => [],
  customerAccessToken = async () => null,
}: CheckoutRoutesOptions): Hono {
  const app = new Hono();

  /** The cart as the signed-in customer's; a token the shop refuses leaves it a guest's cart rather than stopping checkout. */
  const signedInCart = async (token: string | null, cart: Cart, buyer: BuyerContext): Promise<Cart> => {
    if (!token) return cart;
    try {
      return await shop.setCartCustomer(cart.id, token, buyer);
    } catch (error) {
      if (!(error instanceof ShopUserError)) throw error;
      log.warn('checkout.customer_not_set', { reason: error.message });
      return cart;
    }
  };

  app.get('/', async (c) => {
    const cookie = readCartCookie(c);
    if (cookie.kind !== 'valid') return c.redirect(BUY_PATH, 303);
    try {
      // The shopper asked to pay: a cart call, made whatever the breaker says, with the full time limit.
      const buyer = { buyerIp: clientAddress(c) };
      const cart = await shop.loadCart(cookie.cartId, buyer, { background: true, probe: true });
      if (!cart || cart.lines.length === 0) return c.redirect(BUY_PATH, 303);
      return c.redirect((await signedInCart(await customerAccessToken(c), cart, buyer)).checkoutUrl, 303);
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
      const signedIn = await customerAccessToken(c);
      // A permalink's cart cannot name a customer: a signed-in shopper's goes through a cart made here.
      if (!packagingOff && !mattress && !signedIn) return c.redirect(withAttributes(`${cartPermalinkBase}/cart/${variantNumber(gid)}:1`, cartAttributes), 303);
      const attributes = [premiumPackagingAttribute(!packagingOff), ...(mattress ? [mattressAttribute(mattress)] : [])];
      const line = { merchandiseId: gid, quantity: 1, attributes };
      const buyer = { buyerIp: clientAddress(c) };
      const cart = await shop.createCart([line], buyer, cartAttributes);
      return c.redirect((await signedInCart(signedIn, cart, buyer)).checkoutUrl, 303);
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  return app;
}
