// The headers that authenticate a Storefront call, named as Shopify's Hydrogen sends them (hydrogen-react's
// createStorefrontClient: getPrivateTokenHeaders, getPublicTokenHeaders). Shopify recommends the private token
// for server-side calls; with it the server names the shopper's IP, so the shop's bot protection, throttling
// and analytics see each buyer rather than one busy server.

export const PRIVATE_TOKEN_HEADER = 'Shopify-Storefront-Private-Token';
export const BUYER_IP_HEADER = 'Shopify-Storefront-Buyer-IP';
export const PUBLIC_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';

/** The shop's credentials: a private (server-to-server) token, a public one, or neither (tokenless access). */
export type StorefrontAccess = { privateStorefrontToken?: string | null; publicStorefrontToken?: string | null };

/** Who a call is made for: the shopper's IP, when the call answers a shopper's request. */
export type BuyerContext = { buyerIp?: string | null };

export function storefrontHeaders(access: StorefrontAccess, buyer: BuyerContext = {}): Record<string, string> {
  // One kind of token at a time, the private one when both are configured (as Hydrogen does on the server).
  if (access.privateStorefrontToken) {
    return { [PRIVATE_TOKEN_HEADER]: access.privateStorefrontToken, ...(buyer.buyerIp ? { [BUYER_IP_HEADER]: buyer.buyerIp } : {}) };
  }
  if (access.publicStorefrontToken) return { [PUBLIC_TOKEN_HEADER]: access.publicStorefrontToken };
  return {};
}

/** The variable to check when the shop refuses the token. */
export function tokenVariable(access: StorefrontAccess): string {
  return access.privateStorefrontToken ? 'SHOPIFY_STOREFRONT_PRIVATE_TOKEN' : 'SHOPIFY_STOREFRONT_TOKEN';
}
