// Answers page requests. Pages with per-shopper data render for each request and are never stored.
// Content pages come from the in-process cache (rendered once per content change, anonymously: no cookies
// reach that render) and are the same bytes and headers for every visitor, so shared caches may keep them:
// the CSP names the page's own inline scripts by hash, the surrogate keys name what the page was built from,
// and no cookie is set on them (locale-routing.ts). A strong ETag; a matching If-None-Match gets 304. A page
// rendered while live data was missing is served private, no-store and rendered again next time.
import type { Context } from 'hono';
import { gzipSync } from 'node:zlib';
import { acceptsEncoding } from '../http/compression.ts';
import type { PagePolicy } from '../security/content-security-policy.ts';
import type { SurrogateKeyHeader } from './cache-engine.ts';
import { CONTENT_PAGE_CACHE_CONTROL, ERROR_PAGE_CACHE_CONTROL, PRIVATE_NO_STORE, SHOP_DATA_PAGE_CACHE_CONTROL, SHOP_DATA_PAGE_MAX_AGE_S } from './cache-control.ts';
import { ifNoneMatchMatches, strongEtag } from './etag.ts';
import { contentPageKey } from './page-query.ts';
import type { RenderedPage, RenderedPageCache } from './rendered-page-cache.ts';
import type { PagePreview } from '../../content/draft-entry.ts';

/** Set by a render that lacks live data (the shop did not answer): served once, unshared, never stored. Never sent. */
export const LIVE_DATA_MISSING_HEADER = 'x-render-live-data-missing';
/** Set by the render: the page's surrogate keys, space-separated (surrogate-keys.ts). Never sent as such. */
export const RENDER_SURROGATE_KEYS_HEADER = 'x-render-surrogate-keys';

export type RenderOptions = {
  shareable: boolean;
  /** Draft mode only (server/preview/): the entry's draft and the preview bar's state; such a render is never shared. */
  preview?: PagePreview;
};
/** Renders the page of a request (Vike in the app; a stub in tests). */
export type PageRenderer = (c: Context, options: RenderOptions) => Promise<Response>;

export type PageResponderOptions = {
  render: PageRenderer;
  cache: RenderedPageCache;
  /** True for routes whose pages hold per-shopper data. */
  isPerShopper: (c: Context) => boolean;
  /** True for content pages that also show shop data (prices, stock). */
  showsShopData?: (c: Context) => boolean;
  /** The page's Content-Security-Policy, from its HTML (security-headers.ts). */
  pagePolicy: PagePolicy;
  /** Where the configured cache engine reads surrogate keys; null: no engine, no header. */
  surrogateKeyHeader: SurrogateKeyHeader | null;
};

/** Headers the render sets for the responder, or that belong to one response rather than the page. */
const NOT_KEPT = new Set(['content-security-policy', 'content-length', 'set-cookie', 'cache-control', 'etag', 'vary', LIVE_DATA_MISSING_HEADER, RENDER_SURROGATE_KEYS_HEADER]);

// A stored page is compressed once, on the first request that accepts gzip.
const gzipped = new WeakMap<RenderedPage, Buffer>();

function gzipOf(page: RenderedPage): Buffer {
  let body = gzipped.get(page);
  if (!body) {
    body = gzipSync(page.body);
    gzipped.set(page, body);
  }
  return body;
}

/**
 * The page cache's key of a request: path and query of its absolute URL (as the server built it), without parsing
 * it again, keeping only the query parameters content pages read (page-query.ts), as the shareable render does.
 */
export function pageCacheKey(url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('://') + 3);
  return pathStart === -1 ? '/' : contentPageKey(url.slice(pathStart));
}

const isHtml = (response: Response) => /^text\/html/i.test(response.headers.get('Content-Type') ?? '');
const keysFrom = (response: Response) => (response.headers.get(RENDER_SURROGATE_KEYS_HEADER) ?? '').split(' ').filter(Boolean);

export function pageResponder({ render, cache, isPerShopper, showsShopData = () => false, pagePolicy, surrogateKeyHeader }: PageResponderOptions): (c: Context) => Promise<Response> {
  /** A shareable render, with every header its responses carry: the same for every visitor. */
  const renderShareable = async (c: Context, shopData: boolean): Promise<RenderedPage> => {
    const response = await render(c, { shareable: true });
    const body = await response.text();
    const etag = strongEtag(body);
    // A render without some live data is served, but never kept or shared.
    const storable = !response.headers.has(LIVE_DATA_MISSING_HEADER);
    const keys = keysFrom(response);
    const headers: [string, string][] = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
    // Vike's client-side navigation asks for the page's data as JSON: a policy is for HTML only.
    if (isHtml(response)) headers.push(['content-security-policy', pagePolicy(body)]);
    if (!storable) headers.push(['cache-control', PRIVATE_NO_STORE]);
    else if (response.status !== 200) headers.push(['cache-control', ERROR_PAGE_CACHE_CONTROL]);
    else {
      headers.push(['cache-control', shopData ? SHOP_DATA_PAGE_CACHE_CONTROL : CONTENT_PAGE_CACHE_CONTROL], ['etag', etag], ['vary', 'Accept-Encoding']);
      if (surrogateKeyHeader && keys.length > 0) headers.push([surrogateKeyHeader.name.toLowerCase(), keys.join(surrogateKeyHeader.separator)]);
    }
    return { status: response.status, headers: Object.freeze(headers.map((header) => Object.freeze(header))), body, etag, storable, keys };
  };

  return async (c) => {
    if (isPerShopper(c)) {
      const response = await render(c, { shareable: false });
      const body = await response.text();
      const headers = new Headers(response.headers);
      headers.delete(LIVE_DATA_MISSING_HEADER);
      headers.delete(RENDER_SURROGATE_KEYS_HEADER);
      headers.set('Cache-Control', PRIVATE_NO_STORE);
      if (isHtml(response)) headers.set('Content-Security-Policy', pagePolicy(body));
      return new Response(body, { status: response.status, headers });
    }

    const shopData = showsShopData(c);
    const { page } = await cache.getOrRender(pageCacheKey(c.req.url), () => renderShareable(c, shopData), shopData ? { maxAgeMs: SHOP_DATA_PAGE_MAX_AGE_S * 1000 } : {});
    // A fresh copy per response: some Headers implementations keep (and later mutate) the array they were given.
    const headers = new Headers(page.headers.map(([name, value]): [string, string] => [name, value]));
    if (page.status !== 200 || page.storable === false) return new Response(page.body, { status: page.status, headers });
    if (ifNoneMatchMatches(c.req.header('If-None-Match'), page.etag)) {
      // A 304 carries no CSP: browsers merge its headers into the stored page, which keeps its own.
      headers.delete('Content-Security-Policy');
      headers.delete('Content-Type');
      return new Response(null, { status: 304, headers });
    }
    if (c.req.method !== 'HEAD' && acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip')) {
      headers.set('Content-Encoding', 'gzip');
      return new Response(new Uint8Array(gzipOf(page)), { status: 200, headers });
    }
    return new Response(page.body, { status: 200, headers });
  };
}
