// Hands a GET request to Vike with the current content snapshot and returns its HTML (or page JSON).
import type { Context } from 'hono';
import { renderPage } from 'vike/server';
import { LIVE_DATA_MISSING_HEADER, RENDER_SURROGATE_KEYS_HEADER, type RenderOptions } from '../caching/page-responder.ts';
import { contentPageKey } from '../caching/page-query.ts';
import { surrogateKeysOf } from '../caching/surrogate-keys.ts';
import { cacheClassOf } from '../../blocks/registry.ts';
import type { ContentPageData } from '../../pages/content/content-page-data.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import type { PagePreview } from '../../content/draft-entry.ts';
import type { MediaSource } from '../../content/media-url.ts';
import type { StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import type { BlockChunkIndex } from '../../blocks/block-chunk-index.ts';
import type { AppVersionMemory } from '../../pages/buy/app-version-memory.ts';
import { errorPageFailed, NESTED_ERROR_STATUS, nestedErrorHtml } from './nested-error-page.ts';
import { withScriptsAfterFirstPaint } from './hydration-after-paint.ts';

/** What every render gets from the server: the current content, where media lives, and the one shop client. */
export type RenderContext = { content: () => ContentSnapshot; mediaSource: MediaSource; siteUrl: string; shop: StorefrontClient; blockChunks: BlockChunkIndex };

/** Page data that says part of the page could not be loaded (the shop did not answer): such a page is never stored. */
export type LiveDataState = { liveDataMissing?: boolean };

/** What one request adds to a render: its path and query, its headers, and what the server's middleware set on it. */
export type PageRequest = {
  pathAndSearch: string;
  headersOriginal?: Record<string, string>;
  appVersionMemory?: AppVersionMemory | null;
  /** Draft mode: the entry's draft and the preview bar (server/preview/). */
  preview?: PagePreview;
};

/** Vike's pageContextInit for one request: the one owner, so anything rendering a page outside the server (the blog bench) renders what the server does. */
export function pageContextInit(context: RenderContext, request: PageRequest) {
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
    // Draft mode only: the draft stays on the server (pages/content/+data.ts reads it), the bar's state goes to the browser.
    ...(request.preview ? { draftContent: request.preview.draft, preview: request.preview.state } : {}),
  };
}

/** A shareable render must not depend on who asked: their cookies and credentials never reach it. */
const PERSONAL_HEADERS = new Set(['cookie', 'authorization']);

/** The surrogate keys of a rendered content page or article (none for other pages). */
function surrogateKeysOfData(data: unknown): string[] {
  const page = data as Partial<ContentPageData> | undefined;
  if (page?.kind === 'article' && page.slug) return surrogateKeysOf({ kind: 'article', slug: page.slug });
  if (page?.kind !== 'page' || !page.slug) return [];
  const gallery = 'blogGallery' in page ? page.blogGallery : undefined;
  return surrogateKeysOf({
    kind: 'page',
    slug: page.slug,
    listsArticles: gallery !== undefined,
    listedArticles: gallery?.tiles.map((tile) => tile.slug) ?? [],
    showsShopData: cacheClassOf(page.blocks ?? []) === 'live-shop-data',
  });
}

export async function renderWithVike(c: Context, context: RenderContext, { shareable, preview }: RenderOptions = { shareable: false }): Promise<Response> {
  const headersOriginal = Object.fromEntries([...c.req.raw.headers].filter(([name]) => !shareable || !PERSONAL_HEADERS.has(name.toLowerCase())));
  const { pathname, search } = new URL(c.req.url);
  // A shared page is rendered from the query its cache key keeps, so what it shows never depends on a dropped parameter.
  const pathAndSearch = shareable ? contentPageKey(`${pathname}${search}`) : `${pathname}${search}`;
  const pageContext = await renderPage(pageContextInit(context, { pathAndSearch, headersOriginal, appVersionMemory: c.get('appVersionMemory'), preview }));
  const { httpResponse } = pageContext;
  if (!httpResponse) return c.notFound();
  if (errorPageFailed(pageContext)) {
    return new Response(nestedErrorHtml(), { status: NESTED_ERROR_STATUS, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  const headers = new Headers(httpResponse.headers);
  // Vike's own CSP header allows only scripts; the page responder writes the site's full policy.
  headers.delete('Content-Security-Policy');
  // Vike's own default (no-store) is not the site's say: the page responder sets Cache-Control per route.
  headers.delete('Cache-Control');
  if ((pageContext.data as LiveDataState | undefined)?.liveDataMissing) headers.set(LIVE_DATA_MISSING_HEADER, '1');
  if (shareable && httpResponse.statusCode === 200) headers.set(RENDER_SURROGATE_KEYS_HEADER, surrogateKeysOfData(pageContext.data).join(' '));
  return new Response(withScriptsAfterFirstPaint(httpResponse.body), { status: httpResponse.statusCode, headers });
}
