import type { StorefrontClient } from '../../clients/storefront/storefront-client.ts';

declare global {
  namespace Vike {
    interface PageContextServer {
      /** The server's one Storefront client (server only): /buy searches the products with it. */
      shop: StorefrontClient;
    }
  }
}

export {};
