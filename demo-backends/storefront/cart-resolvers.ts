// The cart query and mutations of the demo shop. Every input the Storefront API accepts is either acted on
// (lines, line and cart attributes, note, buyer e-mail, phone and country, discount codes) or refused loudly.
import { timingSafeEqual } from 'node:crypto';
import { newCart, type Attribute, type CartStore, type StoredCart } from './cart-store.ts';
import { addLines, removeLines, updateLines, type CartChange, type LineInput, type LineUpdateInput } from './cart-changes.ts';
import { attributeProblems, contactProblems, discountCodeProblems, noteProblems, normaliseDiscountCodes, type CartUserError } from './cart-inputs.ts';
import { discountFor, priceCart } from './cart-pricing.ts';
import { cartGid, cartShape } from './cart-shapes.ts';
import { refuseUnknownKeys } from './demo-shop-errors.ts';
import { MARKET_LIST, marketFor, type RequestContext } from './markets.ts';
import type { productShapes } from './product-shapes.ts';

export type CartResolverOptions = {
  store: CartStore;
  publicBaseUrl: string;
  products: ReturnType<typeof productShapes>;
  /** The customer a Customer Account API access token belongs to (the shop's customer accounts: grants.ts). */
  customerOfToken?: (accessToken: string) => string | undefined;
};

