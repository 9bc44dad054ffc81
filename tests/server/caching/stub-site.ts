// The real site app (createSite: every middleware in its real order, and the cached-page front door) built from
// the services server.ts builds, except for a stub page renderer, so the platform rules can be tested without a build. The stub renders like Vike: script tags carry the nonce it
// is given, unknown slugs are 404s, and the page shows its CMS title so content changes are visible.
import type { Hono } from 'hono';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCmsClient } from '../../../clients/cms/cms-client.ts';
import { CONTENT_RESOURCES, type ContentResource } from '../../../clients/cms/content-resources.ts';
import { contentSlugFromPath } from '../../../content/content-slug.ts';
import type { PagePreview } from '../../../content/draft-entry.ts';
import { createSite } from '../../../server/app.ts';
import type { CachedPageFront } from '../../../server/caching/cached-page-front.ts';
import type { PageRenderer } from '../../../server/caching/page-responder.ts';
import { readConfig } from '../../../server/config.ts';
import { ContentStore } from '../../../server/content/content-store.ts';
import { demoBackendMounts } from '../../../server/demo-backend-mounts.ts';
import { createFormDeliverer, FORM_OUTBOX_FILE } from '../../../server/forms/form-delivery.ts';
import { SqliteFormOutbox } from '../../../server/forms/sqlite-form-outbox.ts';
import { createShopClient } from '../../../server/shop-client.ts';
import { CMS_ORIGIN, recording } from '../content/cms-replay.ts';

export const SITE_ORIGIN = 'https://linden.test';

export type RenderCall = { path: string; shareable: boolean; cspNonce: string | undefined; preview?: PagePreview };
export type StubSite = { app: Hono; cachedPageFront: CachedPageFront; content: ContentStore; renders: string[]; renderCalls: RenderCall[]; cleanup: () => void };

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
  const render: PageRenderer = async (c, { cspNonce, shareable, preview }) => {
    const { pathname } = new URL(c.req.url);
    renders.push(pathname);
    renderCalls.push({ path: pathname, shareable, cspNonce, ...(preview ? { preview } : {}) });
    const slug = contentSlugFromPath(pathname);
    const page = slug === null ? undefined : content.current.pages.get(slug);
    const known = page !== undefined || (slug !== null && ALWAYS_PRESENT.includes(slug));
    const nonce = cspNonce ? ` nonce="${cspNonce}"` : '';
    const html = [
      '<!DOCTYPE html><html><head>',
      `<script id="vike_pageContext" type="application/json"${nonce}>{"pageId":"content"}</script>`,
      `<script src="/assets/entry.js" type="module" async${nonce}></script>`,
      `</head><body><h1>${known ? (page?.title ?? slug) : 'This page could not be found'}</h1></body></html>`,
    ].join('');
    return new Response(html, { status: known ? 200 : 404, headers: { 'Content-Type': 'text/html;charset=utf-8' } });
  };
  // As server.ts builds them; the form deliverer is never started, so nothing is sent.
  const forms = createFormDeliverer({ outbox: new SqliteFormOutbox(join(dataDir, FORM_OUTBOX_FILE)), cms: { baseUrl: config.cms.baseUrl, token: config.cms.token, timeoutMs: config.cmsTimeoutMs } });
  const services = { content, cms, shop: createShopClient(config), forms, render, demoBackends: demoBackendMounts(config) };
  const { app, cachedPageFront } = createSite({ config, ...services, clientDir: null });
  return { app, cachedPageFront, content, renders, renderCalls, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The nonce values of every <script> tag in a page. */
export function scriptNonces(html: string): (string | null)[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => /\snonce="([^"]*)"/.exec(match[1]!)?.[1] ?? null);
}

/** The nonce named in a CSP header's script-src. */
export function cspNonce(csp: string | null): string | null {
  return /script-src[^;]*'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? null;
}
