// GET /admin/site/schedule: what is still to be published or unpublished, soonest first, with the entry's
// admin address, so an editor (and a sale's group of pages) can be checked in one place. Only the entries this
// user's role may read are listed (an Author limited to their own sees no one else's drafts).
import type { Core } from '@strapi/strapi';
import { SCHEDULED_CONTENT_TYPES } from './schedule-fields';

type Row = { documentId: string; slug?: string; title?: string; heading?: string; publishAt?: string | null; unpublishAt?: string | null; publishedAt?: string | null };

export function scheduleHandler(strapi: Core.Strapi) {
  return async (ctx) => {
    const scheduled = [];
    for (const uid of SCHEDULED_CONTENT_TYPES) {
      const checker = strapi.plugin('content-manager').service('permission-checker').create({ userAbility: ctx.state.userAbility, model: uid });
      if (checker.cannot.read()) continue;
      const rows = (await strapi.db.query(uid).findMany({
        where: { publishedAt: null, $or: [{ publishAt: { $notNull: true } }, { unpublishAt: { $notNull: true } }] },
        select: ['documentId', 'slug', uid === 'api::page.page' ? 'title' : 'heading', 'publishAt', 'unpublishAt'],
        // The creator is what a role limited to its own entries is checked against; it is not sent.
        populate: { createdBy: { select: ['id'] } },
      })) as (Row & { createdBy?: unknown })[];
      const readable = rows.filter((row) => !checker.cannot.read(row));
      scheduled.push(...readable.map(({ heading, createdBy: _creator, ...row }) => ({ ...row, title: row.title ?? heading ?? null, contentType: uid, adminUrl: `/admin/content-manager/collection-types/${uid}/${row.documentId}` })));
    }
    const next = (row: Row) => Math.min(...[row.publishAt, row.unpublishAt].filter(Boolean).map((time) => Date.parse(String(time))));
    scheduled.sort((a, b) => next(a) - next(b));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: scheduled };
  };
}
