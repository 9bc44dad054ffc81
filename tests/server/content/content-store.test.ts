import nock from 'nock';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCmsClient } from '../../../clients/cms/cms-client.ts';
import { ContentStore, INCOMPLETE_CONTENT_RETRY_MS } from '../../../server/content/content-store.ts';
import { CMS_ORIGIN, recording, replayCms } from './cms-replay.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';

let dataDir: string;
const newStore = (timeoutMs = 1_000) =>
  new ContentStore({ cms: createCmsClient({ baseUrl: CMS_ORIGIN, token: null, timeoutMs }), persistPath: join(dataDir, 'content.json') });

type PagesBody = { data: { id: number; attributes: { slug: string; title: string; pageContent: unknown[] } }[] };
const pagesBody = () => structuredClone(recording('pages').body) as PagesBody;

function capturedLogs() {
  setLogLevel('warn');
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    return true;
  });
  return lines;
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'content-store-'));
  nock.disableNetConnect();
});
afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel('silent');
  nock.cleanAll();
  nock.enableNetConnect();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('content snapshot', () => {
  it('loads the nine CMS resources into pages, articles and singletons', async () => {
    const scope = replayCms();
    const store = newStore();
    const report = await store.refresh();
    expect(report.failed).toEqual([]);
    expect(scope.isDone()).toBe(true);
    expect(store.complete).toBe(true);
    const { pages, articles, header, footer, navigation, infoModal, privacyChoices } = store.current;
    expect(pages.get('home')?.blocks.length).toBeGreaterThan(0);
    expect(pages.get('faqs')).toBeDefined();
    expect(articles.get('clean-fold-and-store')?.heading).toBeTruthy();
    expect([header, footer, navigation, infoModal, privacyChoices].every(Boolean)).toBe(true);
  });

  it('keeps the last good pages when the CMS answers 500, and says which resource failed', async () => {
    const store = newStore();
    replayCms();
    await store.refresh();
    const before = store.current.pages;
    const logs = capturedLogs();
    replayCms({ pages: (interceptor) => interceptor.reply(500, { error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }) });
    const report = await store.refresh();
    expect(report.failed).toEqual([{ resource: 'pages', reason: 'CMS pages: HTTP 500' }]);
    expect(store.current.pages).toBe(before);
    expect(logs).toContainEqual(expect.objectContaining({ event: 'content.fetch_failed', resource: 'pages', reason: 'CMS pages: HTTP 500' }));
  });

  it('keeps the last good content when a call times out', async () => {
    const store = newStore(150);
    replayCms();
    await store.refresh();
    replayCms({ header: (interceptor, recorded) => interceptor.delay(1_000).reply(200, recorded.body as nock.Body) });
    const report = await store.refresh();
    expect(report.failed).toEqual([{ resource: 'header', reason: expect.stringMatching(/^CMS header: timed out/) }]);
    expect(store.current.header).not.toBeNull();
  });

  it('keeps the last good content when the body is not JSON', async () => {
    const store = newStore();
    replayCms();
    await store.refresh();
    replayCms({ footer: (interceptor) => interceptor.reply(200, '<html>Bad gateway</html>', { 'Content-Type': 'application/json' }) });
    const report = await store.refresh();
    expect(report.failed).toEqual([{ resource: 'footer', reason: expect.stringContaining('CMS footer: response is not valid JSON') }]);
    expect(store.current.footer).not.toBeNull();
  });

  it('never swaps in content that breaks the schema, and names the failing field', async () => {
    const store = newStore();
    replayCms();
    await store.refresh();
    const broken = pagesBody();
    delete (broken.data[0]!.attributes as Partial<PagesBody['data'][0]['attributes']>).slug;
    replayCms({ pages: (interceptor) => interceptor.reply(200, broken) });
    const report = await store.refresh();
    expect(report.failed).toEqual([{ resource: 'pages', reason: expect.stringMatching(/^CMS pages: invalid response at \/data\/0\/attributes\/slug/) }]);
    expect(store.current.pages.get('home')).toBeDefined();
  });

  it('a restart while the CMS is down serves the content saved by the last good load', async () => {
    replayCms();
    await newStore().refresh();
    const restarted = newStore();
    expect(await restarted.loadFromDisk()).toHaveLength(9);
    nock(CMS_ORIGIN).get(/.*/).times(9).replyWithError('connect ECONNREFUSED');
    const report = await restarted.refresh();
    expect(report.failed).toHaveLength(9);
    expect(restarted.current.pages.get('home')?.blocks.length).toBeGreaterThan(0);
    expect(restarted.complete).toBe(true);
  });

  it('skips an invalid block with the page, position, componentName and field, and keeps the rest of the page', async () => {
    const store = newStore();
    const body = pagesBody();
    const home = body.data.find((entry) => entry.attributes.slug === 'home')!;
    const validBlocks = home.attributes.pageContent.length;
    const intro = home.attributes.pageContent.find((block) => (block as { componentName: string }).componentName === 'HomeIntro') as object;
    home.attributes.pageContent.push({ ...intro, id: 999, heading: 42 });
    home.attributes.pageContent.push({ id: 998, __component: 'blocks.mystery', componentName: 'Mystery', isActive: true });
    const logs = capturedLogs();
    replayCms({ pages: (interceptor) => interceptor.reply(200, body) });
    await store.refresh();
    const activeBlocks = (home.attributes.pageContent.slice(0, validBlocks) as { isActive: boolean }[]).filter((b) => b.isActive).length;
    expect(store.current.pages.get('home')?.blocks).toHaveLength(activeBlocks);
    expect(logs).toContainEqual(
      expect.objectContaining({
        event: 'content.block_skipped',
        page: 'home',
        position: validBlocks,
        componentName: 'HomeIntro',
        reason: 'invalid field',
        field: 'heading',
      }),
    );
    expect(logs).toContainEqual(
      expect.objectContaining({
        event: 'content.block_skipped',
        page: 'home',
        position: validBlocks + 1,
        componentName: 'Mystery',
        reason: 'unknown componentName',
      }),
    );
  });

  it('concurrent refreshes share one round of calls', async () => {
    const scope = replayCms();
    const store = newStore();
    const [first, second] = await Promise.all([store.refresh(), store.refresh()]);
    expect(first).toBe(second);
    expect(scope.isDone()).toBe(true);
  });

  it('refreshes on the configured interval and picks up edits', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const store = newStore();
      replayCms();
      await store.refresh();
      const edited = pagesBody();
      edited.data.find((entry) => entry.attributes.slug === 'faqs')!.attributes.title = 'Questions, answered';
      const scope = replayCms({ pages: (interceptor) => interceptor.reply(200, edited) });
      store.startAutoRefresh(60_000);
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(store.current.pages.get('faqs')?.title).toBe('Questions, answered'));
      expect(scope.isDone()).toBe(true);
      store.stopAutoRefresh();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without complete content, asks the CMS again every 10 s until it answers, then only on the interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const store = newStore();
      replayCms({ pages: (interceptor) => interceptor.reply(500, {}) });
      await store.refresh();
      expect(store.complete).toBe(false);
      const scope = replayCms();
      store.startAutoRefresh(300_000);
      vi.advanceTimersByTime(INCOMPLETE_CONTENT_RETRY_MS);
      await vi.waitFor(() => expect(store.complete).toBe(true));
      expect(scope.isDone()).toBe(true);
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
      store.stopAutoRefresh();
    } finally {
      vi.useRealTimers();
    }
  });
});
