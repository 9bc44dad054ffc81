import { gunzipSync } from 'node:zlib';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_CACHE_CONTROL, SHOP_DATA_PAGE_CACHE_CONTROL } from '../../../server/caching/cache-control.ts';
import { recording, replayCms } from '../content/cms-replay.ts';
import { type StubSite, stubSite } from './stub-site.ts';

const site: StubSite = await stubSite();
afterAll(() => site.cleanup());

describe('Cache-Control per kind of response', () => {
  it('content pages: shared caches keep them 3,604,800 s (stale-while-revalidate 86,400 s), browsers revalidate', async () => {
    const response = await site.app.request('/faqs');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=3604800, stale-while-revalidate=86400');
    expect(response.headers.get('ETag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('pages with per-shopper data are never stored and have no ETag', async () => {
    for (const path of ['/buy', '/BUY', '/buy?step=2', '/buy/index.pageContext.json']) {
      const response = await site.app.request(path);
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(response.headers.get('ETag'), path).toBeNull();
    }
    const account = await site.app.request('/account', { headers: { Cookie: 'lt_token=t' } });
    expect(account.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('every /api response is private, no-store', async () => {
    const responses = [
      await site.app.request('/api/cart'),
      await site.app.request('/api/nothing-here'),
      await site.app.request('/api/forms/contact', { method: 'POST', headers: { Origin: 'https://evil.example' } }),
    ];
    for (const response of responses) expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('checkout redirects are private, no-store', async () => {
    const response = await site.app.request('/checkout/variant/4101331', { redirect: 'manual' });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('error pages are not stored', async () => {
    const response = await site.app.request('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('ETag revalidation', () => {
  it('answers 304 with no body when If-None-Match holds the page’s ETag (strong or weak form, or in a list)', async () => {
    const etag = (await site.app.request('/contact')).headers.get('ETag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await site.app.request('/contact', { headers: { 'If-None-Match': ifNoneMatch } });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('ETag')).toBe(etag);
      expect(response.headers.get('Cache-Control')).toBe(CONTENT_PAGE_CACHE_CONTROL);
    }
  });

  it('answers 200 with the page for a different ETag', async () => {
    const response = await site.app.request('/contact', { headers: { 'If-None-Match': '"stale"' } });
    expect(response.status).toBe(200);
  });

  it('the ETag names the page content: the same across responses', async () => {
    const [a, b] = [await site.app.request('/experts'), await site.app.request('/experts')];
    expect(a.headers.get('ETag')).toBe(b.headers.get('ETag'));
  });
});

/** Every header but Date, as sent. */
const headersBesidesDate = (response: Response) => [...response.headers].filter(([name]) => name !== 'date');

describe('a cacheable page is the same for every visitor', () => {
  it('two anonymous requests get identical bytes and headers apart from Date, whatever cookies and language they send', async () => {
    const visitors: Record<string, string>[] = [
      {},
      { Cookie: 'vsf-locale=de; lt_session=abc; lt_cart=gid://shopify/Cart/1', 'Accept-Language': 'de-DE' },
      { Cookie: 'lt_token=secret', 'Accept-Language': 'fr' },
    ];
    const answers = [];
    for (const headers of visitors) {
      const response = await site.app.request('/faqs', { headers: { 'Accept-Encoding': 'gzip, br', ...headers } });
      answers.push({ headers: headersBesidesDate(response), body: Buffer.from(await response.arrayBuffer()) });
    }
    for (const answer of answers.slice(1)) {
      expect(answer.headers).toEqual(answers[0]!.headers);
      expect(answer.body.equals(answers[0]!.body)).toBe(true);
    }
    expect(answers[0]!.headers.map(([name]) => name)).not.toContain('set-cookie');
  });

  it('the locale, currency and country cookies are set on per-shopper pages, where no shared cache keeps them', async () => {
    const buy = await site.app.request('/buy');
    expect(buy.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(expect.arrayContaining(['vsf-locale', 'vsf-currency', 'vsf-country']));
    expect((await site.app.request('/faqs')).headers.getSetCookie()).toEqual([]);
  });

  it('names what the page was built from in the configured engine’s header, and in none without an engine', async () => {
    const engines = [
      [
        { CACHE_PURGE: 'varnish', VARNISH_PURGE_URL: 'http://127.0.0.1:1/', VARNISH_PURGE_SECRET: 'a-purge-secret-of-32-characters-at-least' },
        'xkey',
        'page:faqs layout',
      ],
      [{ CACHE_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't' }, 'Cache-Tag', 'page:faqs,layout'],
      [{ CACHE_PURGE: 'fastly', FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't' }, 'Surrogate-Key', 'page:faqs layout'],
    ] as const;
    for (const [env, header, keys] of engines) {
      const stub = await stubSite({ env });
      const response = await stub.app.request('/faqs');
      stub.cleanup();
      expect(response.headers.get(header), header).toBe(keys);
      expect(response.headers.get('x-render-surrogate-keys')).toBeNull();
    }
    const plain = await site.app.request('/faqs');
    for (const header of ['xkey', 'Cache-Tag', 'Surrogate-Key', 'x-render-surrogate-keys']) expect(plain.headers.get(header), header).toBeNull();
  });
});

describe('in-process render cache', () => {
  it('renders a content page once and serves later requests from memory', async () => {
    const before = site.renders.filter((path) => path === '/products').length;
    const responses = await Promise.all([1, 2, 3].map(() => site.app.request('/products')));
    await site.app.request('/products');
    expect(site.renders.filter((path) => path === '/products').length - before).toBe(1);
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it('answers a browser that accepts gzip with the compressed page', async () => {
    const response = await site.app.request('/experts', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('<h1>experts</h1>');
    expect(html).toBe(await (await site.app.request('/experts')).text());
  });

  it('renders per-shopper pages for every request', async () => {
    const before = site.renders.length;
    await site.app.request('/buy');
    await site.app.request('/buy');
    expect(site.renders.length - before).toBe(2);
  });

  it('renders shared pages anonymously: no cookies reach the render', async () => {
    const stub = await stubSite();
    await stub.app.request('/faqs', { headers: { Cookie: 'lt_token=secret' } });
    await stub.app.request('/buy', { headers: { Cookie: 'lt_token=secret' } });
    stub.cleanup();
    expect(stub.renderCalls.map(({ path, shareable }) => [path, shareable])).toEqual([
      ['/faqs', true],
      ['/buy', false],
    ]);
  });
});

describe('content changes', () => {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  it('a changed page is rendered again; a page whose content did not change stays cached', async () => {
    const stub = await stubSite();
    replayCms();
    await stub.content.refresh();
    const first = await (await stub.app.request('/faqs')).text();
    const etag = (await stub.app.request('/faqs')).headers.get('ETag')!;
    await stub.app.request('/experts');
    expect(stub.renders.filter((path) => path === '/faqs')).toHaveLength(1);

    const pages = structuredClone(recording('pages').body) as { data: { attributes: { slug: string; title: string } }[] };
    pages.data.find((page) => page.attributes.slug === 'faqs')!.attributes.title = 'Questions, answered';
    replayCms({ pages: (interceptor) => interceptor.reply(200, pages) });
    await stub.content.refresh();

    const after = await stub.app.request('/faqs', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('Questions, answered');
    expect(first).not.toContain('Questions, answered');
    expect(stub.renders.filter((path) => path === '/faqs')).toHaveLength(2);
    await stub.app.request('/experts');
    expect(stub.renders.filter((path) => path === '/experts')).toHaveLength(1);
    stub.cleanup();
  });
});

describe('stored answers (a cached page answered in gzip is replayed as the app answered it)', () => {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());
  const gzipGet = (app: StubSite['app'], path: string) => app.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });

  it('later requests get the first answer’s exact headers and bytes, and a published change replaces it', async () => {
    const stub = await stubSite();
    replayCms();
    await stub.content.refresh();
    const answers = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await gzipGet(stub.app, '/faqs');
      answers.push({ headers: headersBesidesDate(response), body: Buffer.from(await response.arrayBuffer()) });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.headers).toEqual(
      expect.arrayContaining([
        ['content-encoding', 'gzip'],
        ['x-content-type-options', 'nosniff'],
      ]),
    );

    const pages = structuredClone(recording('pages').body) as { data: { attributes: { slug: string; title: string } }[] };
    pages.data.find((page) => page.attributes.slug === 'faqs')!.attributes.title = 'Questions, answered';
    replayCms({ pages: (interceptor) => interceptor.reply(200, pages) });
    await stub.content.refresh();
    for (let index = 0; index < 2; index += 1) {
      const html = gunzipSync(Buffer.from(await (await gzipGet(stub.app, '/faqs')).arrayBuffer())).toString();
      expect(html).toContain('Questions, answered');
    }
    stub.cleanup();
  });
});

describe('pages that show shop data', () => {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  it('the products page (live prices and stock) is kept a minute by shared caches, a content-only page much longer', async () => {
    const stub = await stubSite();
    replayCms();
    await stub.content.refresh();
    expect((await stub.app.request('/products')).headers.get('Cache-Control')).toBe(SHOP_DATA_PAGE_CACHE_CONTROL);
    expect((await stub.app.request('/faqs')).headers.get('Cache-Control')).toBe(CONTENT_PAGE_CACHE_CONTROL);
    stub.cleanup();
  });
});
