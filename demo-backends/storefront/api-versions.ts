// Which Storefront API version answers a request. The demo shop has the schema of one stable version; Shopify
// "falls forward": a request to a version it no longer supports, or with no version, is answered with the oldest
// supported stable version, and every answer names the version used in X-Shopify-Api-Version
// (https://shopify.dev/docs/api/usage/versioning). Here the one served version is also the oldest supported, so an
// older or a newer handle (whose schema the demo shop lacks) is answered with it, and the header tells the client,
// as @shopify/storefront-api-client warns when the version answered differs from the one asked for.
import { SERVED_API_VERSION } from './storefront-schema.ts';

/** Shopify's version handles: a quarter's YYYY-MM, or `unstable`. */
const VERSION_HANDLE = /^(\d{4}-(01|04|07|10)|unstable)$/;

export const API_VERSION_HEADER = 'X-Shopify-Api-Version';

/** The version that answers a request for `requested` (undefined: none in the path), or null for a handle that is no version. */
export function answeringVersion(requested: string | undefined): string | null {
  if (requested === undefined || VERSION_HANDLE.test(requested)) return SERVED_API_VERSION;
  return null;
}
