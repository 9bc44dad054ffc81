// Who may set "Publish at" / "Unpublish at": only a role that may publish the entry (unpublishing is the same
// permission in Strapi) and may change that field. Checked when the times are set, from the edit screen or the
// group schedule, and again when the scheduler acts, with the rights of the user who set them: a role that may
// save drafts but not publish cannot get a page published by asking the scheduler to do it.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SCHEDULE_FIELDS, SCHEDULED_CONTENT_TYPES, type ScheduleField, type ScheduledUid } from './schedule-fields';

type Ability = unknown;
type AdminUser = { id: number; email?: string; isActive?: boolean; blocked?: boolean };
type Entry = Record<string, unknown> | undefined;

const checkerFor = (strapi: Core.Strapi, userAbility: Ability, uid: string) => strapi.plugin('content-manager').service('permission-checker').create({ userAbility, model: uid });

/** Why this user may not set these schedule fields on the entry (undefined for a new one), or null when they may. */
export function scheduleRefusal(strapi: Core.Strapi, userAbility: Ability, uid: string, entry: Entry, fields: readonly ScheduleField[]): string | null {
  const checker = checkerFor(strapi, userAbility, uid);
  if (checker.cannot.publish(entry)) return 'Only a role that may publish this entry may schedule it to be published or unpublished';
  const field = fields.find((name) => checker.cannot.update(entry, name));
  return field ? `Your role may not change ${field} on this entry` : null;
}

const timeOf = (value: unknown) => (value === null || value === undefined || value === '' ? null : new Date(value as string).getTime());

/** The schedule fields this save changes, against what the draft holds now. */
function changedFields(data: Record<string, unknown>, stored: Record<string, unknown> | null): ScheduleField[] {
  return SCHEDULE_FIELDS.filter((field) => field in data && timeOf(data[field]) !== timeOf(stored?.[field]));
}

const draftRow = (strapi: Core.Strapi, uid: string, documentId: string) =>
  strapi.db.query(uid).findOne({ where: { documentId, publishedAt: null }, populate: ['createdBy', 'updatedBy', 'scheduledBy'] }) as Promise<Record<string, unknown> | null>;

/** Records who scheduled an entry, on its draft and published rows alike (the scheduler reads either). */
export const recordScheduler = (strapi: Core.Strapi, uid: string, documentId: string, userId: number) =>
  strapi.db.query(uid).updateMany({ where: { documentId }, data: { scheduledBy: userId } });

/**
 * A save in the admin (the Content Manager's create and update) that changes a schedule time is refused unless
 * the signed-in user may publish the entry and change that field; when it passes, the user is recorded as the
 * one who scheduled it. Saves without an admin user (the seed, the scheduler itself) are left alone.
 */
export function guardScheduleEdits(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if ((context.action !== 'create' && context.action !== 'update') || !SCHEDULED_CONTENT_TYPES.includes(context.uid as ScheduledUid)) return next();
    const state = (strapi.requestContext.get() as { state?: { user?: AdminUser; userAbility?: Ability } } | undefined)?.state;
    const data = ((context.params as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>;
    if (!state?.user || !state.userAbility || !SCHEDULE_FIELDS.some((field) => field in data)) return next();
    const documentId = (context.params as { documentId?: string }).documentId;
    const stored = documentId ? await draftRow(strapi, context.uid, documentId) : null;
    const changed = changedFields(data, stored);
    if (changed.length === 0) return next();
    const refusal = scheduleRefusal(strapi, state.userAbility, context.uid, stored ?? undefined, changed);
    if (refusal) throw new errors.ForbiddenError(refusal);
    const result = await next();
    const saved = documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (saved) await recordScheduler(strapi, context.uid, saved, state.user.id);
    return result;
  });
}

/**
 * Whether the user who scheduled the entry (or, for a time set before that was recorded, the last one who saved
 * it) may still publish it now: still active, and their role still allows it. Answers the reason when not.
 */
export async function schedulerRefusal(strapi: Core.Strapi, uid: ScheduledUid, documentId: string): Promise<string | null> {
  const draft = await draftRow(strapi, uid, documentId);
  if (!draft) return 'the entry has no draft';
  const user = (draft.scheduledBy ?? draft.updatedBy) as AdminUser | null;
  if (!user) return 'nobody is recorded as having scheduled it';
  if (user.isActive === false || user.blocked) return `${user.email ?? `user ${user.id}`} who scheduled it is no longer active`;
  const ability = await (strapi.service('admin::permission') as { engine: { generateUserAbility(user: AdminUser): Promise<Ability> } }).engine.generateUserAbility(user);
  const refusal = scheduleRefusal(strapi, ability, uid, draft, []);
  return refusal ? `${user.email ?? `user ${user.id}`} who scheduled it may no longer publish it` : null;
}
