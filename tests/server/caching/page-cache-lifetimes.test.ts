import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strongEtag } from '../../../server/caching/etag.ts';
import { PageCache, type RenderedPage } from '../../../server/caching/page-cache.ts';

const MINUTE_MS = 60_000;
const contentPage = (body: string): RenderedPage => ({ status: 200, headers: [], body, etag: strongEtag(body) });
const shopDataPage = (body: string): RenderedPage => ({ ...contentPage(body), cacheClass: 'live-shop-data' });

describe('page cache lifetimes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a page showing shop data leaves the cache when its minute ends, so it no longer counts in entries and bytes', async () => {
    const cache = new PageCache({ now: () => Date.now() });
    await cache.getOrRender('/products', async () => shopDataPage('prices'));
    await cache.getOrRender('/faqs', async () => contentPage('faqs'));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 'prices'.length + 'faqs'.length });

    await vi.advanceTimersByTimeAsync(MINUTE_MS);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 'faqs'.length });
  });

  it('a content page stays until a purge, however long', async () => {
    const cache = new PageCache({ now: () => Date.now() });
    await cache.getOrRender('/faqs', async () => contentPage('faqs'));
    await vi.advanceTimersByTimeAsync(7 * 24 * 60 * MINUTE_MS);
    expect(await cache.getOrRender('/faqs', async () => contentPage('re-rendered'))).toMatchObject({ hit: true, entry: { page: { body: 'faqs' } } });
  });
});

describe('a page past its life', () => {
  it('is not served fresh, nor is its replayed answer, even before the cache has dropped it', async () => {
    let now = 5_000;
    const cache = new PageCache({ now: () => now });
    const { entry } = await cache.getOrRender('/products', async () => shopDataPage('prices'));
    entry.answer = { status: 200, headers: {}, body: new Uint8Array([1]) };
    now += MINUTE_MS - 1;
    expect(cache.fresh('/products')).toBe(entry);
    expect(cache.storedAnswer('/products')).toBe(entry.answer);

    now += 1;
    expect(cache.fresh('/products')).toBeNull();
    expect(cache.storedAnswer('/products')).toBeNull();
    expect(cache.stats().hits).toBe(1);
  });
});
