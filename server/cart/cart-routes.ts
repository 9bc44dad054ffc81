// The site's own cart endpoints (the browser never talks to the shop). The cart id lives in an HttpOnly
// cookie; a cart the shop no longer knows gives a fresh cart, not an error; bad input gets a 400. Every shop
// call names the shopper's IP (the buyer IP Shopify asks for with a private token).
//   GET    /api/cart                  → { cart }            (cart: null when there is none yet)
//   POST   /api/cart/lines            { variantId, quantity, premiumPackaging? (default true), mattress? ('152 × 203 × 32 cm') } → { cart }
//   PATCH  /api/cart/lines/:lineId    { quantity? (0 removes), premiumPackaging? } (at least one) → { cart }
//   DELETE /api/cart/lines/:lineId    → { cart }
//   PUT    /api/cart/discount         { code } → { cart } or 422 'This promo code is invalid'
//   DELETE /api/cart/discount         → { cart }
import { PROMO_CODE_INVALID_MESSAGE } from '../../shop-rules/constants.ts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { mattressAttribute } from '../../clients/storefront/mattress-attribute.ts';
import { type CartLineAttribute, premiumPackagingAttribute } from '../../clients/storefront/premium-packaging.ts';
import type { BuyerContext, CartLineUpdate, StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import type { Cart } from '../../clients/storefront/reshape.ts';
import { clearCartCookie, readCartCookie, writeCartCookie } from './cart-cookie.ts';
import { cartErrorResponse, type CartErrorBody } from './cart-errors.ts';
import {
  addedLineFrom,
  CartInputError,
  cartBody,
  discountCodeFrom,
  JSON_OBJECT_MESSAGE,
  lineChangeFrom,
  lineIdFromPath,
  parseCartInput,
} from './cart-input.ts';

const MAX_BODY_BYTES = 4 * 1024;

export type CartRoutesOptions = {
  shop: StorefrontClient;
  secureCookies: boolean;
  /** The shopper's address (server/security/client-ip.ts), null when unknown. */
  clientAddress: (c: Context) => string | null;
  /** The cart attributes a new cart starts with (the visit it came from: server/analytics/visit-attribute.ts). */
  newCartAttributes?: (c: Context) => Promise<CartLineAttribute[]>;
};

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => {
    throw new CartInputError(JSON_OBJECT_MESSAGE);
  });
  return parseCartInput(cartBody, body);
}

export function createCartRoutes({ shop, secureCookies, clientAddress, newCartAttributes = async () => [] }: CartRoutesOptions): Hono {
  const app = new Hono();
  const buyer = (c: Context): BuyerContext => ({ buyerIp: clientAddress(c) });
  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json<CartErrorBody>({ error: { message: 'Request too large.', code: 'TOO_LARGE' } }, 413) }));

  /**
   * The shopper's current cart; a tampered cookie is a 400 (and cleared), an unknown cart a fresh start. Before a
   * change (`forChange`) it is a cart call, not a page's read: asked whatever the breaker says, with the cart
   * calls' full time limit, since only the shop can say whether the cart can be changed (and its answer closes
   * an open breaker).
   */
  async function currentCart(c: Context, { forChange = false } = {}): Promise<Cart | null> {
    const cookie = readCartCookie(c);
    if (cookie.kind === 'tampered') {
      clearCartCookie(c, secureCookies);
      throw new CartInputError('Your cart could not be read, so a new one will be started.');
    }
    if (cookie.kind === 'none') return null;
    const cart = await shop.loadCart(cookie.cartId, buyer(c), forChange ? { background: true, probe: true } : {});
    if (!cart) clearCartCookie(c, secureCookies);
    return cart;
  }

  const respond = (c: Context, cart: Cart | null) => c.json({ cart }, 200, { 'Cache-Control': 'no-store' });

  app.get('/', async (c) => {
    try {
      return respond(c, await currentCart(c));
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  app.post('/lines', async (c) => {
    try {
      const added = addedLineFrom(await jsonBody(c));
      const line = {
        merchandiseId: added.variantId,
        quantity: added.quantity,
        attributes: [premiumPackagingAttribute(added.premiumPackaging), ...(added.mattress ? [mattressAttribute(added.mattress)] : [])],
      };
      const existing = await currentCart(c, { forChange: true });
      const cart = existing ? await shop.addLines(existing.id, [line], buyer(c)) : await shop.createCart([line], buyer(c), await newCartAttributes(c));
      writeCartCookie(c, cart.id, secureCookies);
      return respond(c, cart);
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  app.patch('/lines/:lineId{.+}', async (c) => {
    try {
      const id = lineIdFromPath(c.req.param('lineId'));
      const change = lineChangeFrom(await jsonBody(c));
      const existing = await currentCart(c, { forChange: true });
      if (!existing) throw new CartInputError('Your cart is empty.');
      const update: CartLineUpdate = { id, quantity: change.quantity };
      // Attributes are replaced as a whole: the line's mattress measurements (the site's only other attribute) go back with it.
      if (change.premiumPackaging !== undefined) {
        const mattress = existing.lines.find((line) => line.id === id)?.mattress ?? null;
        update.attributes = [premiumPackagingAttribute(change.premiumPackaging), ...(mattress ? [mattressAttribute(mattress)] : [])];
      }
      return respond(c, await shop.updateLines(existing.id, [update], buyer(c)));
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  app.delete('/lines/:lineId{.+}', async (c) => {
    try {
      const id = lineIdFromPath(c.req.param('lineId'));
      const existing = await currentCart(c, { forChange: true });
      if (!existing) throw new CartInputError('Your cart is empty.');
      return respond(c, await shop.removeLines(existing.id, [id], buyer(c)));
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  app.put('/discount', async (c) => {
    try {
      const code = discountCodeFrom(await jsonBody(c));
      const existing = await currentCart(c, { forChange: true });
      if (!existing) throw new CartInputError('Add a sheet set to your cart before using a promo code.');
      const cart = await shop.updateDiscountCodes(existing.id, [code], buyer(c));
      if (cart.discountCodes.some((discount) => discount.code.toLowerCase() === code.toLowerCase() && discount.applicable)) return respond(c, cart);
      // Shopify keeps a rejected code on the cart; take it off again so the total stays honest.
      const restored = await shop.updateDiscountCodes(
        existing.id,
        existing.discountCodes.filter((d) => d.applicable).map((d) => d.code),
        buyer(c),
      );
      return c.json({ cart: restored, error: { message: PROMO_CODE_INVALID_MESSAGE, code: 'DISCOUNT_INVALID' } }, 422);
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  app.delete('/discount', async (c) => {
    try {
      const existing = await currentCart(c, { forChange: true });
      if (!existing) return respond(c, null);
      return respond(c, await shop.updateDiscountCodes(existing.id, [], buyer(c)));
    } catch (error) {
      return cartErrorResponse(c, error);
    }
  });

  return app;
}
