// Answers page requests. Pages with per-shopper data render for each request and are never stored.
// Content pages come from the in-process cache (rendered once per content change, anonymously: no cookies
// reach that render) and are the same bytes and headers for every visitor, so shared caches may keep them:
// the CSP names the page's own inline scripts by hash, the surrogate keys name what the page was built from,
// and no cookie is set on them (locale-routing.ts). A strong ETag; a matching If-None-Match gets 304. A page
// rendered while live data was missing is served private, no-store and rendered again next time. What the page
// learned (its surrogate keys, missing live data, cache class) comes with the render's result (render-result.ts).
import type { Context } from 'hono';
import { acceptsEncoding } from '../http/compression.ts';
import type { PageRenderer } from '../rendering/render-result.ts';
import type { PagePolicy } from '../security/content-security-policy.ts';
import type { SurrogateKeyHeader } from './cache-engine.ts';
import { CONTENT_PAGE_CACHE_CONTROL, ERROR_PAGE_CACHE_CONTROL, PRIVATE_NO_STORE, SHOP_DATA_PAGE_CACHE_CONTROL } from './cache-control.ts';
import { ifNoneMatchMatches, strongEtag } from './etag.ts';
import { type PageCache, pageCacheKey, type RenderedPage } from './page-cache.ts';

export type PageResponderOptions = {
  render: PageRenderer;
  cache: PageCache;
  /** True for routes whose pages hold per-shopper data. */
  isPerShopper: (c: Context) => boolean;
  /** The page's Content-Security-Policy, from its HTML (security-headers.ts). */
  pagePolicy: PagePolicy;
  /** Where the configured cache engine reads surrogate keys; null: no engine, no header. */
  surrogateKeyHeader: SurrogateKeyHeader | null;
};

/** Headers that belong to one response rather than the page, or that the responder writes itself. */
const NOT_KEPT = new Set(['content-security-policy', 'content-length', 'set-cookie', 'cache-control', 'etag', 'vary']);

const isHtml = (response: Response) => /^text\/html/i.test(response.headers.get('Content-Type') ?? '');

export function pageResponder({ render, cache, isPerShopper, pagePolicy, surrogateKeyHeader }: PageResponderOptions): (c: Context) => Promise<Response> {
  /** A shareable render, with every header its responses carry: the same for every visitor. */
  const renderShareable = async (c: Context): Promise<RenderedPage> => {
    const { response, surrogateKeys: keys, liveDataMissing, cacheClass } = await render(c, { shareable: true });
    const body = await response.text();
    const etag = strongEtag(body);
    // A render without some live data is served, but never kept or shared.
    const storable = !liveDataMissing;
    const headers: [string, string][] = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
    // Vike's client-side navigation asks for the page's data as JSON: a policy is for HTML only.
    if (isHtml(response)) headers.push(['content-security-policy', pagePolicy(body)]);
    if (!storable) headers.push(['cache-control', PRIVATE_NO_STORE]);
    else if (response.status !== 200) headers.push(['cache-control', ERROR_PAGE_CACHE_CONTROL]);
    else {
      headers.push(
        ['cache-control', cacheClass === 'live-shop-data' ? SHOP_DATA_PAGE_CACHE_CONTROL : CONTENT_PAGE_CACHE_CONTROL],
        ['etag', etag],
        ['vary', 'Accept-Encoding'],
      );
      if (surrogateKeyHeader && keys.length > 0) headers.push([surrogateKeyHeader.name.toLowerCase(), keys.join(surrogateKeyHeader.separator)]);
    }
    return { status: response.status, headers: Object.freeze(headers.map((header) => Object.freeze(header))), body, etag, storable, keys, cacheClass };
  };

  return async (c) => {
    if (isPerShopper(c)) {
      const { response } = await render(c, { shareable: false });
      const body = await response.text();
      const headers = new Headers(response.headers);
      headers.set('Cache-Control', PRIVATE_NO_STORE);
      if (isHtml(response)) headers.set('Content-Security-Policy', pagePolicy(body));
      return new Response(body, { status: response.status, headers });
    }

    const { entry } = await cache.getOrRender(pageCacheKey(c.req.url), () => renderShareable(c));
    const { page } = entry;
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
      return new Response(entry.encoded('gzip'), { status: 200, headers });
    }
    return new Response(page.body, { status: 200, headers });
  };
}
