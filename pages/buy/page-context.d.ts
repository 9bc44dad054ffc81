import type { StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import type { RecentCatalog } from '../../shop-rules/recent-catalog.ts';
import type { AppVersionMemory } from '../../shop-rules/app-version-memory.ts';

declare global {
  namespace Vike {
    interface PageContextServer {
      /** The server's one Storefront client (server only): /buy searches the products with it. */
      shop: StorefrontClient;
      /** The shopper's V1.0 / V1.1 choice for this visit, on /buy renders (server/buy-flow/app-version-cookie.ts). */
      appVersionMemory: AppVersionMemory | null;
      /** The catalogue the server resolved for this /buy request (server/buy-flow/buy-flow-render.ts); absent elsewhere. */
      buyCatalog?: RecentCatalog;
    }
  }
}

export {};
