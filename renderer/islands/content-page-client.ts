// What a content page (and the error and account pages) runs in the browser, its +client entry: the recovery from chunks a
// deploy removed, link prefetching (spec §9: the next page's document, as links are full page loads here), the
// header that slides away while scrolling down, the rows that start scrolled (the size tiles, the blog's filters),
// the privacy choices and page_viewed, and the islands. Nothing here waits for React. A function each +client entry
// calls, not code run on import: its file is shared with /buy, which imports some of its parts and must not run it.
import { scrollCurrentFiltersIntoView } from '../../blocks/BlogGallery/filter-into-view.ts';
import { centreSizeRows } from '../../blocks/product/size-row-centre.ts';
import { startPageAnalytics } from '../analytics/start-page-analytics.ts';
import { browserStorage } from '../browser-storage.ts';
import { rememberedCartHasItems } from '../cart/cart-presence.ts';
import { installChunkReload } from '../chunk-reload/install-chunk-reload.ts';
import { installHeaderScrollHide } from '../header/header-scroll-hide.ts';
import { installLinkPrefetch } from '../link-prefetch/install-link-prefetch.ts';
import { prefetchDocument } from '../link-prefetch/prefetch-document.ts';
import type { ConnectionHints } from '../link-prefetch/prefetch-rules.ts';
import { takeEarlyTaps } from './early-taps.ts';
import { startIslands } from './island-loader.ts';
import { visitHolds } from './visit-memory.ts';

export function startContentPage(): void {
  installChunkReload(window, { now: () => Date.now(), storage: browserStorage('sessionStorage') });
  installLinkPrefetch({
    document,
    connection: () => (navigator as Navigator & { connection?: ConnectionHints }).connection,
    currentUrl: () => window.location.href,
    prefetch: (path) => prefetchDocument(document, path),
  });
  installHeaderScrollHide(document, window);
  centreSizeRows(document, (query) => window.matchMedia(query));
  scrollCurrentFiltersIntoView(document);
  startPageAnalytics(window);
  const islands = startIslands(
    document,
    () => import('./hydrate-island.tsx').then((runtime) => runtime.hydrateIsland),
    (memory) => visitHolds(memory, document, browserStorage('sessionStorage')),
    takeEarlyTaps(window),
  );
  // The page responds from here on (each island hydrating by its rule); CSS and tests read this.
  document.documentElement.dataset.hydrated = 'true';

  // A shopper who has a cart sees its count after a reload: the cart button hydrates once the browser is idle.
  if (rememberedCartHasItems()) {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
    idle(() => document.querySelectorAll<HTMLElement>('[data-island="cart-button"]').forEach((button) => void islands.hydrate(button)));
  }
}
