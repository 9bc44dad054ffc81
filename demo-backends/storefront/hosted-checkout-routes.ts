// The local shop's hosted checkout (where a cart's checkoutUrl leads) and Shopify's cart permalink
// `/cart/{variantId}:{quantity}`, which the purchase flow's step 3 uses to go straight to checkout (spec §4).
import { Hono, type Context } from 'hono';
import { variantGid } from './demo-products.ts';
import { addLines } from './cart-changes.ts';
import { attributeProblems, looksLikeEmail, normaliseDiscountCodes } from './cart-inputs.ts';
import { priceCart } from './cart-pricing.ts';
import { type Attribute, newCart, type CartStore, type StoredCart, type StoredOrder } from './cart-store.ts';
import { checkoutUrlFor } from './cart-resolvers.ts';
import { checkoutPage, notFoundPage, orderConfirmationPage } from './checkout-pages.ts';
import { PAGE_HEADERS } from './html.ts';
import { decimalFromCents, PRIMARY_MARKET } from './markets.ts';

export type CheckoutRoutesOptions = {
  store: CartStore;
  publicBaseUrl: string;
  /** Told of each order placed, with the cart it came from (the orders/create webhook: order-webhooks.ts). */
  onOrderPlaced?: (order: StoredOrder, cart: StoredCart) => void;
};

// Spec §5: the e-mail is trimmed, required ('Required') and must look like an address ('Please enter a valid email').
function emailProblem(email: string): string | null {
  if (email === '') return 'Required';
  return looksLikeEmail(email) ? null : 'Please enter a valid email';
}

const PERMALINK_ITEM = /^(\d+):(\d+)$/;

export function checkoutRoutes({ store, publicBaseUrl, onOrderPlaced }: CheckoutRoutesOptions): Hono {
  const app = new Hono({ strict: false });
  const siteHomeUrl = new URL('/', publicBaseUrl).href;
  const respond = (c: Context, body: string, status: 200 | 404 | 422 = 200) => c.html(body, status, PAGE_HEADERS);
  const unknownCheckout = (c: Context) =>
    respond(c, notFoundPage('Checkout not found', 'This checkout link is not valid. Your cart may have expired.', siteHomeUrl), 404);

  app.get('/checkouts/:token', async (c) => {
    const cart = await store.find(c.req.param('token'));
    if (!cart) return unknownCheckout(c);
    const order = cart.closedAt ? await store.findOrderForCart(cart.token) : null;
    if (order) return respond(c, orderConfirmationPage(order, siteHomeUrl));
    return respond(c, checkoutPage(priceCart(cart), { email: cart.buyerIdentity.email ?? '', error: null }, siteHomeUrl));
  });

  app.post('/checkouts/:token', async (c) => {
    const cart = await store.find(c.req.param('token'));
    if (!cart) return unknownCheckout(c);
    const confirmation = checkoutUrlFor(publicBaseUrl, cart.token);
    // A second submit (double click, back button) lands on the confirmation of the order already placed.
    if (cart.closedAt) return c.redirect(confirmation, 303);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const pricing = priceCart(cart);
    const error = emailProblem(email);
    if (error || pricing.lines.length === 0) return respond(c, checkoutPage(pricing, { email, error }, siteHomeUrl), 422);
    const order = await store.placeOrder(cart.token, {
      email,
      lines: pricing.lines.map(({ line, variant, subtotalCents }) => ({
        sku: variant.sku,
        variantNumericId: variant.numericId,
        title: variant.product.title,
        variantTitle: variant.title,
        quantity: line.quantity,
        lineTotal: decimalFromCents(subtotalCents),
        attributes: line.attributes,
      })),
      discountCodes: pricing.discountCodes.filter((code) => code.applicable).map((code) => code.code),
      totalAmount: decimalFromCents(pricing.totalCents),
      currencyCode: pricing.market.currencyCode,
    });
    onOrderPlaced?.(order, cart);
    return c.redirect(confirmation, 303);
  });

  // Shopify's cart permalink: /cart/{variant}:{qty}[,{variant}:{qty}...][?discount=CODE][&attributes[key]=value] → a new cart, then its checkout.
  app.get('/cart/:items', async (c) => {
    const items = c.req
      .param('items')
      .split(',')
      .map((item) => PERMALINK_ITEM.exec(item));
    if (items.some((item) => item === null)) {
      return respond(c, notFoundPage('Link not valid', 'This cart link should look like /cart/{variant id}:{quantity}.', siteHomeUrl), 404);
    }
    // A permalink carries no country, so its cart is priced in the shop's home market.
    const fresh = newCart(PRIMARY_MARKET.countryCode);
    const lines = items.map((item) => ({ merchandiseId: variantGid(Number(item![1])), quantity: Number(item![2]), attributes: [] }));
    const change = addLines(fresh.token, [], lines);
    if (change.userErrors.length > 0) {
      const reasons = change.userErrors.map((problem) => problem.message).join(' ');
      return respond(c, notFoundPage('This item cannot be bought', reasons, siteHomeUrl), 422);
    }
    const discount = c.req.query('discount');
    // Cart attributes as Shopify's permalinks take them: ?attributes[key]=value.
    const attributes = [...new URL(c.req.url).searchParams]
      .map(([name, value]) => ({ key: /^attributes\[(.+)\]$/.exec(name)?.[1], value }))
      .filter((attribute): attribute is Attribute => attribute.key !== undefined);
    const problems = attributeProblems(attributes, ['attributes']);
    if (problems.length > 0) return respond(c, notFoundPage('Link not valid', problems.map((problem) => problem.message).join(' '), siteHomeUrl), 422);
    const cart = await store.save({ ...fresh, lines: change.lines, attributes, discountCodes: normaliseDiscountCodes(discount ? [discount] : []) });
    return c.redirect(checkoutUrlFor(publicBaseUrl, cart.token), 302);
  });

  return app;
}
