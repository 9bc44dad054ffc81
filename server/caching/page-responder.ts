// Answers page requests. Pages with per-shopper data render for each request and are never stored.
// Content pages come from the in-process cache (rendered once per content snapshot, anonymously: no cookies
// reach that render) with a strong ETag; a matching If-None-Match gets 304. A page rendered while live data was
// missing (its renderer answers no-store) is served private, no-store and rendered again next time.
//
// CSP nonce: every response needs its own nonce, but a cached page is shared. So the shared render carries a
// fixed placeholder in Vike's `nonce="…"` attributes, and each response swaps in the request's nonce (the
// one the security middleware also writes into the CSP header). The ETag is taken over the placeholder
// version: it names the page's content, which is what revalidation asks about.
import type { Context } from 'hono';
import { acceptsEncoding } from '../compression.ts';
import { CONTENT_PAGE_CACHE_CONTROL, ERROR_PAGE_CACHE_CONTROL, PRIVATE_NO_STORE, SHOP_DATA_PAGE_CACHE_CONTROL, SHOP_DATA_PAGE_MAX_AGE_S } from './cache-control.ts';
import { ifNoneMatchMatches, strongEtag } from './etag.ts';
import { CSP_NONCE_LENGTH } from '../security/content-security-policy.ts';
import { gzipPage, type GzipPageTemplate, gzipPageTemplate } from './gzip-page-template.ts';
import type { RenderedPage, RenderedPageCache } from './rendered-page-cache.ts';
import type { PagePreview } from '../../content/draft-entry.ts';

export const CSP_NONCE_PLACEHOLDER = 'vike-csp-nonce-placeholder';
/** Set by a render that lacks live data (the shop did not answer): served once, unshared, never stored. Never sent. */
export const LIVE_DATA_MISSING_HEADER = 'x-render-live-data-missing';

export type RenderOptions = {
  cspNonce: string | undefined;
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
};

/** Headers that belong to one response, not to the cached page. */
const PER_RESPONSE_HEADERS = new Set(['content-security-policy', 'content-length', 'set-cookie', 'cache-control', 'etag', LIVE_DATA_MISSING_HEADER]);

const NONCE_ATTRIBUTE_PLACEHOLDER = ` nonce="${CSP_NONCE_PLACEHOLDER}"`;

export function withNonce(body: string, nonce: string | undefined): string {
  return body.replaceAll(NONCE_ATTRIBUTE_PLACEHOLDER, nonce ? ` nonce="${nonce}"` : '');
}

// The page's own headers as its gzip answer carries them (lower-case names), once it has been answered so:
// the cached-page front door (cached-page-front.ts) answers later requests for it with the same headers.
const gzipAnswers = new WeakMap<RenderedPage, Readonly<Record<string, string>>>();

/** A cached page's gzip answer with this nonce: its headers (before the security headers and cookies) and body; null until answered once here. */
export function cachedGzipAnswer(page: RenderedPage, nonce: string): { headers: Readonly<Record<string, string>>; body: Buffer } | null {
  const headers = gzipAnswers.get(page);
  return headers ? { headers, body: gzipWithNonce(page, nonce) } : null;
}

// A cached page is compressed once (see gzip-page-template.ts); each response only adds its nonce.
const gzipTemplates = new WeakMap<RenderedPage, GzipPageTemplate>();

function gzipWithNonce(page: RenderedPage, nonce: string): Buffer {
  const attribute = ` nonce="${nonce}"`;
  let template = gzipTemplates.get(page);
  if (!template) {
    template = gzipPageTemplate(page.body, NONCE_ATTRIBUTE_PLACEHOLDER, Buffer.byteLength(` nonce="${'x'.repeat(CSP_NONCE_LENGTH)}"`));
    gzipTemplates.set(page, template);
  }
  return gzipPage(template, attribute);
}

async function renderShareable(c: Context, render: PageRenderer): Promise<RenderedPage> {
  const response = await render(c, { cspNonce: CSP_NONCE_PLACEHOLDER, shareable: true });
  const body = await response.text();
  const headers = [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase()));
  // A render without some live data is served, but never kept or shared.
  const storable = !response.headers.has(LIVE_DATA_MISSING_HEADER);
  return { status: response.status, headers: Object.freeze(headers.map((header) => Object.freeze(header))), body, etag: strongEtag(body), storable };
}

/** Path and query of an absolute request URL (as the server built it), without parsing it again. */
function cacheKey(url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('://') + 3);
  return pathStart === -1 ? '/' : url.slice(pathStart);
}

export function pageResponder({ render, cache, isPerShopper, showsShopData = () => false }: PageResponderOptions): (c: Context) => Promise<Response> {
  return async (c) => {
    const nonce = c.get('cspNonce') as string | undefined;
    if (isPerShopper(c)) {
      const response = await render(c, { cspNonce: nonce, shareable: false });
      const headers = new Headers(response.headers);
      headers.delete(LIVE_DATA_MISSING_HEADER);
      headers.set('Cache-Control', PRIVATE_NO_STORE);
      return new Response(response.body, { status: response.status, headers });
    }

    const shopData = showsShopData(c);
    const { page } = await cache.getOrRender(cacheKey(c.req.url), () => renderShareable(c, render), shopData ? { maxAgeMs: SHOP_DATA_PAGE_MAX_AGE_S * 1000 } : {});
    const cacheControl = shopData ? SHOP_DATA_PAGE_CACHE_CONTROL : CONTENT_PAGE_CACHE_CONTROL;
    // A fresh copy per response: some Headers implementations keep (and later mutate) the array they were given.
    const headers = new Headers(page.headers.map(([name, value]) => [name, value]));
    if (page.storable === false) {
      headers.set('Cache-Control', PRIVATE_NO_STORE);
      return new Response(withNonce(page.body, nonce), { status: page.status, headers });
    }
    if (page.status !== 200) {
      headers.set('Cache-Control', ERROR_PAGE_CACHE_CONTROL);
      return new Response(withNonce(page.body, nonce), { status: page.status, headers });
    }
    headers.set('Cache-Control', cacheControl);
    headers.set('ETag', page.etag);
    headers.set('Vary', 'Accept-Encoding');
    if (ifNoneMatchMatches(c.req.header('If-None-Match'), page.etag)) {
      return new Response(null, { status: 304, headers: { 'Cache-Control': cacheControl, ETag: page.etag, Vary: 'Accept-Encoding' } });
    }
    if (nonce && c.req.method !== 'HEAD' && acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip')) {
      headers.set('Content-Encoding', 'gzip');
      if (!gzipAnswers.has(page)) gzipAnswers.set(page, Object.freeze(Object.fromEntries(headers)));
      return new Response(new Uint8Array(gzipWithNonce(page, nonce)), { status: 200, headers });
    }
    return new Response(withNonce(page.body, nonce), { status: 200, headers });
  };
}
