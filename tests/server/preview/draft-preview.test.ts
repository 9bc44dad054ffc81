// Draft preview through the real site app (every middleware, the cached-page front door) with a stub renderer;
// the CMS's draft answers are nock interceptors of the Strapi 5 requests the site sends.
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CMS_ORIGIN, recording, replayCms } from '../content/cms-replay.ts';
import { type StubSite, stubSite, SITE_ORIGIN } from '../caching/stub-site.ts';
import { homeIntro, productBenefits } from '../../blocks/support/block-fixtures.ts';
import { PREVIEW_LINK_LIFETIME_S, previewUrl } from '../../../cms/src/site-path.ts';

const SECRET = 'a-long-preview-secret-for-editors';
const ADMIN = 'https://cms.linden.test';
let site: StubSite;

beforeEach(async () => {
  nock.disableNetConnect();
  site = await stubSite({ env: { PREVIEW_SECRET: SECRET, CMS_ADMIN_URL: `${ADMIN}/admin`, NODE_ENV: 'production' } });
});
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
  site.cleanup();
});

const enterPreview = (query: string, init: RequestInit = {}) => site.app.request(`${SITE_ORIGIN}/api/preview?${query}`, init);

/** The draft-mode cookie the preview link sets, as the browser sends it back. */
async function draftCookie(): Promise<string> {
  const response = await enterPreview(`secret=${SECRET}&path=/faqs`);
  return response.headers.get('Set-Cookie')!.split(';', 1)[0]!;
}

/** The CMS's draft answer for one slug: the pages collection narrowed to it (Strapi 5 status=draft). */
function draftOfFaqs(pageContent: unknown[]) {
  const pages = structuredClone(recording('pages').body) as { data: { attributes: Record<string, unknown> }[]; meta: unknown };
  const faqs = pages.data.find((page) => page.attributes.slug === 'faqs')!;
  faqs.attributes.title = 'Questions, in draft';
  faqs.attributes.pageContent = pageContent;
  faqs.attributes.publishedAt = null;
  return nock(CMS_ORIGIN)
    .get('/api/pages/')
    .query((query) => query.status === 'draft' && query['filters[slug][$eqi]'] === 'faqs')
    .reply(200, { ...pages, data: [faqs] });
}

