// Order again: one form POST on an order of /account (no script needed) puts the same sets in the shopper's cart,
// each with its variant, quantity and the attributes it was bought with (packaging, Mattress measurements), then
// shows the cart's summary. A set sold out now puts nothing in the cart: /account says which set, and offers the
// nearest choice (the flow at the same size and depth, with the same measurements, where what is left is shown).
import { type Context, Hono } from 'hono';
import { ShopUserError } from '../../clients/storefront/errors.ts';
import type { AccountOrder, AccountOrderLine } from '../../pages/account/account-page-data.ts';
import { MATTRESS_ATTRIBUTE } from '../../clients/storefront/mattress-attribute.ts';
import type { CartLineInput, StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import { BUY_SIZE_STEP_HREF, BUY_SUMMARY_HREF, finderChoiceHref } from '../../shop-rules/buy-url.ts';
import { readCartCookie, writeCartCookie } from '../cart/cart-cookie.ts';
import { log } from '../logging/logger.ts';
import { ACCOUNT_PATHS, signInPath } from './account-paths.ts';
import { readAccountOverview } from './account-overview.ts';
import { type CustomerAccountClient, isAccountServiceFailure } from './customer-account-client.ts';
import type { CustomerAccessToken } from './signed-in-customer.ts';

export const ORDER_AGAIN_PATH = '/account/orders/again';
/** /account's query after a refused Order again: the set sold out, and where its nearest choice is. */
export const SOLD_OUT_PARAM = 'sold_out';
export const NEAREST_PARAM = 'nearest';

export type OrderAgainOptions = {
  client: CustomerAccountClient;
  shop: StorefrontClient;
  customerAccessToken: CustomerAccessToken;
  clientAddress: (c: Context) => string | null;
  secureCookies: boolean;
};

/** The flow at the line's size and depth with its measurements ('Queen / 26-30 cm / Sand', '152.5 × 203 × 28 cm'). */
export function nearestChoiceHref(line: AccountOrderLine): string {
  const [size, depth] = (line.variantTitle ?? '').split(' / ');
  const measured = line.attributes.find((attribute) => attribute.key === MATTRESS_ATTRIBUTE)?.value;
  const mattress = measured?.replace(/\s*×\s*/g, 'x').replace(/\s+cm$/, 'cm');
  return size && depth && mattress ? finderChoiceHref(size, depth, mattress) : BUY_SIZE_STEP_HREF;
}

/** The line a refusal names (`lines.N…` or `input.lines.N…`), else the first. */
function refusedLine(order: AccountOrder, error: ShopUserError): AccountOrderLine {
  const index = error.userErrors.map((problem) => (problem.field ?? []).find((part) => /^\d+$/.test(part))).find((part) => part !== undefined);
  return order.lines[Number(index ?? 0)] ?? order.lines[0]!;
}

export function orderAgainRoute({ client, shop, customerAccessToken, clientAddress, secureCookies }: OrderAgainOptions): Hono {
  const app = new Hono();

  app.post(ORDER_AGAIN_PATH, async (c) => {
    const token = await customerAccessToken(c);
    if (!token) return c.redirect(signInPath(), 303);
    const form = await c.req.parseBody();
    let order: AccountOrder | undefined;
    try {
      order = (await readAccountOverview(client, token)).orders.find((candidate) => candidate.name === form.order);
    } catch (error) {
      if (!isAccountServiceFailure(error)) throw error;
      log.warn('customer_accounts.unavailable', { step: 'order_again', reason: error.message });
      // /account says what is wrong: the service away, or the session over.
      return c.redirect(ACCOUNT_PATHS.account, 303);
    }
    const lines: CartLineInput[] = (order?.lines ?? [])
      .filter((line) => line.variantId)
      .map((line) => ({ merchandiseId: line.variantId!, quantity: line.quantity, attributes: line.attributes }));
    if (!order || lines.length === 0) return c.redirect(ACCOUNT_PATHS.account, 303);

    const buyer = { buyerIp: clientAddress(c) };
    try {
      const cookie = readCartCookie(c);
      const open = cookie.kind === 'valid' ? await shop.loadCart(cookie.cartId, buyer) : null;
      if (open) await shop.addLines(open.id, lines, buyer);
      else writeCartCookie(c, (await shop.createCart(lines, buyer)).id, secureCookies);
      return c.redirect(BUY_SUMMARY_HREF, 303);
    } catch (error) {
      if (!(error instanceof ShopUserError)) throw error;
      const line = refusedLine(order, error);
      const soldOut = [line.title, line.variantTitle].filter(Boolean).join(', ');
      return c.redirect(`${ACCOUNT_PATHS.account}?${new URLSearchParams({ [SOLD_OUT_PARAM]: soldOut, [NEAREST_PARAM]: nearestChoiceHref(line) })}`, 303);
    }
  });

  return app;
}
