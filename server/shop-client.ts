// The site's one Storefront client, made from the configuration: the shop's endpoint and token (private or
// public), the call timeout, and the configured country and language that every call's @inContext carries.
import { StorefrontClient } from '../clients/storefront/storefront-client.ts';
import type { SiteConfig } from './config.ts';

export function createShopClient(config: SiteConfig): StorefrontClient {
  const { endpoint, privateStorefrontToken, publicStorefrontToken, inContext } = config.shop;
  return new StorefrontClient({ endpoint, privateStorefrontToken, publicStorefrontToken, timeoutMs: config.shopTimeoutMs, inContext });
}
