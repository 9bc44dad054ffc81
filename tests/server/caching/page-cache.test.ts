import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, strongEtag } from '../../../server/caching/etag.ts';
import { PageCache, type RenderedPage } from '../../../server/caching/page-cache.ts';

const page = (body: string, status = 200): RenderedPage => ({ status, headers: [], body, etag: strongEtag(body) });

describe('page cache', () => {
  it('stores 200s and serves them again without rendering', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    expect((await cache.getOrRender('/a', render)).hit).toBe(false);
    const again = await cache.getOrRender('/a', render);
    expect(again).toMatchObject({ hit: true, entry: { page: { body: 'render 1' } } });
  });

  it('renders a page that shows shop data again once its minute has passed', async () => {
    let now = 1_000;
    const cache = new PageCache({ now: () => now });
    let renders = 0;
    const render = async (): Promise<RenderedPage> => ({ ...page(`render ${++renders}`), cacheClass: 'live-shop-data' });
    await cache.getOrRender('/products', render);
    now += 59_999;
    expect(await cache.getOrRender('/products', render)).toMatchObject({ hit: true, entry: { page: { body: 'render 1' } } });
    now += 1;
    expect(await cache.getOrRender('/products', render)).toMatchObject({ hit: false, entry: { page: { body: 'render 2' } } });
  });

  it('does not store error pages, nor a render that lacked live data', async () => {
    const cache = new PageCache();
    await cache.getOrRender('/missing', async () => page('not found', 404));
    await cache.getOrRender('/products', async () => ({ ...page('prices unavailable'), storable: false }));
    expect(cache.size).toBe(0);
  });

  it('renders concurrent misses for one URL once', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page('slow');
    };
    await Promise.all(Array.from({ length: 5 }, () => cache.getOrRender('/slow', render)));
    expect(renders).toBe(1);
    expect(cache.stats()).toMatchObject({ misses: 1, inflightJoins: 4, hits: 0 });
  });

  it('clear() empties it, and a render that began before the clear is not stored', async () => {
    const cache = new PageCache();
    let finish!: (value: RenderedPage) => void;
    const pending = cache.getOrRender('/a', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(page('old content'));
    expect((await pending).entry.page.body).toBe('old content'); // its requester still gets an answer
    expect(cache.size).toBe(0);
    expect(cache.stats().staleServes).toBe(1);
  });

  it('stays within its byte budget, dropping the least recently used page', async () => {
    const cache = new PageCache({ maxBytes: 25 });
    await cache.getOrRender('/a', async () => page('a'.repeat(10)));
    await cache.getOrRender('/b', async () => page('b'.repeat(10)));
    await cache.getOrRender('/a', async () => page('unused')); // /a is now the most recent
    await cache.getOrRender('/c', async () => page('c'.repeat(10)));
    expect((await cache.getOrRender('/a', async () => page('re-rendered'))).hit).toBe(true);
    expect((await cache.getOrRender('/b', async () => page('re-rendered'))).hit).toBe(false);
    expect(cache.stats().bytes).toBeLessThanOrEqual(25);
  });

  it('compresses a page once per encoding, and a purge drops it with its encodings and replayed answer', async () => {
    const cache = new PageCache();
    const { entry } = await cache.getOrRender('/faqs', async () => ({ ...page('<h1>faqs</h1>'), keys: ['page:faqs', 'layout'] }));
    const gzip = entry.encoded('gzip');
    expect(gunzipSync(gzip).toString()).toBe('<h1>faqs</h1>');
    expect(entry.encoded('gzip')).toBe(gzip);
    entry.answer = { status: 200, headers: {}, body: new Uint8Array(gzip) };
    expect(cache.storedAnswer('/faqs')).toBe(entry.answer);
    expect(cache.purge(['page:faqs'])).toBe(1);
    expect(cache.storedAnswer('/faqs')).toBeNull();
    expect(cache.fresh('/faqs')).toBeNull();
  });

  it('counts what its metrics report: hits, misses, entries and bytes', async () => {
    const cache = new PageCache();
    await cache.getOrRender('/a', async () => page('aaaa'));
    await cache.getOrRender('/a', async () => page('unused'));
    await cache.getOrRender('/b', async () => page('bb'));
    expect(cache.stats()).toEqual({ hits: 1, misses: 2, staleServes: 0, inflightJoins: 0, buyReuseHits: 0, buyReuseMisses: 0, entries: 2, bytes: 6 });
  });
});

describe('entity tags', () => {
  it('are strong, quoted and change with the body', () => {
    expect(strongEtag('a')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(strongEtag('a')).not.toBe(strongEtag('b'));
  });

  it('If-None-Match matches by weak comparison, in lists and with *', () => {
    const etag = strongEtag('a');
    expect(ifNoneMatchMatches(etag, etag)).toBe(true);
    expect(ifNoneMatchMatches(`W/${etag}`, etag)).toBe(true);
    expect(ifNoneMatchMatches(`"x", ${etag}`, etag)).toBe(true);
    expect(ifNoneMatchMatches('*', etag)).toBe(true);
    expect(ifNoneMatchMatches('"x"', etag)).toBe(false);
    expect(ifNoneMatchMatches(undefined, etag)).toBe(false);
  });
});
