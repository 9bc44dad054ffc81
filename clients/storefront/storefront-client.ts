// The one client for the shop's Storefront API (a real Shopify store or the local shop at /demo/shop): the
// generated typed operations sent with graphql-request and the token headers Shopify recommends, one time limit
// per call (shorter for reads a shopper waits on), brief failures of reads tried again (read-retry.ts), reads
// failing fast while the shop is away (circuit-breaker.ts), failures turned into ShopError subclasses, and
// answers reshaped into the site's Cart and Product types.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLClient, type RequestOptions } from 'graphql-request';
import {
  CartCreateDocument,
  CartBuyerCustomerUpdateDocument,
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
import { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker.ts';
import { ShopRequestError, ShopUnavailableError, ShopUserError, type CartProblem } from './errors.ts';
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

export type StorefrontClientOptions = StorefrontAccess & {
  endpoint: string;
  /** The time limit of cart changes and of reads made in the background (catalogue refreshes, probes). */
  timeoutMs: number;
  /** The time limit of a read a shopper waits on (a render); timeoutMs when not given. */
  renderTimeoutMs?: number;
  inContext?: InContext;
  /** With this, reads fail fast once the shop has failed several in a row (circuit-breaker.ts). */
  breaker?: Pick<CircuitBreakerOptions, 'failuresToOpen' | 'probeIntervalMs' | 'now'>;
};
/**
 * Whether a shopper waits on this read (the shorter render time limit) or not (the background one); `probe`:
 * a shopper asked again on purpose, so the read is made even while the breaker is open, as its probe.
 */
export type ReadOptions = { background?: boolean; probe?: boolean };
export type CartLineInput = { merchandiseId: string; quantity: number; attributes?: CartLineAttribute[] };
/** What to change on a line: its quantity (0 removes it), its attributes (replaced as a whole), or both. */
export type CartLineUpdate = { id: string; quantity?: number; attributes?: CartLineAttribute[] };

type CartPayload = { cart: CartFragment | null; userErrors: CartUserErrorFragment[]; warnings: CartWarningFragment[] };

/** Queries only read, so a brief failure may be tried again; a mutation is sent once. */
const isRead = (document: TypedDocumentNode<unknown, never>) =>
  document.definitions.every((definition) => definition.kind !== 'OperationDefinition' || definition.operation === 'query');

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type SendOptions = { buyer?: BuyerContext; timeoutMs: number };

export class StorefrontClient {
  private readonly client: GraphQLClient;
  private readonly shopHost: string;
  private readonly inContext: InContext;
  /** Null unless options.breaker was given. */
  readonly breaker: CircuitBreaker | null;

  constructor(private readonly options: StorefrontClientOptions) {
    this.shopHost = new URL(options.endpoint).host;
    this.inContext = options.inContext ?? DEFAULT_IN_CONTEXT;
    this.client = new GraphQLClient(options.endpoint);
    this.breaker = options.breaker
      ? new CircuitBreaker({
          ...options.breaker,
          probe: () =>
            this.send('checking the shop answers again', ProductSearchDocument, { query: SHEET_SET_SEARCH_QUERY, first: 1 }, { timeoutMs: options.timeoutMs }),
          isOutage: (error) => error instanceof ShopUnavailableError,
          openError: () =>
            new ShopUnavailableError(
              `The shop at ${this.shopHost} failed several reads in a row; not asking it again until a background check finds it answering.`,
            ),
        })
      : null;
  }

  // Each call may name the shopper it is made for (`buyer`): with the private token the shop then sees their IP.

  /** The sheet-set products, at most `limit` of them (the shop rules' PRODUCT_SEARCH_LIMIT). */
  async searchProducts(limit: number, buyer?: BuyerContext, read: ReadOptions = {}): Promise<Product[]> {
    return reshapeProducts(await this.read('searching products', ProductSearchDocument, { query: SHEET_SET_SEARCH_QUERY, first: limit }, buyer, read));
  }

  /** The cart, or null when the shop no longer knows the id (expired or already checked out). */
  async loadCart(cartId: string, buyer?: BuyerContext, read: ReadOptions = {}): Promise<Cart | null> {
    const { cart } = await this.read('loading the cart', CartLoadDocument, { cartId }, buyer, read);
    return cart ? reshapeCart(cart) : null;
  }

  /** `attributes`: the cart's own (hidden when their key starts with '_'); the shop copies them to the order. */
  async createCart(lines: CartLineInput[], buyer?: BuyerContext, attributes: CartLineAttribute[] = []): Promise<Cart> {
    const variables = attributes.length > 0 ? { lines, attributes } : { lines };
    const result = await this.send('creating a cart', CartCreateDocument, variables, { buyer, timeoutMs: this.options.timeoutMs });
    return this.cartFrom('creating a cart', result.cartCreate);
  }

  async addLines(cartId: string, lines: CartLineInput[], buyer?: BuyerContext): Promise<Cart> {
    const result = await this.send('adding to the cart', CartLinesAddDocument, { cartId, lines }, { buyer, timeoutMs: this.options.timeoutMs });
    return this.cartFrom('adding to the cart', result.cartLinesAdd);
  }

  /** Quantity 0 removes the line; attributes given replace the line's attributes. */
  async updateLines(cartId: string, lines: CartLineUpdate[], buyer?: BuyerContext): Promise<Cart> {
    const result = await this.send('updating the cart', CartLinesUpdateDocument, { cartId, lines }, { buyer, timeoutMs: this.options.timeoutMs });
    return this.cartFrom('updating the cart', result.cartLinesUpdate);
  }

  async removeLines(cartId: string, lineIds: string[], buyer?: BuyerContext): Promise<Cart> {
    const result = await this.send('removing from the cart', CartLinesRemoveDocument, { cartId, lineIds }, { buyer, timeoutMs: this.options.timeoutMs });
    return this.cartFrom('removing from the cart', result.cartLinesRemove);
  }

  /** Replaces the cart's codes ([] removes them). An unknown code is kept with applicable: false, not refused. */
  async updateDiscountCodes(cartId: string, discountCodes: string[], buyer?: BuyerContext): Promise<Cart> {
    const result = await this.send(
      'applying the promo code',
      CartDiscountCodesUpdateDocument,
      { cartId, discountCodes },
      { buyer, timeoutMs: this.options.timeoutMs },
    );
    return this.cartFrom('applying the promo code', result.cartDiscountCodesUpdate);
  }

  /** The order placed from this cart belongs to the customer whose access token this is. */
  async setCartCustomer(cartId: string, customerAccessToken: string, buyer?: BuyerContext): Promise<Cart> {
    const result = await this.send(
      'signing the cart in',
      CartBuyerCustomerUpdateDocument,
      { cartId, customerAccessToken },
      { buyer, timeoutMs: this.options.timeoutMs },
    );
    return this.cartFrom('signing the cart in', result.cartBuyerIdentityUpdate);
  }

  private cartFrom(operation: string, payload: CartPayload | null): Cart {
    const problems: CartProblem[] = [
      ...(payload?.userErrors ?? []).map(({ field, message, code }) => ({ field, message, code })),
      ...(payload?.warnings ?? []).filter((warning) => STOCK_WARNINGS.has(warning.code)).map(({ code, message }) => ({ field: null, message, code })),
    ];
    if (problems.length > 0) throw new ShopUserError(operation, problems);
    if (!payload?.cart) throw new ShopRequestError(`The shop at ${this.shopHost} answered without a cart while ${operation}.`);
    return reshapeCart(payload.cart);
  }

  /** A read: the render or background time limit, through the breaker when there is one. */
  private read<Result, Variables extends InContext>(
    operation: string,
    document: TypedDocumentNode<Result, Variables>,
    operationVariables: Omit<Variables, keyof InContext>,
    buyer: BuyerContext | undefined,
    { background = false, probe = false }: ReadOptions,
  ): Promise<Result> {
    const timeoutMs = background ? this.options.timeoutMs : (this.options.renderTimeoutMs ?? this.options.timeoutMs);
    const call = () => this.send(operation, document, operationVariables, { buyer, timeoutMs });
    if (!this.breaker) return call();
    return probe ? this.breaker.probeWith(call) : this.breaker.run(call);
  }

  /**
   * Every operation declares `$country` and `$language` for its `@inContext`; they are added here, once. The
   * call's time limit covers its retries too: the shopper never waits longer than the configured timeout.
   */
  private async send<Result, Variables extends InContext>(
    operation: string,
    document: TypedDocumentNode<Result, Variables>,
    operationVariables: Omit<Variables, keyof InContext>,
    { buyer = {}, timeoutMs }: SendOptions,
  ): Promise<Result> {
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
          throw shopFailure(operation, error, {
            shopHost: this.shopHost,
            endpoint: this.options.endpoint,
            timeoutMs,
            tokenVariable: tokenVariable(this.options),
          });
        }
        await wait(pause);
        waitedMs += pause;
      }
    }
  }
}
