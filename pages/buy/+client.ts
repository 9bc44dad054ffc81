// The flow comes alive in the browser from its own entry, without Vike's client runtime (see +config.ts). The
// recovery from chunks a deploy removed listens first; the flow's code is fetched after it, so a failure to fetch
// it reloads the page (once) instead of leaving a page that never responds. The privacy choices and page_viewed
// start here too, as on every page, without waiting for React.
import { startPageAnalytics } from '../../renderer/analytics/start-page-analytics.ts';
import { browserStorage } from '../../renderer/browser-storage.ts';
import { installChunkReload } from '../../renderer/chunk-reload/install-chunk-reload.ts';

installChunkReload(window, { now: () => Date.now(), storage: browserStorage('sessionStorage') });
startPageAnalytics(window);
void import('./hydrate-buy-page.tsx');
