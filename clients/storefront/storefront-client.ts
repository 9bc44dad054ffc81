// The one client for the shop's Storefront API (a real Shopify store or the local shop at /demo/shop): the
// generated typed operations sent with graphql-request and the token headers Shopify recommends, one time limit
// per call, brief failures of reads tried again (read-retry.ts), failures turned into ShopError subclasses, and
// answers reshaped into the site's Cart and Product types.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLClient, type RequestOptions } from 'graphql-request';
import {
  CartCreateDocument,
  CartDiscountCodesUpdateDocument,
  CartLinesAddDocument,
  CartLinesRemoveDocument,
  CartLinesUpdateDocument,
  CartLoadDocument,
  ProductSearchDocument,
  type CartFragment,
  type CartUserErrorFragment,
  type CartWarningFragment,
  type CountryCode,
  type LanguageCode,
} from '../../generated/storefront/graphql.ts';
import { ShopRequestError, ShopUserError, type CartProblem } from './errors.ts';
import type { CartLineAttribute } from './premium-packaging.ts';
import { readRetryWait } from './read-retry.ts';
import { reshapeCart, reshapeProducts, type Cart, type Product } from './reshape.ts';
import { shopFailure } from './shop-failure.ts';
import { type BuyerContext, type StorefrontAccess, storefrontHeaders, tokenVariable } from './storefront-headers.ts';

export type { BuyerContext } from './storefront-headers.ts';

/** "Master products only" (spec §7): the sheet-set products, not gift cards or add-ons. */
export const SHEET_SET_SEARCH_QUERY = 'product_type:"Tailored Sheet Set"';

// Newer API versions report stock problems as warnings and leave the line out; the caller must hear about it.
const STOCK_WARNINGS = new Set(['MERCHANDISE_OUT_OF_STOCK', 'MERCHANDISE_NOT_ENOUGH_STOCK']);

/** The market every call is asked in (`@inContext`): its prices, availability and texts. */
export type InContext = { country: CountryCode; language: LanguageCode };

/** The shop's home market (Australia, English); the site passes the one it is configured for. */
export const DEFAULT_IN_CONTEXT: InContext = { country: 'AU', language: 'EN' };

export type StorefrontClientOptions = StorefrontAccess & { endpoint: string; timeoutMs: number; inContext?: InContext };
export type CartLineInput = { merchandiseId: string; quantity: number; attributes?: CartLineAttribute[] };
/** What to change on a line: its quantity (0 removes it), its attributes (replaced as a whole), or both. */
export type CartLineUpdate = { id: string; quantity?: number; attributes?: CartLineAttribute[] };

type CartPayload = { cart: CartFragment | null; userErrors: CartUserErrorFragment[]; warnings: CartWarningFragment[] };

