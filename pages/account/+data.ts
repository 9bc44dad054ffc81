// Server: the data the customer-account route resolved for this request (pageContext.accountPage). A render
// it did not ask for (a site without customer accounts, where /account leads to the shop) is a missing page.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { AccountPageData } from './account-page-data.ts';

export function data(pageContext: PageContextServer): AccountPageData {
  if (!pageContext.accountPage) throw render(404);
  // Per customer: never purged by content, never kept (the route answers private, no-store).
  pageContext.renderFacts = { sources: null, liveDataMissing: false, cacheClass: 'live-shop-data' };
  return pageContext.accountPage;
}
