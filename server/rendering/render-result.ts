// What a page render hands the server: the response, and what the page learned while rendering (from the
// page's renderFacts, content/render-facts.ts) in the terms the caches use. The page responder and the /buy
// reuse read this value; nothing travels back in response headers.
import type { Context } from 'hono';
import type { PagePreview } from '../../content/draft-entry.ts';
import type { PageCacheClass } from '../../content/render-facts.ts';
import type { AccountPageData } from '../../pages/account/account-page-data.ts';
import type { RecentCatalog } from '../../shop-rules/recent-catalog.ts';

export type RenderOptions = {
  shareable: boolean;
  /** Draft mode only (server/preview/): the entry's draft and the preview bar's state; such a render is never shared. */
  preview?: PagePreview;
  /** /buy only: the catalogue resolved once for this request (server/buy-flow/buy-flow-render.ts). */
  buyCatalog?: RecentCatalog;
  /** /account only: what the customer-account route read for the signed-in customer (server/customer-accounts/). */
  accountPage?: AccountPageData;
};

export type RenderResult = {
  response: Response;
  /** What the page was built from, for purges (surrogate-keys.ts); empty for pages no content change purges. */
  surrogateKeys: readonly string[];
  /** The shop did not answer for part of the page: served, never kept as if complete. */
  liveDataMissing: boolean;
  cacheClass: PageCacheClass;
};

/** Renders the page of a request (Vike in the app; a stub in tests). */
export type PageRenderer = (c: Context, options: RenderOptions) => Promise<RenderResult>;

/** A render's result when the page learned nothing (a stub, a 404 answered before Vike). */
export function plainRenderResult(response: Response): RenderResult {
  return { response, surrogateKeys: [], liveDataMissing: false, cacheClass: 'content' };
}
