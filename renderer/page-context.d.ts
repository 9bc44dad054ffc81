import type { ContentSnapshot } from '../content/content-snapshot.ts';
import type { MediaSource } from '../content/media-url.ts';
import type { RootStoreInstance, RootStoreSnapshot } from '../models/root-store.ts';
import type { BlockChunkIndex } from '../blocks/block-chunk-index.ts';
import type { SiteChrome } from '../content/site-chrome.ts';
import type { DraftContent, DraftPreviewState } from '../content/draft-entry.ts';
import type { ImagePreload } from '../blocks/hero-preloads.ts';
import type { RenderFacts } from '../content/render-facts.ts';
import type { ReactNode } from 'react';
import type { ShopifyAnalyticsShop } from '../content/analytics/shopify-analytics-shop.ts';

declare global {
  namespace Vike {
    interface Config {
      /** HTML after the page's root, from the page's context (renderer/+bodyHtmlEnd.ts). */
      pageContextScript?: (pageContext: PageContextServer) => string;
    }
    interface PageContextServer {
      /** The current CMS snapshot, given by the server to each render (server only). */
      content: ContentSnapshot;
      /** Browser-facing base URL of CMS media. */
      mediaSource: MediaSource;
      siteUrl: string;
      /** The per-request store the server renders with (never serialised; the browser gets storeSnapshot). */
      store: RootStoreInstance;
      /** Client chunks of each block kind, from the build (empty in development). */
      blockChunks: BlockChunkIndex;
      /** Draft mode only: the requested entry's draft from the CMS (null when it has none or did not answer). */
      draftContent?: DraftContent | null;
      /** What the page learned for the server's caches, set by its data hook (content/render-facts.ts); never sent. */
      renderFacts?: RenderFacts;
      /** Renders an island as a React root of its own, its ids under the prefix (blocks/islands/Island.tsx). */
      renderIsland?: (island: ReactNode, idPrefix: string) => string;
      /** The visit's V1.0 / V1.1 cookie's name: content pages' islands read the shopper's choice from it in the browser. */
      appVersionCookieName: string;
      /** Where the browser sends Shopify's analytics once allowed (written after the root by +bodyHtmlEnd.ts). */
      shopifyAnalytics: ShopifyAnalyticsShop | null;
    }
    interface PageContext {
      storeSnapshot: RootStoreSnapshot;
      site: SiteChrome;
      /** Draft mode only: the draft preview bar's state (server/preview/); absent on every public page. */
      preview?: DraftPreviewState;
      /** The image that opens the page, preloaded with the HTML; set on the server (never sent to the browser). */
      heroPreloads?: ImagePreload[];
      /** The font files of the page's first screen, preloaded after that image; set on the server like it. */
      fontPreloads?: string[];
    }
  }
}

export {};
