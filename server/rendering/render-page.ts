// Hands a GET request to Vike with the current content snapshot and returns its HTML (or page JSON), with what
// the page learned (its renderFacts, content/render-facts.ts) as a typed result for the caches.
import type { Context } from 'hono';
import { renderPage } from 'vike/server';
import { contentPageKey } from '../caching/page-query.ts';
import { surrogateKeysOf } from '../caching/surrogate-keys.ts';
import { NO_RENDER_FACTS } from '../../content/render-facts.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import type { ShopifyAnalyticsShop } from '../../content/analytics/shopify-analytics-shop.ts';
import type { PagePreview } from '../../content/draft-entry.ts';
import type { MediaSource } from '../../content/media-url.ts';
import type { StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import type { BlockChunkIndex } from '../../blocks/block-chunk-index.ts';
import type { AppVersionMemory } from '../../shop-rules/app-version-memory.ts';
import type { AccountPageData } from '../../pages/account/account-page-data.ts';
import type { RecentCatalog } from '../../shop-rules/recent-catalog.ts';
import { errorPageFailed, NESTED_ERROR_STATUS, nestedErrorHtml } from './nested-error-page.ts';
import { withScriptsAfterFirstPaint } from './hydration-after-paint.ts';
import { withSpan } from '../observability/tracing.ts';
import { plainRenderResult, type RenderOptions, type RenderResult } from './render-result.ts';

/** What every render gets from the server: the current content, where media lives, and the one shop client. */
export type RenderContext = {
  content: () => ContentSnapshot;
  mediaSource: MediaSource;
  siteUrl: string;
  shop: StorefrontClient;
  blockChunks: BlockChunkIndex;
  /** The name of the visit's V1.0 / V1.1 cookie (server/buy-flow/app-version-cookie.ts), the same for every shopper. */
  appVersionCookieName: string;
  /** Where the browser sends Shopify's analytics once allowed; null when they are not configured. */
  shopifyAnalytics: ShopifyAnalyticsShop | null;
};

/** What one request adds to a render: its path and query, its headers, and what the server's middleware set on it. */
export type RenderRequest = {
  pathAndSearch: string;
  headersOriginal?: Record<string, string>;
  appVersionMemory?: AppVersionMemory | null;
  /** Draft mode: the entry's draft and the preview bar (server/preview/). */
  preview?: PagePreview;
  /** /buy: the catalogue the server resolved for this request, so the page does not ask again. */
  buyCatalog?: RecentCatalog;
  /** /account: the signed-in customer's data, read by the customer-account route. */
  accountPage?: AccountPageData;
};

/** Vike's pageContextInit for one request: the one owner, so anything rendering a page outside the server (the blog bench) renders what the server does. */
export function pageContextInit(context: RenderContext, request: RenderRequest) {
  return {
    // The configured public origin, never the request's Host header: a rendered page may be shared.
    urlOriginal: `${context.siteUrl}${request.pathAndSearch}`,
    headersOriginal: request.headersOriginal ?? {},
    content: context.content(),
    mediaSource: context.mediaSource,
    siteUrl: context.siteUrl,
    shop: context.shop,
    blockChunks: context.blockChunks,
    // The purchase flow's remembered V1.0 / V1.1 choice; set on /buy requests only, which are never shared.
    appVersionMemory: request.appVersionMemory ?? null,
    // Content pages are shared, so they read the remembered version in the browser (renderer/islands/hydrate-island.tsx).
    appVersionCookieName: context.appVersionCookieName,
    shopifyAnalytics: context.shopifyAnalytics,
    // Draft mode only: the draft stays on the server (pages/content/+data.ts reads it), the bar's state goes to the browser.
    ...(request.preview ? { draftContent: request.preview.draft, preview: request.preview.state } : {}),
    ...(request.buyCatalog ? { buyCatalog: request.buyCatalog } : {}),
    ...(request.accountPage ? { accountPage: request.accountPage } : {}),
  };
}

/** A shareable render must not depend on who asked: their cookies and credentials never reach it. */
const PERSONAL_HEADERS = new Set(['cookie', 'authorization']);

export async function renderWithVike(
  c: Context,
  context: RenderContext,
  { shareable, preview, buyCatalog, accountPage }: RenderOptions = { shareable: false },
): Promise<RenderResult> {
  const headersOriginal = Object.fromEntries([...c.req.raw.headers].filter(([name]) => !shareable || !PERSONAL_HEADERS.has(name.toLowerCase())));
  const { pathname, search } = new URL(c.req.url);
  // A shared page is rendered from the query its cache key keeps, so what it shows never depends on a dropped parameter.
  const pathAndSearch = shareable ? contentPageKey(`${pathname}${search}`) : `${pathname}${search}`;
  const init = pageContextInit(context, { pathAndSearch, headersOriginal, appVersionMemory: c.get('appVersionMemory'), preview, buyCatalog, accountPage });
  const pageContext = await withSpan('page.render', () => renderPage(init), { 'page.shareable': shareable });
  const { httpResponse } = pageContext;
  if (!httpResponse) return plainRenderResult(await c.notFound());
  if (errorPageFailed(pageContext)) {
    return plainRenderResult(new Response(nestedErrorHtml(), { status: NESTED_ERROR_STATUS, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
  }
  const headers = new Headers(httpResponse.headers);
  // Vike's own CSP header allows only scripts; the page responder writes the site's full policy.
  headers.delete('Content-Security-Policy');
  // Vike's own default (no-store) is not the site's say: the page responder sets Cache-Control per route.
  headers.delete('Cache-Control');
  // Set by the page's data hook (content/render-facts.ts); error pages and pages without data set none.
  const facts = pageContext.renderFacts ?? NO_RENDER_FACTS;
  return {
    response: new Response(withScriptsAfterFirstPaint(httpResponse.body), { status: httpResponse.statusCode, headers }),
    surrogateKeys: facts.sources ? surrogateKeysOf(facts.sources) : [],
    liveDataMissing: facts.liveDataMissing,
    cacheClass: facts.cacheClass,
  };
}
