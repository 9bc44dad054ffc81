// GET /admin/site/content-health: the site's /api/content-health for a signed-in editor. The CMS holds the
// site's secret (PREVIEW_SECRET, the same one the Preview button uses) and asks on the editor's behalf, so the
// secret never reaches a browser. Each skipped block comes back with the admin address of its entry; a block
// of an entry this user's role may not read is left out (an Author sees only their own drafts' problems).
import type { Core } from '@strapi/strapi';

type Skip = { page: string; kind: 'page' | 'article'; path: string; position: number; blockKind: string; field?: string; reason: string; message: string };
type SiteReport = { fetchedAt?: string; healthy: boolean; skippedBlocks: Skip[]; drafts: { healthy: boolean | null; error?: string; skippedBlocks: Skip[] } };

const UID_OF = { page: 'api::page.page', article: 'api::blog-article.blog-article' } as const;
const TIMEOUT_MS = 10_000;

export function contentHealthHandler(strapi: Core.Strapi) {
  /** The entry's edit screen in the admin (null when the slug is no longer there), or 'unreadable' when this user may not read it. */
  const entryLink = async (userAbility: unknown, skip: Skip, status: 'draft' | 'published') => {
    const uid = UID_OF[skip.kind] ?? UID_OF.page;
    const checker = strapi.plugin('content-manager').service('permission-checker').create({ userAbility, model: uid });
    const entry = await strapi.documents(uid).findFirst({ filters: { slug: skip.page }, status, fields: ['slug'], populate: { createdBy: { fields: ['id'] } } } as never);
    if (entry ? checker.cannot.read(entry) : checker.cannot.read() || checker.requiresEntity.read()) return 'unreadable';
    return entry ? `/admin/content-manager/collection-types/${uid}/${entry.documentId}` : null;
  };
  const withLinks = async (userAbility: unknown, skips: Skip[], status: 'draft' | 'published') => {
    const linked = await Promise.all(skips.map(async (skip) => ({ ...skip, status, adminUrl: await entryLink(userAbility, skip, status) })));
    return linked.filter((skip) => skip.adminUrl !== 'unreadable');
  };

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
    const published = await withLinks(ctx.state.userAbility, report.skippedBlocks, 'published');
    const drafts = await withLinks(ctx.state.userAbility, report.drafts.skippedBlocks, 'draft');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: {
        checkedAt: new Date().toISOString(),
        publishedSnapshotAt: report.fetchedAt ?? null,
        // Healthy as far as this user can see: what others' entries hold is not theirs to know.
        healthy: published.length === 0 && drafts.length === 0,
        published,
        drafts,
        draftsError: report.drafts.error ?? null,
      },
    };
  };
}
