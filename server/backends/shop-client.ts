// The site's one Storefront client, made from the configuration: the shop's endpoint and token (private or
// public), the time limits (a shorter one for reads a shopper waits on), the breaker that makes reads fail fast
// while the shop is away, and the configured country and language that every call's @inContext carries.
import { StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import type { SiteConfig } from '../config/config.ts';

export function createShopClient(config: SiteConfig): StorefrontClient {
  const { endpoint, privateStorefrontToken, publicStorefrontToken, inContext } = config.shop;
  return new StorefrontClient({
    endpoint,
    privateStorefrontToken,
    publicStorefrontToken,
    timeoutMs: config.shopTimeoutMs,
    renderTimeoutMs: config.shopRenderTimeoutMs,
    inContext,
    breaker: {},
  });
}
