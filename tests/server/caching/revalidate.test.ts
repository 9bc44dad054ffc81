import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigurationError } from '../../../server/config/configuration-error.ts';
import { RefreshScheduler } from '../../../server/caching/refresh-scheduler.ts';
import { readConfig } from '../../../server/config/config.ts';
import { recording, replayCms } from '../content/cms-replay.ts';
import { type StubSite, stubSite } from './stub-site.ts';

const SECRET = 'a-long-shared-webhook-secret';
let site: StubSite;

beforeEach(async () => {
  nock.disableNetConnect();
  site = await stubSite({ env: { REVALIDATE_SECRET: SECRET } });
});
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
  site.cleanup();
});

const webhook = (headers: Record<string, string>, body: unknown = { event: 'entry.publish', model: 'page' }) =>
  site.app.request('/api/revalidate', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('POST /api/revalidate', () => {
  it('refuses a missing or wrong secret with 401', async () => {
    expect((await webhook({})).status).toBe(401);
    expect((await webhook({ 'X-Revalidate-Secret': 'wrong' })).status).toBe(401);
    expect((await webhook({ 'X-Revalidate-Secret': `${SECRET}x` })).status).toBe(401);
  });

  it('does not exist (404) when REVALIDATE_SECRET is not set', async () => {
    const disabled = await stubSite();
    const response = await disabled.app.request('/api/revalidate', { method: 'POST', headers: { 'X-Revalidate-Secret': SECRET } });
    disabled.cleanup();
    expect(response.status).toBe(404);
  });

  it('needs no Origin (the CMS is not a browser) and answers private, no-store', async () => {
    const rounds = [replayCms(), replayCms()];
    const response = await webhook({ 'X-Revalidate-Secret': SECRET });
    expect(response.status).toBe(202);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    await vi.waitFor(() => expect(rounds.every((round) => round.isDone())).toBe(true), { timeout: 3_000 });
  });

  it('refreshes the snapshot within seconds: a publish shows on the page without waiting for the periodic refresh', async () => {
    replayCms();
    await site.content.refresh();
    expect(await (await site.app.request('/faqs')).text()).not.toContain('Questions, answered');

    const pages = structuredClone(recording('pages').body) as { data: { attributes: { slug: string; title: string } }[] };
    pages.data.find((page) => page.attributes.slug === 'faqs')!.attributes.title = 'Questions, answered';
    replayCms({ pages: (interceptor) => interceptor.reply(200, pages) });
    replayCms({ pages: (interceptor) => interceptor.reply(200, pages) });
    const started = Date.now();
    expect(await (await webhook({ 'X-Revalidate-Secret': SECRET })).json()).toEqual({ refreshing: true, event: 'entry.publish' });
    await vi.waitFor(() => expect(site.content.current.pages.get('faqs')?.title).toBe('Questions, answered'), { timeout: 3_000 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await (await site.app.request('/faqs')).text()).toContain('Questions, answered');
  });

  it('is not rate-limited: a burst of publishes never loses its refresh', async () => {
    for (let i = 0; i < 30; i += 1) expect((await webhook({ 'X-Revalidate-Secret': SECRET }, { event: 'media.create' })).status).toBe(202);
  });

  it('acknowledges events that cannot change the site without refreshing', async () => {
    const response = await webhook({ 'X-Revalidate-Secret': SECRET }, { event: 'media.create' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ refreshing: false, event: 'media.create' });
  });

  it('REVALIDATE_SECRET must be long enough to resist guessing', () => {
    expect(readConfig({}).revalidateSecret).toBeNull();
    expect(() => readConfig({ REVALIDATE_SECRET: 'short' })).toThrow(ConfigurationError);
  });
});

describe('refresh scheduler', () => {
  it('coalesces a burst of webhooks into one refresh round (two reads, the second surely after the publish)', async () => {
    const refresh = vi.fn(async () => {});
    const scheduler = new RefreshScheduler(refresh, 10);
    for (let i = 0; i < 5; i += 1) scheduler.request();
    await scheduler.idle();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a webhook during a refresh gets another round afterwards', async () => {
    let release!: () => void;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const scheduler = new RefreshScheduler(refresh, 1);
    scheduler.request();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    scheduler.request();
    release();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    release();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(3));
    release();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(4));
    release();
    await scheduler.idle();
    expect(refresh).toHaveBeenCalledTimes(4);
  });
});
