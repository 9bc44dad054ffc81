// The site's one Storefront client, made from the configuration: the shop's endpoint and token, the call
// timeout, and the configured country and language that every call's @inContext carries.
import { StorefrontClient } from '../clients/storefront/storefront-client.ts';
import type { SiteConfig } from './config.ts';

export function createShopClient(config: SiteConfig): StorefrontClient {
  const { endpoint, storefrontToken, inContext } = config.shop;
  return new StorefrontClient({ endpoint, storefrontToken, timeoutMs: config.shopTimeoutMs, inContext });
}
