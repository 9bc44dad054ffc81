// Root fields of the local shop's Storefront API: product search, cart load and the cart mutations the site uses.
import { timingSafeEqual } from 'node:crypto';
import { CATALOG } from './demo-products.ts';
import { addLines, normaliseDiscountCodes, removeLines, updateLines, type CartChange, type CartUserError, type LineInput, type LineUpdateInput } from './cart-changes.ts';
import { discountFor } from './cart-pricing.ts';
import type { CartStore, StoredCart } from './cart-database.ts';
import { cartGid, connection, graphqlShapes } from './graphql-shapes.ts';
import { productQueryMatcher } from './product-query.ts';

export type ShopResolverOptions = { store: CartStore; publicBaseUrl: string };

type CartWarning = { code: 'DISCOUNT_NOT_FOUND'; message: string; target: string };
type PageArgs = { first?: number | null; last?: number | null; after?: string | null; before?: string | null };

const CART_ID = /^gid:\/\/shopify\/Cart\/([\w-]+)\?key=([0-9a-f]+)$/;

const unknownCart: CartUserError = { field: ['cartId'], code: 'INVALID', message: 'The specified cart does not exist.' };

function sameSecret(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export const checkoutUrlFor = (publicBaseUrl: string, cartToken: string) => `${publicBaseUrl}/checkouts/${cartToken}`;

export function createRootValue({ store, publicBaseUrl }: ShopResolverOptions) {
  const shapes = graphqlShapes(publicBaseUrl);
  const cartObject = (cart: StoredCart) => shapes.cart(cart, checkoutUrlFor(publicBaseUrl, cart.token));

  /** The open cart behind a cart id; null for unknown ids, wrong keys and carts already checked out. */
  function openCart(cartId: string): StoredCart | null {
    const [, token, secret] = CART_ID.exec(cartId) ?? [];
    if (!token || !secret) return null;
    const cart = store.find(token);
    return cart && cart.closedAt === null && sameSecret(cart.secret, secret) ? cart : null;
  }

  const payload = (cart: StoredCart | null, userErrors: CartUserError[], warnings: CartWarning[] = []) => ({
    cart: cart ? cartObject(cart) : null,
    userErrors,
    warnings,
  });

  function changeLines(cartId: string, change: (cart: StoredCart) => CartChange) {
    const cart = openCart(cartId);
    if (!cart) return payload(null, [unknownCart]);
    const { lines, userErrors } = change(cart);
    if (userErrors.length > 0) return payload(cart, userErrors);
    return payload(store.save({ ...cart, lines }), []);
  }

  const unknownCodeWarnings = (cart: StoredCart): CartWarning[] =>
    cart.discountCodes
      .filter((code) => discountFor(code) === null)
      .map((code) => ({ code: 'DISCOUNT_NOT_FOUND', message: `The discount code ${code} was not found.`, target: cartGid(cart) }));

  return {
    products: ({ query, reverse, ...page }: PageArgs & { query?: string | null; reverse?: boolean | null }) => {
      const found = CATALOG.filter(productQueryMatcher(query)).map(shapes.product);
      return connection(reverse ? found.reverse() : found, page);
    },

    cart: ({ id }: { id: string }) => {
      const cart = openCart(id);
      return cart ? cartObject(cart) : null;
    },

    cartCreate: ({ input }: { input?: { lines?: LineInput[] | null; discountCodes?: string[] | null } | null }) => {
      const fresh = store.newCart();
      const { lines, userErrors } = addLines(fresh.token, [], input?.lines ?? [], ['input', 'lines']);
      if (userErrors.length > 0) return payload(null, userErrors);
      const cart = store.save({ ...fresh, lines, discountCodes: normaliseDiscountCodes(input?.discountCodes ?? []) });
      return payload(cart, [], unknownCodeWarnings(cart));
    },

    cartLinesAdd: ({ cartId, lines }: { cartId: string; lines: LineInput[] }) =>
      changeLines(cartId, (cart) => addLines(cart.token, cart.lines, lines)),

    cartLinesUpdate: ({ cartId, lines }: { cartId: string; lines: LineUpdateInput[] }) =>
      changeLines(cartId, (cart) => updateLines(cart.lines, lines)),

    cartLinesRemove: ({ cartId, lineIds }: { cartId: string; lineIds: string[] }) =>
      changeLines(cartId, (cart) => removeLines(cart.lines, lineIds)),

    cartDiscountCodesUpdate: ({ cartId, discountCodes }: { cartId: string; discountCodes: string[] }) => {
      const cart = openCart(cartId);
      if (!cart) return payload(null, [unknownCart]);
      const saved = store.save({ ...cart, discountCodes: normaliseDiscountCodes(discountCodes) });
      return payload(saved, [], unknownCodeWarnings(saved));
    },
  };
}
