// The browser's CartApi: the site's own /api/cart endpoints (server/cart/cart-routes.ts), never the shop itself.
// Answers are `{ cart }`; failures are `{ error: { message, code } }` (a rejected promo code also sends `cart`).
import type { Cart } from '../clients/storefront/reshape.ts';
import { CART_FAILED_MESSAGE } from '../shop-rules/constants.ts';
import { SITE_API_ACCEPT } from '../shop-rules/site-api.ts';
import { type CartApi, CartApiError, type NewCartLine } from './cart-api.ts';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
type CartAnswer = { cart?: Cart | null; error?: { message?: string; code?: string } };

export const CART_ENDPOINT = '/api/cart';
export const CART_OFFLINE_MESSAGE = 'We could not reach the shop. Please check your connection and try again.';

export function createHttpCartApi(fetchFn: Fetch = (input, init) => fetch(input, init), baseUrl = CART_ENDPOINT): CartApi {
  async function call(method: string, path: string, body?: unknown): Promise<Cart | null> {
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        method,
        credentials: 'same-origin',
        // A change outlives the page: a shopper who adds a set and leaves at once still gets the line, and the
        // cart cookie of a first add still arrives.
        keepalive: method !== 'GET',
        headers: body === undefined ? { Accept: SITE_API_ACCEPT } : { Accept: SITE_API_ACCEPT, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new CartApiError(CART_OFFLINE_MESSAGE);
    }
    const answer = (await response.json().catch(() => ({}))) as CartAnswer;
    if (!response.ok || answer.error) {
      throw new CartApiError(answer.error?.message || CART_FAILED_MESSAGE, answer.cart ?? null, answer.error?.code ?? null);
    }
    return answer.cart ?? null;
  }

  async function callForCart(method: string, path: string, body?: unknown): Promise<Cart> {
    const cart = await call(method, path, body);
    if (!cart) throw new CartApiError(CART_FAILED_MESSAGE);
    return cart;
  }

  const line = (lineId: string) => `/lines/${encodeURIComponent(lineId)}`;

  return {
    load: () => call('GET', ''),
    async add(lines: NewCartLine[]) {
      let cart: Cart | null = null;
      // The endpoint takes one line at a time; the flow only ever adds one.
      for (const { variantId, quantity, premiumPackaging, mattress } of lines) {
        cart = await callForCart('POST', '/lines', { variantId, quantity, premiumPackaging, ...(mattress && { mattress }) });
      }
      if (!cart) throw new CartApiError(CART_FAILED_MESSAGE);
      return cart;
    },
    updateQuantity: (lineId, quantity) => callForCart('PATCH', line(lineId), { quantity }),
    updateLine: (lineId, change) => callForCart('PATCH', line(lineId), change),
    remove: (lineId) => callForCart('DELETE', line(lineId)),
    applyDiscount: (code) => callForCart('PUT', '/discount', { code }),
    removeDiscount: () => call('DELETE', '/discount'),
  };
}
