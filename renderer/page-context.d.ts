import type { ContentSnapshot } from '../content/content-snapshot.ts';
import type { RootStoreInstance, RootStoreSnapshot } from '../models/root-store.ts';
import type { BlockChunkIndex } from '../blocks/block-chunk-index.ts';
import type { SiteChrome } from '../content/site-chrome.ts';
import type { ImagePreload } from '../blocks/hero-preloads.ts';

declare global {
  namespace Vike {
    interface PageContextServer {
      /** The current CMS snapshot, given by the server to each render (server only). */
      content: ContentSnapshot;
      /** Browser-facing base URL of CMS media. */
      mediaBaseUrl: string;
      siteUrl: string;
      /** The per-request store the server renders with (never serialised; the browser gets storeSnapshot). */
      store: RootStoreInstance;
      /** Client chunks of each block kind, from the build (empty in development). */
      blockChunks: BlockChunkIndex;
    }
    interface PageContext {
      storeSnapshot: RootStoreSnapshot;
      site: SiteChrome;
      /** The block chunks this page preloads; set on the server before its HTML renders (never sent to the browser). */
      blockPreloads?: string[];
      /** The image that opens the page, preloaded with the HTML; set on the server (never sent to the browser). */
      heroPreloads?: ImagePreload[];
    }
  }
}

export {};