/** Queries only read, so a brief failure may be tried again; a mutation is sent once. */
const isRead = (document: TypedDocumentNode<unknown, never>) =>
  document.definitions.every((definition) => definition.kind !== 'OperationDefinition' || definition.operation === 'query');

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class StorefrontClient {
  private readonly client: GraphQLClient;
  private readonly shopHost: string;
  private readonly inContext: InContext;

  constructor(private readonly options: StorefrontClientOptions) {
    this.shopHost = new URL(options.endpoint).host;
    this.inContext = options.inContext ?? DEFAULT_IN_CONTEXT;
    this.client = new GraphQLClient(options.endpoint);
  }

  // Each call may name the shopper it is made for (`buyer`): with the private token the shop then sees their IP.

  /** The sheet-set products, at most `limit` of them (the shop rules' PRODUCT_SEARCH_LIMIT). */
  async searchProducts(limit: number, buyer?: BuyerContext): Promise<Product[]> {
    return reshapeProducts(await this.request('searching products', ProductSearchDocument, { query: SHEET_SET_SEARCH_QUERY, first: limit }, buyer));
  }

  /** The cart, or null when the shop no longer knows the id (expired or already checked out). */
  async loadCart(cartId: string, buyer?: BuyerContext): Promise<Cart | null> {
    const { cart } = await this.request('loading the cart', CartLoadDocument, { cartId }, buyer);
    return cart ? reshapeCart(cart) : null;
  }

  async createCart(lines: CartLineInput[], buyer?: BuyerContext): Promise<Cart> {
    const result = await this.request('creating a cart', CartCreateDocument, { lines }, buyer);
    return this.cartFrom('creating a cart', result.cartCreate);
  }

  async addLines(cartId: string, lines: CartLineInput[], buyer?: BuyerContext): Promise<Cart> {
    const result = await this.request('adding to the cart', CartLinesAddDocument, { cartId, lines }, buyer);
    return this.cartFrom('adding to the cart', result.cartLinesAdd);
  }

  /** Quantity 0 removes the line; attributes given replace the line's attributes. */
  async updateLines(cartId: string, lines: CartLineUpdate[], buyer?: BuyerContext): Promise<Cart> {
    const result = await this.request('updating the cart', CartLinesUpdateDocument, { cartId, lines }, buyer);
    return this.cartFrom('updating the cart', result.cartLinesUpdate);
  }

  async removeLines(cartId: string, lineIds: string[], buyer?: BuyerContext): Promise<Cart> {
    const result = await this.request('removing from the cart', CartLinesRemoveDocument, { cartId, lineIds }, buyer);
    return this.cartFrom('removing from the cart', result.cartLinesRemove);
  }

  /** Replaces the cart's codes ([] removes them). An unknown code is kept with applicable: false, not refused. */
  async updateDiscountCodes(cartId: string, discountCodes: string[], buyer?: BuyerContext): Promise<Cart> {
    const result = await this.request('applying the promo code', CartDiscountCodesUpdateDocument, { cartId, discountCodes }, buyer);
    return this.cartFrom('applying the promo code', result.cartDiscountCodesUpdate);
  }

  private cartFrom(operation: string, payload: CartPayload | null): Cart {
    const problems: CartProblem[] = [
      ...(payload?.userErrors ?? []).map(({ field, message, code }) => ({ field, message, code })),
      ...(payload?.warnings ?? [])
        .filter((warning) => STOCK_WARNINGS.has(warning.code))
        .map(({ code, message }) => ({ field: null, message, code })),
    ];
    if (problems.length > 0) throw new ShopUserError(operation, problems);
    if (!payload?.cart) throw new ShopRequestError(`The shop at ${this.shopHost} answered without a cart while ${operation}.`);
    return reshapeCart(payload.cart);
  }

  /**
   * Every operation declares `$country` and `$language` for its `@inContext`; they are added here, once. The
   * call's time limit covers its retries too: the shopper never waits longer than the configured timeout.
   */
  private async request<Result, Variables extends InContext>(
    operation: string,
    document: TypedDocumentNode<Result, Variables>,
    operationVariables: Omit<Variables, keyof InContext>,
    buyer: BuyerContext = {},
  ): Promise<Result> {
    const { timeoutMs } = this.options;
    const variables = { ...operationVariables, ...this.inContext };
    const requestHeaders = storefrontHeaders(this.options, buyer);
    const retriable = isRead(document as TypedDocumentNode<unknown, never>);
    const deadline = Date.now() + timeoutMs;
    let waitedMs = 0;
    for (let retries = 0; ; retries += 1) {
      try {
        const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
        // graphql-request's conditional option types cannot be resolved for a generic Variables; the document types the call.
        const options = { document, variables, requestHeaders, signal } as unknown as RequestOptions<Variables, Result>;
        return await this.client.request<Result, Variables>(options);
      } catch (error) {
        const now = Date.now();
        const pause = retriable ? readRetryWait(error, { retries, waitedMs, timeoutMs, remainingMs: deadline - now, now }) : null;
        if (pause === null) {
          throw shopFailure(operation, error, { shopHost: this.shopHost, endpoint: this.options.endpoint, timeoutMs, tokenVariable: tokenVariable(this.options) });
        }
        await wait(pause);
        waitedMs += pause;
      }
    }
  }
}
