// /buy is rendered for each shopper (it is never shared: it sets the session and version cookies), yet its HTML
// depends only on the address, the visit's V1.0 / V1.1 choice, the content snapshot and the shop's recent
// catalogue; cookies, credentials and everything else a shopper sends never reach the render. So a render is
// reused for the next request with the same address and choice while the content and the catalogue are the very
// objects it was made from: a publish or a new product search renders again, exactly as a fresh render would.
// That holds for the static catalogue and a stale one too (the shop away): while the shop stays away every
// shopper gets the same page at once, and its first answer is a new catalogue, so the next render is fresh.
// A render missing live data for any other reason is never reused. At most MAX_RENDERS
// addresses are kept, the least recently used going first, so odd query strings cannot fill the memory.
import type { Context } from 'hono';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { isBuyFlowPath } from '../../shop-rules/buy-url.ts';
import type { RecentCatalog } from '../../shop-rules/recent-catalog.ts';
import { LIVE_DATA_MISSING_HEADER, type PageRenderer } from '../caching/page-responder.ts';

const MAX_RENDERS = 256;

type Render = { content: ContentSnapshot; catalog: RecentCatalog; status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> };

export type BuyRenderSources = {
  content: () => ContentSnapshot;
  /** The catalogue the next render would show (the shop's recent one, or the static one). */
  catalog: () => Promise<RecentCatalog>;
};

function renderKey(c: Context): string {
  const { pathname, search } = new URL(c.req.url);
  return `${c.get('appVersionMemory')?.remembered ?? ''} ${pathname}${search}`;
}

export function reuseBuyRenders(render: PageRenderer, sources: BuyRenderSources, maxRenders = MAX_RENDERS): PageRenderer {
  const renders = new Map<string, Render>();
  return async (c, options) => {
    if (c.req.method !== 'GET' || options.shareable || options.preview || !isBuyFlowPath(new URL(c.req.url).pathname)) return render(c, options);
    const key = renderKey(c);
    const content = sources.content();
    const catalog = await sources.catalog();
    const kept = renders.get(key);
    if (kept && kept.content === content && kept.catalog === catalog) {
      renders.delete(key);
      renders.set(key, kept); // most recently used last
      return new Response(kept.body, { status: kept.status, headers: kept.headers });
    }

    const response = await render(c, options);
    const fallbackCatalog = catalog.source !== 'shop' || catalog.staleSince !== undefined;
    if (response.status !== 200 || (response.headers.has(LIVE_DATA_MISSING_HEADER) && !fallbackCatalog) || response.headers.has('Set-Cookie')) {
      renders.delete(key);
      return response;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers];
    renders.delete(key);
    renders.set(key, { content, catalog, status: response.status, headers, body });
    if (renders.size > maxRenders) renders.delete(renders.keys().next().value!);
    return new Response(body, { status: response.status, headers });
  };
}
