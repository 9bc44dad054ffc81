// The one client for the shop's Storefront API (a real Shopify store or the local shop at /demo/shop): the
// generated typed operations sent with graphql-request, a timeout per call, failures turned into ShopError
// subclasses, and answers reshaped into the site's Cart and Product types.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ClientError, GraphQLClient, type RequestOptions } from 'graphql-request';
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
import { ShopRequestError, ShopUnavailableError, ShopUserError, type CartProblem } from './errors.ts';
import { reshapeCart, reshapeProducts, type Cart, type Product } from './reshape.ts';

/** "Master products only" (spec §7): the sheet-set products, not gift cards or add-ons. */
export const SHEET_SET_SEARCH_QUERY = 'product_type:"Tailored Sheet Set"';

// Newer API versions report stock problems as warnings and leave the line out; the caller must hear about it.
const STOCK_WARNINGS = new Set(['MERCHANDISE_OUT_OF_STOCK', 'MERCHANDISE_NOT_ENOUGH_STOCK']);

/** The market every call is asked in (`@inContext`): its prices, availability and texts. */
export type InContext = { country: CountryCode; language: LanguageCode };

/** The shop's home market (Australia, English); the site passes the one it is configured for. */
export const DEFAULT_IN_CONTEXT: InContext = { country: 'AU', language: 'EN' };

export type StorefrontClientOptions = { endpoint: string; storefrontToken?: string | null; timeoutMs: number; inContext?: InContext };
export type CartLineInput = { merchandiseId: string; quantity: number };
export type CartLineQuantity = { id: string; quantity: number };

type CartPayload = { cart: CartFragment | null; userErrors: CartUserErrorFragment[]; warnings: CartWarningFragment[] };

export class StorefrontClient {
  private readonly client: GraphQLClient;
  private readonly shopHost: string;
  private readonly inContext: InContext;

  constructor(private readonly options: StorefrontClientOptions) {
    this.shopHost = new URL(options.endpoint).host;
    this.inContext = options.inContext ?? DEFAULT_IN_CONTEXT;
    this.client = new GraphQLClient(options.endpoint, {
      headers: options.storefrontToken ? { 'X-Shopify-Storefront-Access-Token': options.storefrontToken } : {},
    });
  }

  /** Every sheet-set product with all its variants (up to 50 products, 100 variants each). */
  /** The sheet-set products, at most `limit` of them (the shop rules' PRODUCT_SEARCH_LIMIT). */
  async searchProducts(limit: number): Promise<Product[]> {
    return reshapeProducts(await this.request('searching products', ProductSearchDocument, { query: SHEET_SET_SEARCH_QUERY, first: limit }));
  }

  /** The cart, or null when the shop no longer knows the id (expired or already checked out). */
  async loadCart(cartId: string): Promise<Cart | null> {
    const { cart } = await this.request('loading the cart', CartLoadDocument, { cartId });
    return cart ? reshapeCart(cart) : null;
  }

  async createCart(lines: CartLineInput[]): Promise<Cart> {
    const result = await this.request('creating a cart', CartCreateDocument, { lines });
    return this.cartFrom('creating a cart', result.cartCreate);
  }

  async addLines(cartId: string, lines: CartLineInput[]): Promise<Cart> {
    const result = await this.request('adding to the cart', CartLinesAddDocument, { cartId, lines });
    return this.cartFrom('adding to the cart', result.cartLinesAdd);
  }

  /** Quantity 0 removes the line. */
  async updateLines(cartId: string, lines: CartLineQuantity[]): Promise<Cart> {
    const result = await this.request('updating the cart', CartLinesUpdateDocument, { cartId, lines });
    return this.cartFrom('updating the cart', result.cartLinesUpdate);
  }

  async removeLines(cartId: string, lineIds: string[]): Promise<Cart> {
    const result = await this.request('removing from the cart', CartLinesRemoveDocument, { cartId, lineIds });
    return this.cartFrom('removing from the cart', result.cartLinesRemove);
  }

  /** Replaces the cart's codes ([] removes them). An unknown code is kept with applicable: false, not refused. */
  async updateDiscountCodes(cartId: string, discountCodes: string[]): Promise<Cart> {
    const result = await this.request('applying the promo code', CartDiscountCodesUpdateDocument, { cartId, discountCodes });
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

  /** Every operation declares `$country` and `$language` for its `@inContext`; they are added here, once. */
  private async request<Result, Variables extends InContext>(
    operation: string,
    document: TypedDocumentNode<Result, Variables>,
    operationVariables: Omit<Variables, keyof InContext>,
  ): Promise<Result> {
    try {
      const variables = { ...operationVariables, ...this.inContext };
      // graphql-request's conditional option types cannot be resolved for a generic Variables; the document types the call.
      const options = { document, variables, signal: AbortSignal.timeout(this.options.timeoutMs) } as unknown as RequestOptions<Variables, Result>;
      return await this.client.request<Result, Variables>(options);
    } catch (error) {
      throw this.failure(operation, error);
    }
  }

  private failure(operation: string, error: unknown): Error {
    const shop = `The shop at ${this.shopHost}`;
    if (error instanceof ClientError) {
      const { status } = error.response;
      const messages = (error.response.errors ?? []).map((item) => item.message).join('; ');
      const throttled = (error.response.errors ?? []).some((item) => item.extensions?.code === 'THROTTLED');
      if (status >= 500 || status === 429 || throttled) {
        return new ShopUnavailableError(`${shop} failed while ${operation} (HTTP ${status}${throttled ? ', throttled' : ''}); try again shortly.`, status, { cause: error });
      }
      if (status === 401 || status === 403) {
        return new ShopRequestError(`${shop} refused the Storefront access token (HTTP ${status}) while ${operation}; check SHOPIFY_STOREFRONT_TOKEN.`, status, { cause: error });
      }
      if (status === 404) {
        return new ShopRequestError(`${shop} has no Storefront API at ${this.options.endpoint} (HTTP 404); check SHOPIFY_STORE_DOMAIN and SHOPIFY_API_VERSION.`, status, { cause: error });
      }
      return new ShopRequestError(`${shop} rejected the request while ${operation} (HTTP ${status}): ${messages || error.response.body.slice(0, 200)}`, status, { cause: error });
    }
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return new ShopUnavailableError(`${shop} did not answer within ${this.options.timeoutMs} ms while ${operation}; it may be slow or down.`, null, { cause: error });
    }
    const reason = error instanceof Error ? error.message : String(error);
    return new ShopUnavailableError(`${shop} could not be reached while ${operation} (${reason}); check the network and the shop's address.`, null, { cause: error });
  }
}
