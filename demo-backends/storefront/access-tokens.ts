// Shopify's token rules for the Storefront API (https://shopify.dev/docs/api/storefront#authentication): a request
// with a public (X-Shopify-Storefront-Access-Token) or private (Shopify-Storefront-Private-Token) token reaches the
// whole API; one with neither is answered through tokenless access, which serves products, collections, search,
// pages, blogs and the cart but not product tags, metafields and metaobjects, menus or customers. The demo shop has
// no credentials to check, so any token it is sent is accepted as valid.
import type { GraphQLResolveInfo } from 'graphql';
import { shopError } from './demo-shop-errors.ts';
import { TOKENLESS_MAX_COST } from './request-limits.ts';

const TOKEN_HEADERS = ['X-Shopify-Storefront-Access-Token', 'Shopify-Storefront-Private-Token'];

/** The private token the site sends to the demo shop it mounts, as it sends its own to a real shop: the site's
 * operations (a cart of up to 100 lines, a product search of 50) cost more than tokenless access allows, on a real
 * shop and here alike. Any token is valid here; this one only says who is asking. */
export const EMBEDDED_SHOP_PRIVATE_TOKEN = 'embedded-demo-shop';

/** Whether a request carries no Storefront token at all (an empty header is none). */
export function isTokenless(header: (name: string) => string | undefined): boolean {
  return TOKEN_HEADERS.every((name) => !header(name)?.trim());
}

/** How a request came, and the requested cost it may reach: tokenless ones are held to Shopify's 1,000 when the shop
 * enforces that limit, token-bearing ones to none. */
export type RequestAccess = { tokenless: boolean; maxCost: number | null };

export function requestAccess(header: (name: string) => string | undefined, tokenlessCostLimit: boolean): RequestAccess {
  const tokenless = isTokenless(header);
  return { tokenless, maxCost: tokenless && tokenlessCostLimit ? TOKENLESS_MAX_COST : null };
}

/** Root fields tokenless access does not reach; customer mutations are matched by their prefix. */
const TOKEN_ONLY_ROOT_FIELDS = new Set(['menu', 'metaobject', 'metaobjects', 'customer']);
/** Fields of any type that tokenless access does not reach. */
const TOKEN_ONLY_FIELDS = new Set(['metafield', 'metafields']);

export function needsToken(info: GraphQLResolveInfo): boolean {
  const { fieldName, parentType } = info;
  if (TOKEN_ONLY_FIELDS.has(fieldName)) return true;
  if (parentType.name === 'Product' && fieldName === 'tags') return true;
  const root = parentType === info.schema.getQueryType() || parentType === info.schema.getMutationType();
  return root && (TOKEN_ONLY_ROOT_FIELDS.has(fieldName) || fieldName.startsWith('customer'));
}

/** Shopify's code for a client without the credentials a field needs ("similar to 401 Unauthorized"). */
export function accessDenied(info: GraphQLResolveInfo) {
  const message = `${info.parentType.name}.${info.fieldName} needs a Storefront access token; tokenless access does not reach it.`;
  return shopError(message, 'ACCESS_DENIED', { documentation: 'https://shopify.dev/docs/api/storefront#authentication' });
}
