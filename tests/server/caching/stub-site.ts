// The real site app (createSite: every middleware in its real order) built from the services server.ts builds,
// except for a stub page renderer, so the platform rules can be tested without a build. The stub renders like
// Vike: a JSON data block, an inline module script and an external one, unknown slugs are 404s, the page shows
// its CMS title so content changes are visible, and its result names the page's surrogate keys and cache class
// (a page with shop-data blocks is 'live-shop-data'), as the content page's data hook tells the real render.
import type { Hono } from 'hono';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCmsClient } from '../../../clients/cms/cms-client.ts';
import { CONTENT_RESOURCES, type ContentResource } from '../../../clients/cms/content-resources.ts';
import { contentSlugFromPath } from '../../../content/content-slug.ts';
import type { PagePreview } from '../../../content/draft-entry.ts';
import { createSite } from '../../../server/app.ts';
import { cacheClassOf } from '../../../blocks/registry.ts';
import { plainRenderResult, type PageRenderer } from '../../../server/rendering/render-result.ts';
import { surrogateKeysOf } from '../../../server/caching/surrogate-keys.ts';
import { readConfig } from '../../../server/config/config.ts';
import { ContentStore } from '../../../server/content/content-store.ts';
import { demoBackendMounts } from '../../../server/backends/demo-backend-mounts.ts';
import { createFormDeliverer, FORM_OUTBOX_FILE } from '../../../server/forms/site-form-deliverer.ts';
import { SqliteFormOutbox } from '../../../server/forms/sqlite-form-outbox.ts';
import { createShopClient } from '../../../server/backends/shop-client.ts';
import { CMS_ORIGIN, recording } from '../content/cms-replay.ts';

export const SITE_ORIGIN = 'https://linden.test';

export type RenderCall = { path: string; shareable: boolean; preview?: PagePreview };
export type StubSite = { app: Hono; content: ContentStore; renders: string[]; renderCalls: RenderCall[]; cleanup: () => void };

/** The stub page's one executed inline script (Vike's entry import). */
export const STUB_INLINE_SCRIPT = 'import("/assets/entry.js");';

/** Slugs the stub renders even when the snapshot is empty. */
const ALWAYS_PRESENT = ['home', 'faqs', 'account', 'buy', 'contact', 'products', 'blog', 'experts'];

const COLLECTIONS: readonly ContentResource[] = ['pages', 'blogArticles'];

/** A snapshot saved by an earlier run: every resource present (so the site is ready), no pages or articles. */
function writeSavedContent(persistPath: string): void {
  const fetchedAt = new Date(0).toISOString();
  const resources = Object.fromEntries(
    CONTENT_RESOURCES.map((resource) => {
      const body = recording(resource).body as Record<string, unknown>;
      return [resource, { fetchedAt, body: COLLECTIONS.includes(resource) ? { ...body, data: [] } : body }];
    }),
  );
  writeFileSync(persistPath, JSON.stringify({ version: 1, resources }));
}

/**
 * `env` is the site's environment, read by readConfig as at start (APP_KEY, NODE_ENV, REVALIDATE_SECRET …).
 * `savedContent: false` starts as a first boot: no snapshot on disk, nothing loaded.
 */
export async function stubSite({ env = {}, savedContent = true }: { env?: Record<string, string>; savedContent?: boolean } = {}): Promise<StubSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-'));
  const config = readConfig({ DATA_DIR: dataDir, SITE_URL: SITE_ORIGIN, ...env });
  const persistPath = join(dataDir, 'content.json');
  const cms = createCmsClient({ baseUrl: CMS_ORIGIN, token: null, timeoutMs: 1_000 });
  const content = new ContentStore({ cms, persistPath });
  if (savedContent) {
    writeSavedContent(persistPath);
    await content.loadFromDisk();
  }
  const renders: string[] = [];
  const renderCalls: RenderCall[] = [];
  const render: PageRenderer = async (c, { shareable, preview }) => {
    const { pathname } = new URL(c.req.url);
    renders.push(pathname);
    renderCalls.push({ path: pathname, shareable, ...(preview ? { preview } : {}) });
    // Vike's client-side navigation asks for a page's data as JSON.
    if (pathname.endsWith('/index.pageContext.json'))
      return plainRenderResult(new Response('{"pageId":"content"}', { headers: { 'Content-Type': 'application/json' } }));
    const slug = contentSlugFromPath(pathname);
    const page = slug === null ? undefined : content.current.pages.get(slug);
    const known = page !== undefined || (slug !== null && ALWAYS_PRESENT.includes(slug));
    const html = [
      '<!DOCTYPE html><html><head>',
      '<script id="vike_pageContext" type="application/json">{"pageId":"content"}</script>',
      `<script type="module" async>${STUB_INLINE_SCRIPT}</script>`,
      '<script src="/assets/chunk.js" type="module" async></script>',
      `</head><body><h1>${known ? (page?.title ?? slug) : 'This page could not be found'}</h1></body></html>`,
    ].join('');
    const response = new Response(html, { status: known ? 200 : 404, headers: { 'Content-Type': 'text/html;charset=utf-8' } });
    if (!known) return plainRenderResult(response);
    const cacheClass = cacheClassOf(page?.blocks ?? []);
    const surrogateKeys = surrogateKeysOf({
      kind: 'page',
      slug: slug!,
      listsArticles: false,
      listedArticles: [],
      showsShopData: cacheClass === 'live-shop-data',
    });
    return { response, surrogateKeys, liveDataMissing: false, cacheClass };
  };
  // As server.ts builds them; the form deliverer is never started, so nothing is sent.
  const forms = createFormDeliverer({
    outbox: new SqliteFormOutbox(join(dataDir, FORM_OUTBOX_FILE)),
    cms: { baseUrl: config.cms.baseUrl, token: config.cms.token, timeoutMs: config.cmsTimeoutMs },
  });
  const services = { content, cms, shop: createShopClient(config), forms, render, demoBackends: demoBackendMounts(config) };
  const { app } = createSite({ config, ...services, clientDir: null });
  return { app, content, renders, renderCalls, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}
