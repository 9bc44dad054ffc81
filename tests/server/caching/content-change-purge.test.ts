import { describe, expect, it } from 'vitest';
import type { CachePurger } from '../../../clients/cache-purge/cache-purger.ts';
import { CachePurgeError } from '../../../clients/cache-purge/cache-purger.ts';
import { CONTENT_RESOURCES } from '../../../clients/cms/content-resources.ts';
import { buildContentSnapshot, type RawContent } from '../../../content/content-snapshot.ts';
import { ContentChangePurge } from '../../../server/caching/content-change-purge.ts';
import { PageCache } from '../../../server/caching/page-cache.ts';
import { recording } from '../content/cms-replay.ts';

const raw = (): RawContent => Object.fromEntries(CONTENT_RESOURCES.map((resource) => [resource, structuredClone(recording(resource).body)])) as RawContent;
const snapshotOf = (content: RawContent) => buildContentSnapshot(content, new Date(0).toISOString(), () => {});
const before = snapshotOf(raw());
function withTitle(slug: string, title: string) {
  const content = raw();
  (content.pages as { data: { attributes: { slug: string; title: string } }[] }).data.find((page) => page.attributes.slug === slug)!.attributes.title = title;
  return snapshotOf(content);
}

const page = (keys: string[]) => async () => ({ status: 200, headers: [], body: `<p>${keys.join()}</p>`, etag: '"e"', keys });

/** A cache engine that refuses the first `failures` purges, and records each call. */
function flakyEngine(failures: number): CachePurger & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    engine: 'test',
    calls,
    async purge(keys) {
      calls.push([...keys]);
      if (calls.length <= failures) throw new CachePurgeError('test', 503, 'Service Unavailable');
    },
  };
}

const quickRetry = { firstDelayMs: 5, maxDelayMs: 20, attempts: 4 };

describe('purge on change', () => {
  it('drops from the page cache exactly the pages built from what changed', async () => {
    const cache = new PageCache();
    await cache.getOrRender('/faqs', page(['page:faqs', 'layout']));
    await cache.getOrRender('/experts', page(['page:experts', 'layout']));
    const purge = new ContentChangePurge({ pageCache: cache, engine: null });
    expect(purge.snapshotChanged(before, withTitle('faqs', 'Questions, answered'))).toEqual(['page:faqs']);
    expect(cache.fresh('/faqs')).toBeNull();
    expect(cache.fresh('/experts')).not.toBeNull();
  });

  it('purges the same keys from the cache engine, and tries a failed purge again until it goes through', async () => {
    const engine = flakyEngine(2);
    const purge = new ContentChangePurge({ pageCache: new PageCache(), engine, retry: quickRetry });
    purge.snapshotChanged(before, withTitle('faqs', 'Questions, answered'));
    await purge.idle();
    expect(engine.calls).toEqual([['page:faqs'], ['page:faqs'], ['page:faqs']]);
  });

  it('keys of a change that comes while a purge waits to be retried go out with it', async () => {
    const engine = flakyEngine(1);
    const purge = new ContentChangePurge({ pageCache: new PageCache(), engine, retry: { ...quickRetry, firstDelayMs: 50 } });
    const faqsChanged = withTitle('faqs', 'Questions, answered');
    purge.snapshotChanged(before, faqsChanged);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const content = raw();
    (content.pages as { data: { attributes: { slug: string; title: string } }[] }).data.find((entry) => entry.attributes.slug === 'faqs')!.attributes.title =
      'Questions, answered';
    (content.pages as { data: { attributes: { slug: string; title: string } }[] }).data.find((entry) => entry.attributes.slug === 'experts')!.attributes.title =
      'Our experts';
    purge.snapshotChanged(faqsChanged, snapshotOf(content));
    await purge.idle();
    expect(engine.calls).toEqual([['page:faqs'], ['page:faqs', 'page:experts']]);
  });

  it('gives up after the last attempt without throwing: the refresh that changed the content is never failed by it', async () => {
    const engine = flakyEngine(100);
    const purge = new ContentChangePurge({ pageCache: new PageCache(), engine, retry: quickRetry });
    expect(() => purge.snapshotChanged(before, withTitle('faqs', 'x'))).not.toThrow();
    await purge.idle();
    expect(engine.calls).toHaveLength(quickRetry.attempts);
  });

  it('sends nothing when nothing changed', async () => {
    const engine = flakyEngine(0);
    const purge = new ContentChangePurge({ pageCache: new PageCache(), engine });
    expect(purge.snapshotChanged(before, snapshotOf(raw()))).toEqual([]);
    await purge.idle();
    expect(engine.calls).toEqual([]);
  });
});
