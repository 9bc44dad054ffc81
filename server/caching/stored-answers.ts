// The in-process page cache serves stored bytes through the one app: the first time the app answers a cached
// page in gzip, its whole answer (status, every header the app's layers wrote, the compressed body) is kept
// with that page (page-cache.ts keeps it on the page's entry), and later plain GETs for it get exactly that answer from here, before the rest of the
// middleware runs. Nothing here knows a header rule: it only replays what the app itself answered for a page
// that is the same for every visitor (shared-cacheable, no Set-Cookie). A purge drops the page, and with it
// the stored answer. Conditional requests, HEAD and clients without gzip go through the whole app.
// (On a 2-core machine the app's dozen layers cost more than the page itself: npm run bench:load.)
import type { Context, MiddlewareHandler } from 'hono';
import { acceptsEncoding } from '../http/compression.ts';
import { sharedCacheMayStore } from './cache-control.ts';
import { type PageCache, pageCacheKey } from './page-cache.ts';

/** Per-connection headers the server writes itself. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** `personal`: requests that must reach the app although the page is cached (an editor's draft preview). */
export function storedAnswers(cache: PageCache, { personal = () => false }: { personal?: (c: Context) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    const replayable =
      c.req.method === 'GET' &&
      !personal(c) &&
      acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip') &&
      !c.req.header('If-None-Match') &&
      !c.req.header('If-Modified-Since');
    if (!replayable) return next();
    const key = pageCacheKey(c.req.url);
    const stored = cache.storedAnswer(key);
    if (stored) return new Response(stored.body, { status: stored.status, headers: stored.headers });

    await next();
    const page = cache.fresh(key);
    const response = c.res;
    if (!page || page.answer || response.status !== 200 || response.headers.get('Content-Encoding') !== 'gzip') return;
    if (!sharedCacheMayStore(response.headers.get('Cache-Control')) || response.headers.has('Set-Cookie')) return;
    const body = new Uint8Array(await response.clone().arrayBuffer());
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !NOT_REPLAYED.has(name)));
    page.answer = { status: response.status, headers: Object.freeze(headers), body };
  };
}
