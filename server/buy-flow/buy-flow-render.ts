// /buy requests: the catalogue is resolved once per request here and handed to the render (pageContext.buyCatalog,
// read by pages/buy/+data.ts), and the page cache's /buy reuse rule (page-cache.ts) answers repeats.
// /buy is rendered for each shopper (it is never shared: it sets the session and version cookies), yet its HTML
// depends only on the address, the visit's V1.0 / V1.1 choice, the content snapshot and the shop's recent
// catalogue; cookies, credentials and everything else a shopper sends never reach the render. So a render is
// reused for the next request with the same address and choice while the content and the catalogue are the very
// objects it was made from: a publish or a new product search renders again, exactly as a fresh render would.
// That holds for the static catalogue and a stale one too (the shop away): while the shop stays away every
// shopper gets the same page at once, and its first answer is a new catalogue, so the next render is fresh.
// A render missing live data for any other reason is never reused. A request with the recheck header is the flow
// checking with the shop again (pages/buy/use-shop-recheck.ts): its catalogue is a recheck, and it is never reused.
import type { Context } from 'hono';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { isBuyFlowPath, SHOP_RECHECK_HEADER } from '../../shop-rules/buy-url.ts';
import type { RecentCatalog } from '../../shop-rules/recent-catalog.ts';
import type { PageCache } from '../caching/page-cache.ts';
import { pageRequestOf, type PageRequest } from '../http/page-request.ts';
import type { PageRenderer, RenderResult } from '../rendering/render-result.ts';

export type BuyRenderSources = {
  content: () => ContentSnapshot;
  /** The catalogue this request shows (the shop's recent one, a stale one, or the static one); `recheck`: see recent-catalog.ts. */
  catalog: (options: { recheck: boolean }) => Promise<RecentCatalog>;
};

function reuseKey(c: Context, { pathname, search }: PageRequest): string {
  return `${c.get('appVersionMemory')?.remembered ?? ''} ${pathname}${search}`;
}

/** The static or a stale catalogue explains a render's missing live data: it is the page the shop's absence gives. */
const explainsMissingLiveData = (catalog: RecentCatalog) => catalog.source !== 'shop' || catalog.staleSince !== undefined;

export function buyFlowRender(render: PageRenderer, cache: PageCache, sources: BuyRenderSources): PageRenderer {
  return async (c, options) => {
    const request = pageRequestOf(c.req.url);
    if (c.req.method !== 'GET' || options.shareable || !isBuyFlowPath(request.pathname)) return render(c, options);
    const recheck = c.req.header(SHOP_RECHECK_HEADER) !== undefined;
    const buyCatalog = await sources.catalog({ recheck });
    const withCatalog = { ...options, buyCatalog };
    if (options.preview || recheck) return render(c, withCatalog);

    const content = sources.content();
    const made: { result?: RenderResult } = {};
    const response = await cache.reuse(reuseKey(c, request), [content, buyCatalog], async () => {
      made.result = await render(c, withCatalog);
      return { response: made.result.response, keep: !made.result.liveDataMissing || explainsMissingLiveData(buyCatalog) };
    });
    // A reused answer learned what its first render did: it was made from these very objects.
    return { ...(made.result ?? { surrogateKeys: [], liveDataMissing: explainsMissingLiveData(buyCatalog), cacheClass: 'live-shop-data' as const }), response };
  };
}
