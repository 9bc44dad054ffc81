// Browser entry that runs before Vike's own (https://vike.dev/client): the chunk-load recovery must be
// listening before any page code is fetched; link prefetching follows the connection (spec §9); the privacy choices
// and page_viewed, as on every page.
import { prefetch } from 'vike/client/router';
import { installChunkReload } from './chunk-reload/install-chunk-reload.ts';
import type { ConnectionHints } from './link-prefetch/prefetch-rules.ts';
import { installLinkPrefetch } from './link-prefetch/install-link-prefetch.ts';
import { browserStorage } from './browser-storage.ts';
import { startPageAnalytics } from './analytics/start-page-analytics.ts';

installChunkReload(window, { now: () => Date.now(), storage: browserStorage('sessionStorage') });
installLinkPrefetch({
  document,
  connection: () => (navigator as Navigator & { connection?: ConnectionHints }).connection,
  currentUrl: () => window.location.href,
  prefetch: (path) => prefetch(path),
});
startPageAnalytics(window);
