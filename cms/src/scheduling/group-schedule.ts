// POST /admin/site/schedule: one "publish at" and/or "unpublish at" for a group of pages and blog articles at
// once (a sale's pages go live and end together). Body: { entries: [{ contentType, documentId }], publishAt,
// unpublishAt }: a time (ISO 8601) sets it, null clears it, a missing one leaves each entry's own. Every entry
// is checked first (it exists, this user may change it, publish it and change the times given) and nothing is
// written unless all pass. The user is recorded as the one who scheduled each entry.
import type { Core } from '@strapi/strapi';
import { SCHEDULED_CONTENT_TYPES, type ScheduleField, type ScheduledUid } from './schedule-fields';
import { recordScheduler, scheduleRefusal } from './schedule-permission';

type Entry = { contentType: ScheduledUid; documentId: string };
const FIELDS = ['publishAt', 'unpublishAt'] as const;

/** The times to write, or a message saying what is wrong with the request. */
function timesOf(body: Record<string, unknown>): Record<string, Date | null> | string {
  const times: Record<string, Date | null> = {};
  for (const field of FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === null || value === '') times[field] = null;
    else if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return `${field} must be a time (ISO 8601) or null`;
    else times[field] = new Date(value);
  }
  if (Object.keys(times).length === 0) return 'Give publishAt, unpublishAt or both';
  if (times.publishAt && times.unpublishAt && times.unpublishAt <= times.publishAt) return 'unpublishAt must come after publishAt';
  return times;
}

function entriesOf(body: Record<string, unknown>): Entry[] | string {
  const entries = body.entries;
  if (!Array.isArray(entries) || entries.length === 0) return 'entries must list at least one page or blog article';
  for (const entry of entries as Partial<Entry>[]) {
    if (!SCHEDULED_CONTENT_TYPES.includes(entry?.contentType as never) || typeof entry?.documentId !== 'string') return 'each entry needs a contentType (a page or blog article) and a documentId';
  }
  return entries as Entry[];
}

export function groupScheduleHandler(strapi: Core.Strapi) {
  return async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const entries = entriesOf(body);
    if (typeof entries === 'string') return ctx.badRequest(entries);
    const times = timesOf(body);
    if (typeof times === 'string') return ctx.badRequest(times);
    // The same check as the Content Manager's own save: a role limited to its own entries may not schedule others'.
    for (const { contentType, documentId } of entries) {
      const draft = await strapi.documents(contentType).findOne({ documentId, status: 'draft', populate: ['createdBy'] } as never);
      if (!draft) return ctx.notFound(`No ${contentType} ${documentId}`);
      const checker = strapi.plugin('content-manager').service('permission-checker').create({ userAbility: ctx.state.userAbility, model: contentType });
      if (checker.cannot.update(draft)) return ctx.forbidden(`You may not change ${contentType} ${documentId}`);
      const refusal = scheduleRefusal(strapi, ctx.state.userAbility, contentType, draft, Object.keys(times) as ScheduleField[]);
      if (refusal) return ctx.forbidden(`${refusal} (${contentType} ${documentId})`);
    }
    // Written on the draft row, where the scheduler and the edit screen read them.
    await strapi.db.transaction(async () => {
      for (const { contentType, documentId } of entries) {
        await strapi.db.query(contentType).updateMany({ where: { documentId, publishedAt: null }, data: times });
        await recordScheduler(strapi, contentType, documentId, ctx.state.user.id);
      }
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { scheduled: entries.length, ...times } };
  };
}
