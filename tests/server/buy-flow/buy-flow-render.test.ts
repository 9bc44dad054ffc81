// /buy resolves its catalogue once per request and hands it to the render; renders are reused only while
// everything they were made from is the same: the address, the visit's V1.0 / V1.1 choice, the content snapshot
// and the catalogue.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ContentSnapshot } from '../../../content/content-snapshot.ts';
import type { RecentCatalog } from '../../../shop-rules/recent-catalog.ts';
import { STATIC_CATALOG } from '../../../shop-rules/recent-catalog.ts';
import { SHOP_RECHECK_HEADER } from '../../../shop-rules/buy-url.ts';
import { buyFlowRender } from '../../../server/buy-flow/buy-flow-render.ts';
import { PageCache } from '../../../server/caching/page-cache.ts';
import type { PageRenderer, RenderOptions } from '../../../server/rendering/render-result.ts';

const shopCatalog = (): RecentCatalog => ({ entries: [], offers: [], source: 'shop' });

function site({ maxRenders }: { maxRenders?: number } = {}) {
  const state = {
    content: { fetchedAt: '1' } as unknown as ContentSnapshot,
    catalog: shopCatalog(),
    liveDataMissing: false,
    renders: 0,
    catalogAsks: [] as boolean[],
    given: [] as RenderOptions[],
  };
  const render: PageRenderer = async (c, options) => {
    state.renders += 1;
    state.given.push(options);
    const { pathname, search } = new URL(c.req.url);
    const response = new Response(`<p>render ${state.renders} of ${pathname}${search} for ${c.get('appVersionMemory')?.remembered}</p>`, {
      headers: { 'Content-Type': 'text/html' },
    });
    return { response, surrogateKeys: [], liveDataMissing: state.liveDataMissing, cacheClass: 'live-shop-data' };
  };
  const cache = new PageCache({ maxReusedRenders: maxRenders });
  const catalog = async ({ recheck }: { recheck: boolean }) => {
    state.catalogAsks.push(recheck);
    return state.catalog;
  };
  const reused = buyFlowRender(render, cache, { content: () => state.content, catalog });
  const app = new Hono();
  app.use(async (c, next) => {
    const version = c.req.header('X-Version');
    if (version) c.set('appVersionMemory', { cookieName: 'lt_app_version', remembered: version as 'old' | 'new' });
    await next();
  });
  app.get('*', async (c) => (await reused(c, { shareable: !c.req.path.startsWith('/buy') })).response);
  const get = async (path: string, version = 'new', headers: Record<string, string> = {}) =>
    (await app.request(path, { headers: { 'X-Version': version, ...headers } })).text();
  return { state, get, cache };
}

describe('the catalogue of a /buy request', () => {
  it('is asked for once and handed to the render', async () => {
    const { state, get } = site();
    await get('/buy?step=2&size=king');
    expect(state.catalogAsks).toEqual([false]);
    expect(state.given[0]?.buyCatalog).toBe(state.catalog);
  });

  it('is a recheck when the flow asks the shop again, and such a page is rendered each time', async () => {
    const { state, get } = site();
    await get('/buy?step=3&size=king');
    await get('/buy?step=3&size=king', 'new', { [SHOP_RECHECK_HEADER]: '1' });
    await get('/buy?step=3&size=king', 'new', { [SHOP_RECHECK_HEADER]: '1' });
    expect(state.catalogAsks).toEqual([false, true, true]);
    expect(state.renders).toBe(3);
    expect(state.given.every((options) => options.buyCatalog === state.catalog)).toBe(true);
  });

  it('is not asked for other pages', async () => {
    const { state, get } = site();
    await get('/faqs');
    expect(state.catalogAsks).toEqual([]);
    expect(state.given[0]?.buyCatalog).toBeUndefined();
  });
});

describe('reused /buy renders', () => {
  it('answers the same address and version with the first render, byte for byte', async () => {
    const { state, get, cache } = site();
    const first = await get('/buy?step=2&size=king');
    expect(await get('/buy?step=2&size=king')).toBe(first);
    expect(state.renders).toBe(1);
    expect(cache.stats()).toMatchObject({ buyReuseHits: 1, buyReuseMisses: 1, entries: 1 });
  });

  it('renders again for another address or the other version', async () => {
    const { get } = site();
    await get('/buy?step=2&size=king');
    expect(await get('/buy?step=2&size=queen')).toContain('render 2 of /buy?step=2&size=queen');
    expect(await get('/buy?step=2&size=king', 'old')).toContain('render 3 of /buy?step=2&size=king for old');
  });

  it('renders again after a publish or a new product search', async () => {
    const { state, get } = site();
    await get('/buy');
    state.content = { fetchedAt: '2' } as unknown as ContentSnapshot;
    expect(await get('/buy')).toContain('render 2');
    state.catalog = shopCatalog();
    expect(await get('/buy')).toContain('render 3');
    expect(await get('/buy')).toContain('render 3');
  });

  it('never reuses a render missing live data the catalogue does not explain, nor one for a shareable page', async () => {
    const { state, get } = site();
    state.liveDataMissing = true;
    await get('/buy');
    await get('/buy');
    expect(state.renders).toBe(2);
    state.liveDataMissing = false;
    await get('/faqs');
    await get('/faqs');
    expect(state.renders).toBe(4);
  });

  it('while the shop is away, the render made from the static (or stale) catalogue is reused until the shop answers again', async () => {
    const { state, get } = site();
    state.liveDataMissing = true;
    state.catalog = STATIC_CATALOG;
    await get('/buy');
    await get('/buy');
    expect(state.renders).toBe(1);
    state.catalog = { ...state.catalog, staleSince: 1 };
    await get('/buy');
    await get('/buy');
    expect(state.renders).toBe(2);
    state.liveDataMissing = false;
    state.catalog = { ...STATIC_CATALOG, source: 'shop' };
    await get('/buy');
    expect(await get('/buy')).toContain('render 3');
  });

  it('keeps a bounded number of addresses, dropping the least recently used', async () => {
    const { state, get } = site({ maxRenders: 2 });
    await get('/buy?a=1');
    await get('/buy?a=2');
    await get('/buy?a=1'); // reused: now the most recent
    await get('/buy?a=3'); // drops a=2
    expect(state.renders).toBe(3);
    await get('/buy?a=1');
    expect(state.renders).toBe(3);
    await get('/buy?a=2');
    expect(state.renders).toBe(4);
  });
});
