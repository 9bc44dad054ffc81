// GET /admin/site/content-health: the site's /api/content-health for a signed-in editor. The CMS holds the
// site's secret (PREVIEW_SECRET, the same one the Preview button uses) and asks on the editor's behalf, so the
// secret never reaches a browser. Each skipped block comes back with the admin address of its entry.
import type { Core } from '@strapi/strapi';

type Skip = { page: string; kind: 'page' | 'article'; path: string; position: number; blockKind: string; field?: string; reason: string; message: string };
type SiteReport = { fetchedAt?: string; healthy: boolean; skippedBlocks: Skip[]; drafts: { healthy: boolean | null; error?: string; skippedBlocks: Skip[] } };

const UID_OF = { page: 'api::page.page', article: 'api::blog-article.blog-article' } as const;
const TIMEOUT_MS = 10_000;

export function contentHealthHandler(strapi: Core.Strapi) {
  /** The entry's edit screen in the admin, or null when the slug is no longer there. */
  const entryLink = async (skip: Skip, status: 'draft' | 'published') => {
    const uid = UID_OF[skip.kind] ?? UID_OF.page;
    const entry = await strapi.documents(uid).findFirst({ filters: { slug: skip.page }, status, fields: ['slug'] } as never);
    return entry ? `/admin/content-manager/collection-types/${uid}/${entry.documentId}` : null;
  };
  const withLinks = (skips: Skip[], status: 'draft' | 'published') => Promise.all(skips.map(async (skip) => ({ ...skip, status, adminUrl: await entryLink(skip, status) })));

  return async (ctx) => {
    const siteUrl = process.env.SITE_URL;
    const secret = process.env.PREVIEW_SECRET;
    if (!siteUrl || !secret) {
      ctx.status = 503;
      ctx.body = { error: { message: 'Content health needs SITE_URL and PREVIEW_SECRET in the CMS environment (the same values as the site’s).' } };
      return;
    }
    let report: SiteReport;
    try {
      const response = await fetch(`${siteUrl.replace(/\/+$/, '')}/api/content-health`, { headers: { 'X-Preview-Secret': secret }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`the site answered ${response.status}`);
      report = (await response.json()) as SiteReport;
    } catch (error) {
      ctx.status = 502;
      ctx.body = { error: { message: `The site did not answer for content health: ${error instanceof Error ? error.message : String(error)}` } };
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: {
        checkedAt: new Date().toISOString(),
        publishedSnapshotAt: report.fetchedAt ?? null,
        healthy: report.healthy && report.drafts.healthy !== false,
        published: await withLinks(report.skippedBlocks, 'published'),
        drafts: await withLinks(report.drafts.skippedBlocks, 'draft'),
        draftsError: report.drafts.error ?? null,
      },
    };
  };
}
