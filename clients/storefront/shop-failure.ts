// Turns what went wrong in a Storefront call into the ShopError subclass that tells the caller what to do.
import { ClientError } from 'graphql-request';
import { ShopRequestError, ShopUnavailableError } from './errors.ts';
import { isThrottled } from './read-retry.ts';

export type FailureContext = { shopHost: string; endpoint: string; timeoutMs: number; tokenVariable: string };

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);

export function shopFailure(operation: string, error: unknown, { shopHost, endpoint, timeoutMs, tokenVariable }: FailureContext): Error {
  const shop = `The shop at ${shopHost}`;
  if (error instanceof ClientError) {
    const { status } = error.response;
    const messages = (error.response.errors ?? []).map((item) => item.message).join('; ');
    const throttled = isThrottled(error);
    if (status >= 500 || status === 429 || throttled) {
      return new ShopUnavailableError(`${shop} failed while ${operation} (HTTP ${status}${throttled ? ', throttled' : ''}); try again shortly.`, status, {
        cause: error,
      });
    }
    if (status === 401 || status === 403) {
      return new ShopRequestError(`${shop} refused the Storefront access token (HTTP ${status}) while ${operation}; check ${tokenVariable}.`, status, {
        cause: error,
      });
    }
    if (status === 404) {
      return new ShopRequestError(`${shop} has no Storefront API at ${endpoint} (HTTP 404); check SHOPIFY_STORE_DOMAIN and SHOPIFY_API_VERSION.`, status, {
        cause: error,
      });
    }
    return new ShopRequestError(`${shop} rejected the request while ${operation} (HTTP ${status}): ${messages || error.response.body.slice(0, 200)}`, status, {
      cause: error,
    });
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ShopUnavailableError(`${shop} did not answer within ${timeoutMs} ms while ${operation}; it may be slow or down.`, null, { cause: error });
  }
  return new ShopUnavailableError(`${shop} could not be reached while ${operation} (${reasonOf(error)}); check the network and the shop's address.`, null, {
    cause: error,
  });
}