const cspDirective = (response: Response, name: string) =>
  (response.headers.get('Content-Security-Policy') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? null;

describe('GET /api/preview', () => {
  it('refuses a missing or wrong secret with 401 and a message saying what to check, setting no cookie', async () => {
    for (const query of ['path=/faqs', `secret=${SECRET}x&path=/faqs`, 'secret=&path=/faqs']) {
      const response = await enterPreview(query);
      expect(response.status).toBe(401);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain('PREVIEW_SECRET');
    }
  });

  it('with the secret, sets an HttpOnly draft cookie and redirects (307) to the page; off-site paths go home', async () => {
    const response = await enterPreview(`secret=${SECRET}&path=${encodeURIComponent('/faqs?tab=2')}`);
    expect(response.status).toBe(307);
    expect(response.headers.get('Location')).toBe('/faqs?tab=2');
    expect(response.headers.get('Set-Cookie')).toMatch(/^lt_draft_preview=\d+\.[\w-]+; Max-Age=7200; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    for (const path of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      expect((await enterPreview(`secret=${SECRET}&path=${encodeURIComponent(path)}`)).headers.get('Location')).toBe('/');
    }
  });

  it("opens the page's draft from the CMS admin's short-lived signed link, which carries no secret", async () => {
    const link = previewUrl(SITE_ORIGIN, SECRET, '/faqs');
    expect(link).not.toContain(SECRET);
    const response = await site.app.request(link);
    expect(response.status).toBe(307);
    expect(response.headers.get('Location')).toBe('/faqs');
    expect(response.headers.get('Set-Cookie')).toMatch(/^lt_draft_preview=\d+\.[\w-]+; Max-Age=7200;/);
  });

  it('refuses a signed link once it has expired, or when its path, expiry or signature was changed', async () => {
    const expired = previewUrl(SITE_ORIGIN, SECRET, '/faqs', Date.now() - (PREVIEW_LINK_LIFETIME_S + 1) * 1000);
    const link = new URL(previewUrl(SITE_ORIGIN, SECRET, '/faqs'));
    const changed = (name: string, value: string) => {
      const url = new URL(link);
      url.searchParams.set(name, value);
      return url.href;
    };
    const signedElsewhere = previewUrl(SITE_ORIGIN, 'another-long-preview-secret', '/faqs');
    for (const refused of [
      expired,
      changed('path', '/contact'),
      changed('expires', String(Number(link.searchParams.get('expires')) + 60)),
      changed('signature', 'x'.repeat(43)),
      signedElsewhere,
    ]) {
      const response = await site.app.request(refused);
      expect({ refused, status: response.status, cookie: response.headers.get('Set-Cookie') }).toEqual({ refused, status: 401, cookie: null });
    }
  });

  it('on plain http the cookie is SameSite=Lax without Secure', async () => {
    const response = await site.app.request(`http://127.0.0.1/api/preview?secret=${SECRET}&path=/faqs`);
    expect(response.headers.get('Set-Cookie')).toMatch(/; HttpOnly; SameSite=Lax$/);
  });

  it('exit clears the cookie and goes back to the page', async () => {
    const response = await site.app.request(`${SITE_ORIGIN}/api/preview/exit?path=/faqs`);
    expect(response.status).toBe(307);
    expect(response.headers.get('Location')).toBe('/faqs');
    expect(response.headers.get('Set-Cookie')).toBe('lt_draft_preview=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None; Partitioned');
  });

  it('does not exist (404) without PREVIEW_SECRET, nor does /api/content-health', async () => {
    const plain = await stubSite();
    try {
      expect((await plain.app.request(`/api/preview?secret=${SECRET}&path=/faqs`)).status).toBe(404);
      expect((await plain.app.request('/api/content-health', { headers: { 'X-Preview-Secret': SECRET } })).status).toBe(404);
    } finally {
      plain.cleanup();
    }
  });
});

describe('a page in draft mode', () => {
  it('renders the CMS draft with its skipped blocks as health notes: private, no-store, noindex, never cached', async () => {
    const cookie = await draftCookie();
    draftOfFaqs([homeIntro(), { ...productBenefits(), benefits: 'not a list' }, productBenefits()]);
    const response = await site.app.request(`${SITE_ORIGIN}/faqs`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(response.headers.get('ETag')).toBeNull();

    const { preview } = site.renderCalls.at(-1)!;
    expect(preview?.state).toEqual({ exitHref: '/api/preview/exit?path=%2Ffaqs', draftUnavailable: false });
    expect(preview?.draft?.entry).toMatchObject({ kind: 'page', page: { title: 'Questions, in draft' } });
    expect(preview?.draft?.healthNotes).toEqual([
      expect.objectContaining({
        position: 1,
        renderedIndex: 1,
        blockKind: 'Product benefits',
        field: 'benefits',
        message: 'This ‘Product benefits’ block is hidden from visitors. The benefits list is empty: add at least one.',
      }),
    ]);

    // The public page is rendered and cached as before; the draft never reaches it.
    const publicPage = await site.app.request(`${SITE_ORIGIN}/faqs`);
    expect(publicPage.headers.get('Cache-Control')).toMatch(/^public/);
    expect(site.renderCalls.at(-1)!.preview).toBeUndefined();
  });

  it("is rendered from the draft even when the public page's answer is stored, and a forged cookie gets the public page", async () => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    for (let i = 0; i < 2; i++) expect((await site.app.request(`${SITE_ORIGIN}/faqs`, { headers: gzip })).headers.get('Cache-Control')).toMatch(/^public/);
    const drafted = await site.app.request(`${SITE_ORIGIN}/faqs`, { headers: { ...gzip, Cookie: await draftCookie() } });
    expect(drafted.headers.get('Cache-Control')).toBe('private, no-store');
    expect(drafted.headers.get('X-Robots-Tag')).toBe('noindex');

    const forged = await site.app.request(`${SITE_ORIGIN}/faqs`, { headers: { Cookie: 'lt_draft_preview=1' } });
    expect(forged.headers.get('Cache-Control')).toMatch(/^public/);
    expect(forged.headers.get('X-Robots-Tag')).toBeNull();
  });

  it('shows the published page, saying so, when the CMS does not answer for the draft', async () => {
    const cookie = await draftCookie();
    nock(CMS_ORIGIN).get('/api/pages/').query(true).reply(503);
    const response = await site.app.request(`${SITE_ORIGIN}/faqs`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(site.renderCalls.at(-1)!.preview).toEqual({ draft: null, state: { exitHref: '/api/preview/exit?path=%2Ffaqs', draftUnavailable: true } });
  });
});

describe('framing', () => {
  it('only preview responses may be framed, and only by the site and the CMS admin origin', async () => {
    const cookie = await draftCookie();
    draftOfFaqs([homeIntro()]);
    const preview = await site.app.request(`${SITE_ORIGIN}/faqs`, { headers: { Cookie: cookie } });
    expect(cspDirective(preview, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${ADMIN}`);
    expect(preview.headers.get('X-Frame-Options')).toBeNull();
    const link = await enterPreview(`secret=${SECRET}&path=/faqs`);
    expect(link.headers.get('Content-Security-Policy')).toBe(`frame-ancestors 'self' ${ADMIN}`);
    expect(link.headers.get('X-Frame-Options')).toBeNull();

    for (const path of ['/faqs', '/healthz', '/api/content-health']) {
      const response = await site.app.request(`${SITE_ORIGIN}${path}`);
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      if (path === '/faqs') expect(cspDirective(response, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    }
  });
});

describe('GET /api/content-health', () => {
  it('needs the preview secret (header or query)', async () => {
    expect((await site.app.request('/api/content-health')).status).toBe(401);
    expect((await site.app.request('/api/content-health', { headers: { 'X-Preview-Secret': 'wrong-secret-wrong-secret' } })).status).toBe(401);
    expect((await site.app.request(`/api/content-health?secret=${SECRET}`)).status).toBe(200);
  });

  it('lists every block the published snapshot skipped: page, position, block kind, field, reason and message', async () => {
    const pages = structuredClone(recording('pages').body) as { data: { attributes: { slug: string; pageContent: unknown[] } }[] };
    const faqs = pages.data.find((page) => page.attributes.slug === 'faqs')!;
    faqs.attributes.pageContent = [homeIntro({ heading: undefined as unknown as string }), { componentName: 'Carousel3d', isActive: true }];
    replayCms({ pages: (interceptor) => interceptor.reply(200, pages) });
    await site.content.refresh();

    const response = await site.app.request('/api/content-health', { headers: { 'X-Preview-Secret': SECRET } });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const report = (await response.json()) as { healthy: boolean; skippedBlocks: unknown[] };
    expect(report.healthy).toBe(false);
    expect(report.skippedBlocks).toEqual([
      {
        page: 'faqs',
        kind: 'page',
        path: '/faqs',
        position: 0,
        blockKind: 'Home intro',
        componentName: 'HomeIntro',
        field: 'heading',
        reason: 'invalid field',
        message: 'This ‘Home intro’ block is hidden from visitors. The heading is empty: add one.',
      },
      expect.objectContaining({ page: 'faqs', position: 1, blockKind: 'Carousel3d', reason: 'unknown componentName', field: null }),
    ]);
  });

  it('lists the blocks the drafts the CMS holds now would lose, and says so when the CMS does not answer for them', async () => {
    const pages = structuredClone(recording('pages').body) as { data: { attributes: { slug: string; pageContent: unknown[]; publishedAt: string | null } }[] };
    const faqs = pages.data.find((page) => page.attributes.slug === 'faqs')!;
    faqs.attributes.pageContent = [homeIntro({ heading: undefined as unknown as string })];
    faqs.attributes.publishedAt = null;
    const articles = recording('blogArticles').body as object;
    nock(CMS_ORIGIN)
      .get('/api/pages/')
      .query((query) => query.status === 'draft' && query['filters[slug][$eqi]'] === undefined)
      .reply(200, pages);
    nock(CMS_ORIGIN)
      .get('/api/blog-articles/')
      .query((query) => query.status === 'draft')
      .reply(200, articles);
    const report = (await (await site.app.request('/api/content-health', { headers: { 'X-Preview-Secret': SECRET } })).json()) as {
      drafts: { healthy: boolean | null; skippedBlocks: unknown[]; error?: string };
    };
    expect(report.drafts).toEqual({
      healthy: false,
      skippedBlocks: [expect.objectContaining({ page: 'faqs', kind: 'page', position: 0, blockKind: 'Home intro', field: 'heading', reason: 'invalid field' })],
    });

    nock(CMS_ORIGIN).get('/api/pages/').query(true).reply(503);
    nock(CMS_ORIGIN).get('/api/blog-articles/').query(true).reply(503);
    const failed = (await (await site.app.request('/api/content-health', { headers: { 'X-Preview-Secret': SECRET } })).json()) as {
      healthy: boolean;
      drafts: { healthy: null; error: string };
    };
    expect(failed.drafts).toMatchObject({ healthy: null, error: expect.stringContaining('HTTP 503') });
    nock.cleanAll();
  });
});
