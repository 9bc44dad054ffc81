import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, strongEtag } from '../../../server/caching/etag.ts';
import { type RenderedPage, RenderedPageCache } from '../../../server/caching/rendered-page-cache.ts';

const page = (body: string, status = 200): RenderedPage => ({ status, headers: [], body, etag: strongEtag(body) });

describe('rendered page cache', () => {
  it('stores 200s and serves them again without rendering', async () => {
    const cache = new RenderedPageCache();
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    expect((await cache.getOrRender('/a', render)).hit).toBe(false);
    const again = await cache.getOrRender('/a', render);
    expect(again).toMatchObject({ hit: true, page: { body: 'render 1' } });
  });

  it('renders a page stored with a lifetime again once it has passed', async () => {
    let now = 1_000;
    const cache = new RenderedPageCache({ now: () => now });
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    await cache.getOrRender('/products', render, { maxAgeMs: 60_000 });
    now += 59_999;
    expect(await cache.getOrRender('/products', render, { maxAgeMs: 60_000 })).toMatchObject({ hit: true, page: { body: 'render 1' } });
    now += 1;
    expect(await cache.getOrRender('/products', render, { maxAgeMs: 60_000 })).toMatchObject({ hit: false, page: { body: 'render 2' } });
  });

  it('does not store error pages', async () => {
    const cache = new RenderedPageCache();
    await cache.getOrRender('/missing', async () => page('not found', 404));
    expect(cache.size).toBe(0);
  });

  it('renders concurrent misses for one URL once', async () => {
    const cache = new RenderedPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page('slow');
    };
    await Promise.all(Array.from({ length: 5 }, () => cache.getOrRender('/slow', render)));
    expect(renders).toBe(1);
  });

  it('clear() empties it, and a render that began before the clear is not stored', async () => {
    const cache = new RenderedPageCache();
    let finish!: (value: RenderedPage) => void;
    const pending = cache.getOrRender('/a', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(page('old content'));
    expect((await pending).page.body).toBe('old content'); // its requester still gets an answer
    expect(cache.size).toBe(0);
  });

  it('stays within its byte budget, dropping the least recently used page', async () => {
    const cache = new RenderedPageCache({ maxBytes: 25 });
    await cache.getOrRender('/a', async () => page('a'.repeat(10)));
    await cache.getOrRender('/b', async () => page('b'.repeat(10)));
    await cache.getOrRender('/a', async () => page('unused')); // /a is now the most recent
    await cache.getOrRender('/c', async () => page('c'.repeat(10)));
    expect((await cache.getOrRender('/a', async () => page('re-rendered'))).hit).toBe(true);
    expect((await cache.getOrRender('/b', async () => page('re-rendered'))).hit).toBe(false);
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