type CartWarning = { code: 'DISCOUNT_NOT_FOUND' | 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'; message: string; target: string };
type BuyerIdentityInput = { countryCode?: string | null; email?: string | null; phone?: string | null; customerAccessToken?: string | null };
type CartInput = {
  lines?: LineInput[] | null;
  discountCodes?: string[] | null;
  note?: string | null;
  attributes?: Attribute[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
};

const CART_ID = /^gid:\/\/shopify\/Cart\/([\w-]+)\?key=([0-9a-f]+)$/;
const unknownCart: CartUserError = { field: ['cartId'], code: 'INVALID', message: 'The specified cart does not exist.' };

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const checkoutUrlFor = (publicBaseUrl: string, cartToken: string) => `${publicBaseUrl}/checkouts/${cartToken}`;

const refuseLineKeys = (lines: readonly object[], inputType: string, supported: string[]) =>
  lines.forEach((line) => refuseUnknownKeys(inputType, line, supported));

const refuseBuyerIdentityKeys = (buyerIdentity: BuyerIdentityInput | null | undefined) =>
  refuseUnknownKeys('CartBuyerIdentityInput', buyerIdentity, ['countryCode', 'email', 'phone', 'customerAccessToken']);

function buyerProblems(buyerIdentity: BuyerIdentityInput, field: string[]): CartUserError[] {
  const problems = contactProblems(buyerIdentity, field);
  if (buyerIdentity.countryCode && !marketFor(buyerIdentity.countryCode)) {
    problems.push({ field: [...field, 'countryCode'], code: 'INVALID', message: `The demo shop sells in ${MARKET_LIST} only.` });
  }
  return problems;
}

/** Unknown codes, and known codes with nothing in the cart to discount, as Shopify warns about them. */
function codeWarnings(cart: StoredCart): CartWarning[] {
  const applicable = new Map(priceCart(cart).discountCodes.map((code) => [code.code, code.applicable]));
  return cart.discountCodes.flatMap((code): CartWarning[] => {
    const discount = discountFor(code);
    if (!discount) return [{ code: 'DISCOUNT_NOT_FOUND', message: `The discount code ${code} was not found.`, target: cartGid(cart) }];
    if (applicable.get(code)) return [];
    return [{ code: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS', message: `The discount code ${code} applies to ${discount.describe} only.`, target: cartGid(cart) }];
  });
}

export function cartResolvers({ store, publicBaseUrl, products, customerOfToken = () => undefined }: CartResolverOptions) {
  const cartObject = (cart: StoredCart) => cartShape(cart, checkoutUrlFor(publicBaseUrl, cart.token), products);

  /** The customer a given token names (undefined: not given; null: cleared); a token the shop does not know is refused. */
  function customerOf(buyer: BuyerIdentityInput, field: string[]): { customerId?: string | null; problems: CartUserError[] } {
    const token = buyer.customerAccessToken;
    if (token === undefined) return { problems: [] };
    if (token === null || token === '') return { customerId: null, problems: [] };
    const customerId = customerOfToken(token);
    if (customerId) return { customerId, problems: [] };
    return { problems: [{ field: [...field, 'customerAccessToken'], code: 'INVALID', message: 'The customer access token is not valid or has expired.' }] };
  }

  /** The token and key in a cart id; null when it is not one. */
  function cartKey(cartId: string): { token: string; secret: string } | null {
    const [, token, secret] = CART_ID.exec(cartId) ?? [];
    return token && secret ? { token, secret } : null;
  }

  /** Whether the cart may be served to the holder of `secret`: not for wrong keys or carts already checked out. */
  const opens = (cart: StoredCart, secret: string) => cart.closedAt === null && sameSecret(cart.secret, secret);

  /** The open cart behind a cart id; null for unknown ids, wrong keys and carts already checked out. */
  async function openCart(cartId: string): Promise<StoredCart | null> {
    const key = cartKey(cartId);
    const cart = key ? await store.find(key.token) : null;
    return cart && opens(cart, key!.secret) ? cart : null;
  }

  const payload = (cart: StoredCart | null, userErrors: CartUserError[], warnings: CartWarning[] = []) => ({
    cart: cart ? cartObject(cart) : null,
    userErrors,
    warnings,
  });

  /** Loads the cart, applies the change unless it is refused, saves it; the answer carries the code warnings. */
  async function changeCart(cartId: string, change: (cart: StoredCart) => { cart: StoredCart; userErrors: CartUserError[] }) {
    const key = cartKey(cartId);
    if (!key) return payload(null, [unknownCart]);
    let refused: ReturnType<typeof payload> = payload(null, [unknownCart]);
    const saved = await store.update(key.token, (cart) => {
      if (!opens(cart, key.secret)) return null;
      const { cart: changed, userErrors } = change(cart);
      if (userErrors.length === 0) return changed;
      refused = payload(cart, userErrors);
      return null;
    });
    return saved ? payload(saved, [], codeWarnings(saved)) : refused;
  }

  const withLines = (cart: StoredCart, { lines, userErrors }: CartChange) => ({ cart: { ...cart, lines }, userErrors });

  return {
    cart: async ({ id }: { id: string }) => {
      const cart = await openCart(id);
      return cart ? cartObject(cart) : null;
    },

    cartCreate: async ({ input }: { input?: CartInput | null }, { market }: RequestContext) => {
      refuseUnknownKeys('CartInput', input, ['lines', 'discountCodes', 'note', 'attributes', 'buyerIdentity']);
      refuseLineKeys(input?.lines ?? [], 'CartLineInput', ['merchandiseId', 'quantity', 'attributes']);
      refuseBuyerIdentityKeys(input?.buyerIdentity);
      const buyer = input?.buyerIdentity ?? {};
      const fresh = newCart(buyer.countryCode ?? market.countryCode);
      const discountCodes = normaliseDiscountCodes(input?.discountCodes ?? []);
      const { lines, userErrors } = addLines(fresh.token, [], input?.lines ?? [], ['input', 'lines']);
      const customer = customerOf(buyer, ['input', 'buyerIdentity']);
      const problems = [
        ...userErrors,
        ...buyerProblems(buyer, ['input', 'buyerIdentity']),
        ...customer.problems,
        ...noteProblems(input?.note ?? '', ['input', 'note']),
        ...attributeProblems(input?.attributes ?? [], ['input', 'attributes']),
        ...discountCodeProblems(discountCodes, ['input', 'discountCodes']),
      ];
      if (problems.length > 0) return payload(null, problems);
      const cart = await store.save({
        ...fresh,
        lines,
        discountCodes,
        note: input?.note ?? null,
        attributes: input?.attributes ?? [],
        buyerIdentity: { ...fresh.buyerIdentity, email: buyer.email ?? null, phone: buyer.phone ?? null, customerId: customer.customerId ?? null },
      });
      return payload(cart, [], codeWarnings(cart));
    },

    cartLinesAdd: ({ cartId, lines }: { cartId: string; lines: LineInput[] }) => {
      refuseLineKeys(lines, 'CartLineInput', ['merchandiseId', 'quantity', 'attributes']);
      return changeCart(cartId, (cart) => withLines(cart, addLines(cart.token, cart.lines, lines)));
    },

    cartLinesUpdate: ({ cartId, lines }: { cartId: string; lines: LineUpdateInput[] }) => {
      refuseLineKeys(lines, 'CartLineUpdateInput', ['id', 'quantity', 'merchandiseId', 'attributes']);
      return changeCart(cartId, (cart) => withLines(cart, updateLines(cart.lines, lines)));
    },

    cartLinesRemove: ({ cartId, lineIds }: { cartId: string; lineIds: string[] }) =>
      changeCart(cartId, (cart) => withLines(cart, removeLines(cart.lines, lineIds))),

    cartDiscountCodesUpdate: ({ cartId, discountCodes }: { cartId: string; discountCodes: string[] }) => {
      const codes = normaliseDiscountCodes(discountCodes);
      return changeCart(cartId, (cart) => ({ cart: { ...cart, discountCodes: codes }, userErrors: discountCodeProblems(codes, ['discountCodes']) }));
    },

    cartNoteUpdate: ({ cartId, note }: { cartId: string; note: string }) =>
      changeCart(cartId, (cart) => ({ cart: { ...cart, note }, userErrors: noteProblems(note, ['note']) })),

    /** Replaces the cart's attributes, as Shopify does. */
    cartAttributesUpdate: ({ cartId, attributes }: { cartId: string; attributes: Attribute[] }) =>
      changeCart(cartId, (cart) => ({ cart: { ...cart, attributes }, userErrors: attributeProblems(attributes, ['attributes']) })),

    /** Changes the given parts of the buyer identity; a new country re-prices the cart in that market. */
    cartBuyerIdentityUpdate: ({ cartId, buyerIdentity }: { cartId: string; buyerIdentity: BuyerIdentityInput }) => {
      refuseBuyerIdentityKeys(buyerIdentity);
      return changeCart(cartId, (cart) => {
        const { countryCode, email, phone } = buyerIdentity;
        const customer = customerOf(buyerIdentity, ['buyerIdentity']);
        const next = {
          countryCode: countryCode ?? cart.buyerIdentity.countryCode,
          email: email === undefined ? cart.buyerIdentity.email : email,
          phone: phone === undefined ? cart.buyerIdentity.phone : phone,
          customerId: customer.customerId === undefined ? cart.buyerIdentity.customerId : customer.customerId,
        };
        return { cart: { ...cart, buyerIdentity: next }, userErrors: [...buyerProblems(buyerIdentity, ['buyerIdentity']), ...customer.problems] };
      });
    },
  };
}
