// Turns a failed cart request into an HTTP answer the shopper can act on; nothing is lost on the shop side.
import type { Context } from 'hono';
import { ShopRequestError, ShopUnavailableError, ShopUserError } from '../../clients/storefront/errors.ts';
import { errorMessage, log } from '../logging/logger.ts';
import { CartInputError } from './cart-input.ts';

export const SHOP_UNAVAILABLE_MESSAGE = 'The shop is not answering right now. Your cart is safe, please try again in a moment.';
export const SHOP_REFUSED_MESSAGE = 'The shop could not handle this request. Please try again later.';

export type CartErrorBody = { error: { message: string; code: string } };

export function cartErrorResponse(c: Context, error: unknown) {
  if (error instanceof CartInputError) return c.json<CartErrorBody>({ error: { message: error.message, code: 'BAD_INPUT' } }, 400);
  if (error instanceof ShopUserError) {
    // The shop refused the change (sold out, unknown variant, limit): the shopper's own input, so a 400.
    const message = error.userErrors.map((problem) => problem.message).join(' ') || 'The shop refused this change.';
    return c.json<CartErrorBody>({ error: { message, code: error.userErrors[0]?.code ?? 'REFUSED' } }, 400);
  }
  if (error instanceof ShopUnavailableError) {
    log.warn('cart.shop_unavailable', { reason: errorMessage(error) });
    return c.json<CartErrorBody>({ error: { message: SHOP_UNAVAILABLE_MESSAGE, code: 'SHOP_UNAVAILABLE' } }, 503, { 'Retry-After': '5' });
  }
  if (error instanceof ShopRequestError) {
    log.error('cart.shop_refused_request', { reason: errorMessage(error) });
    return c.json<CartErrorBody>({ error: { message: SHOP_REFUSED_MESSAGE, code: 'SHOP_REQUEST_FAILED' } }, 502);
  }
  throw error;
}
