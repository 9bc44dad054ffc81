// GET /sitemap.xml (and /sitemap-N.xml when split), /robots.txt and /site.webmanifest. Sitemaps are built
// once per content snapshot, so a publish shows up at the next refresh and costs nothing in between.
import type { Hono } from 'hono';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { NOT_READY_HEADERS } from '../health/readiness.ts';
import { robotsTxt } from './robots.ts';
import { buildSitemaps, type Sitemaps, sitemapEntries } from './sitemap.ts';
import { WEB_MANIFEST_PATH, webManifest } from '../../renderer/seo/web-manifest.ts';

/** Crawlers and browsers may keep these an hour; shared caches too. */
const SEO_FILE_CACHE_CONTROL = 'public, max-age=3600';

export type SeoRoutesOptions = {
  content: () => ContentSnapshot;
  siteUrl: string;
  /** Sitemaps wait for the first content load, so a crawler at start-up never gets an empty one. */
  contentReady?: Promise<void>;
  /** False while the instance has never loaded content: sitemaps answer 503 then, not an empty list (readiness.ts). */
  ready?: () => boolean;
  maxUrlsPerSitemap?: number;
};

export function mountSeoRoutes(
  app: Hono,
  { content, siteUrl, contentReady = Promise.resolve(), ready = () => true, maxUrlsPerSitemap }: SeoRoutesOptions,
): void {
  const built = new WeakMap<ContentSnapshot, Sitemaps>();
  const sitemaps = async (): Promise<Sitemaps | null> => {
    await contentReady;
    if (!ready()) return null;
    const snapshot = content();
    let result = built.get(snapshot);
    if (!result) {
      result = buildSitemaps(sitemapEntries(snapshot), siteUrl, maxUrlsPerSitemap);
      built.set(snapshot, result);
    }
    return result;
  };
  const xmlResponse = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE_CONTROL } });

  const notReady = () => new Response('Not ready', { status: 503, headers: NOT_READY_HEADERS });

  app.get('/sitemap.xml', async () => {
    const answer = await sitemaps();
    if (!answer) return notReady();
    const { index, sitemaps: parts } = answer;
    return xmlResponse(index ?? parts[0]!);
  });
  app.get('/:file{sitemap-[1-9][0-9]{0,5}\\.xml}', async (c) => {
    const answer = await sitemaps();
    if (!answer) return notReady();
    const { index, sitemaps: parts } = answer;
    const part = Number(/\d+/.exec(c.req.param('file'))![0]);
    const body = index ? parts[part - 1] : undefined;
    return body ? xmlResponse(body) : c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  });
  app.get('/robots.txt', (c) => c.text(robotsTxt(siteUrl), 200, { 'Cache-Control': SEO_FILE_CACHE_CONTROL }));
  app.get(WEB_MANIFEST_PATH, (c) => {
    const description = content().pages.get('home')?.seo?.metaDescription ?? null;
    return c.body(JSON.stringify(webManifest(description)), 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': SEO_FILE_CACHE_CONTROL,
    });
  });
}
