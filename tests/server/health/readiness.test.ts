// Ready means ready: an instance that has never loaded content answers pages with a 503 "back shortly" page
// and /readyz with 503, and becomes ready on the first complete load, without a restart.
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES } from '../../../clients/cms/content-resources.ts';
import { CMS_ORIGIN, replayCms } from '../content/cms-replay.ts';
import { type StubSite, stubSite } from '../caching/stub-site.ts';

const cmsUnreachable = () => nock(CMS_ORIGIN).get(/.*/).times(CONTENT_RESOURCES.length).replyWithError('connect ECONNREFUSED');

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('first boot with the CMS unreachable and no saved snapshot', () => {
  let site: StubSite;
  beforeAll(async () => {
    site = await stubSite({ savedContent: false });
    cmsUnreachable();
    await site.content.refresh();
  });
  afterAll(() => site.cleanup());

  it('/ answers 503 with Retry-After and a noindex "back shortly" page that no cache keeps', async () => {
    const response = await site.app.request('/');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1>We’ll be back shortly</h1>');
    expect(html).toContain('<title>We’ll be back shortly | Linden &amp; Tuck</title>');
    expect(html).not.toContain('could not be found');
    expect(html).not.toContain('<script');
    expect(site.renders).toEqual([]);
  });

  it('every content page and a client-side navigation answer 503 too', async () => {
    for (const path of ['/faqs', '/no-such-page', '/buy', '/faqs/index.pageContext.json']) {
      expect((await site.app.request(path)).status, path).toBe(503);
    }
  });

  it('the sitemap answers 503 too, never an empty list that crawlers and caches would keep', async () => {
    const sitemap = await site.app.request('/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('Retry-After')).toBe('60');
    expect(sitemap.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('readiness answers 503; /healthz stays the liveness check (200)', async () => {
    const readiness = await site.app.request('/readyz');
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'not ready', degraded: [] });
    expect(readiness.headers.get('Cache-Control')).toBe('no-store');
    expect((await site.app.request('/healthz')).status).toBe(200);
  });

  it('once the CMS answers, pages are 200 and readiness 200 without a restart', async () => {
    replayCms();
    await site.content.refresh();
    expect((await site.app.request('/readyz')).status).toBe(200);
    const home = await site.app.request('/');
    expect(home.status).toBe(200);
    expect(await home.text()).not.toContain('back shortly');
    expect((await site.app.request('/no-such-page')).status).toBe(404);
    const sitemap = await site.app.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('<loc>');
  });
});

describe('a partial first load', () => {
  it('is not ready until every resource has loaded: pages 503, readiness 503', async () => {
    const site = await stubSite({ savedContent: false });
    replayCms({ footer: (interceptor) => interceptor.reply(500) });
    await site.content.refresh();
    expect((await site.app.request('/')).status).toBe(503);
    expect((await site.app.request('/readyz')).status).toBe(503);
    site.cleanup();
  });
});

describe('a restart with the CMS unreachable and a saved snapshot', () => {
  it('serves the saved content: pages 200, readiness 200', async () => {
    const site = await stubSite();
    cmsUnreachable();
    await site.content.refresh();
    expect((await site.app.request('/faqs')).status).toBe(200);
    const readiness = await site.app.request('/readyz');
    expect(readiness.status).toBe(200);
    expect(await readiness.json()).toEqual({ status: 'ready', degraded: [] });
    site.cleanup();
  });
});
