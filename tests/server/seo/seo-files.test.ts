import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES } from '../../../clients/cms/content-resources.ts';
import { buildContentSnapshot, type RawContent } from '../../../content/content-snapshot.ts';
import { robotsTxt } from '../../../server/seo/robots.ts';
import { buildSitemaps, sitemapEntries } from '../../../server/seo/sitemap.ts';
import { MANIFEST_BACKGROUND_COLOUR, MANIFEST_THEME_COLOUR } from '../../../renderer/seo/web-manifest.ts';
import { SITE_ORIGIN, type StubSite, stubSite } from '../caching/stub-site.ts';
import { recording, replayCms } from '../content/cms-replay.ts';

const raw = Object.fromEntries(CONTENT_RESOURCES.map((resource) => [resource, recording(resource).body])) as RawContent;
const snapshot = buildContentSnapshot(raw, new Date(0).toISOString(), () => {});

describe('sitemap', () => {
  const entries = sitemapEntries(snapshot);
  const paths = entries.map((entry) => entry.path);

  it('lists the home page first, every page and every blog article', () => {
    expect(paths[0]).toBe('/');
    for (const slug of ['faqs', 'how-it-works', 'measure-up', 'contact', 'blog', 'clean-fold-and-store']) expect(paths).toContain(`/${slug}`);
    expect(entries.length).toBe(snapshot.pages.size - 1 + snapshot.articles.size); // all but the 404 page
  });

  it('leaves out the not-found page and never lists a path twice', () => {
    expect(paths).not.toContain('/404');
    expect(paths).not.toContain('/home');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each URL its last change from the CMS', () => {
    expect(entries.find((entry) => entry.path === '/faqs')?.lastModified).toBe(snapshot.pages.get('faqs')!.updatedAt);
    const xml = buildSitemaps(entries, SITE_ORIGIN).sitemaps[0]!;
    expect(xml).toContain(`<url><loc>${SITE_ORIGIN}/faqs</loc><lastmod>`);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('is one file up to 5,000 URLs and an index of parts beyond', () => {
    const many = Array.from({ length: 12_001 }, (_, index) => ({ path: `/article-${index}`, lastModified: null }));
    expect(buildSitemaps(many.slice(0, 5_000), SITE_ORIGIN).index).toBeNull();
    const split = buildSitemaps(many, SITE_ORIGIN);
    expect(split.sitemaps).toHaveLength(3);
    expect(split.index).toContain(`<sitemap><loc>${SITE_ORIGIN}/sitemap-3.xml</loc></sitemap>`);
    expect(split.sitemaps[2]!.match(/<url>/g)).toHaveLength(2_001);
  });

  it('escapes XML in URLs', () => {
    expect(buildSitemaps([{ path: '/a?b=1&c=<2>', lastModified: null }], SITE_ORIGIN).sitemaps[0]).toContain('/a?b=1&amp;c=&lt;2&gt;');
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of the API, the demo backends and the checkout', () => {
    const lines = robotsTxt(SITE_ORIGIN).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /api', 'Disallow: /demo', 'Disallow: /checkout', `Sitemap: ${SITE_ORIGIN}/sitemap.xml`]),
    );
    expect(lines).toContain('Allow: /demo/cms/uploads/');
  });
});

describe('SEO routes on the site', () => {
  let site: StubSite;
  beforeAll(async () => {
    nock.disableNetConnect();
    site = await stubSite();
    replayCms();
    await site.content.refresh();
  });
  afterAll(() => {
    nock.cleanAll();
    nock.enableNetConnect();
    site.cleanup();
  });

  it('serves /sitemap.xml from the snapshot as XML', async () => {
    const response = await site.app.request('/sitemap.xml');
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${SITE_ORIGIN}/</loc>`);
    expect(xml).toContain(`<loc>${SITE_ORIGIN}/clean-fold-and-store</loc>`);
    expect((await site.app.request('/sitemap-1.xml')).status).toBe(404); // not split at this size
  });

  it('serves /robots.txt as text', async () => {
    const response = await site.app.request('/robots.txt');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it('serves /site.webmanifest with the brand name, brand colours, the favicon and its PNG renderings', async () => {
    const response = await site.app.request('/site.webmanifest');
    expect(response.headers.get('Content-Type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Linden & Tuck',
      start_url: '/',
      icons: [
        { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
        { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
        { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
      ],
    });
    expect(manifest.description).toBe(snapshot.pages.get('home')!.seo!.metaDescription);
    const tokens = readFileSync(new URL('../../../renderer/styles/tokens.css', import.meta.url), 'utf8');
    expect(tokens).toContain(`--colour-neutral-white: ${MANIFEST_BACKGROUND_COLOUR};`);
    expect(tokens).toContain(`--colour-neutral-black: ${MANIFEST_THEME_COLOUR};`);
  });
});
