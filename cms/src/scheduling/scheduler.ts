// Publishes and unpublishes on time: a Strapi cron job looks every CMS_SCHEDULE_EVERY_SECONDS (15 by default)
// for entries whose "Publish at" or "Unpublish at" has come, and publishes or unpublishes them through the
// Document Service, exactly as the editor's button would (so the site's webhook fires). A time that has been
// acted on is cleared, so the entry's edit screen shows only what is still to come. An entry whose publish
// fails (a required field still empty) stays scheduled and is tried again on the next look, with a log line.
// Each change is made only if the user who scheduled it may still publish the entry (schedule-permission.ts);
// if not, the time is cleared and the log says why.
import type { Core } from '@strapi/strapi';
import { SCHEDULED_CONTENT_TYPES, type ScheduledUid } from './schedule-fields';
import { schedulerRefusal } from './schedule-permission';

const DEFAULT_EVERY_SECONDS = 15;

async function documentIdsDue(strapi: Core.Strapi, uid: ScheduledUid, field: 'publishAt' | 'unpublishAt', now: Date, where: Record<string, unknown>) {
  const rows = (await strapi.db.query(uid).findMany({ where: { [field]: { $notNull: true, $lte: now }, ...where }, select: ['documentId'] })) as { documentId: string }[];
  return [...new Set(rows.map((row) => row.documentId))];
}

/** Clears a schedule time on the draft and the published row alike, without touching updatedAt (so the entry does not show as modified). */
const clear = (strapi: Core.Strapi, uid: ScheduledUid, documentId: string, field: 'publishAt' | 'unpublishAt') =>
  strapi.db.query(uid).updateMany({ where: { documentId }, data: { [field]: null } });

/** One look: what was due is published or unpublished; answers what was done, for the log and for tests. */
export async function runDueSchedules(strapi: Core.Strapi, now = new Date()): Promise<{ published: string[]; unpublished: string[]; refused: string[] }> {
  const done = { published: [] as string[], unpublished: [] as string[], refused: [] as string[] };
  /** True when the scheduler may act for whoever scheduled it; otherwise the time is cleared with a log line. */
  const allowed = async (uid: ScheduledUid, documentId: string, field: 'publishAt' | 'unpublishAt') => {
    const refusal = await schedulerRefusal(strapi, uid, documentId);
    if (!refusal) return true;
    await clear(strapi, uid, documentId, field);
    done.refused.push(documentId);
    strapi.log.error(`Scheduled ${field === 'publishAt' ? 'publish' : 'unpublish'} of ${uid} ${documentId} not done: ${refusal}`);
    return false;
  };
  for (const uid of SCHEDULED_CONTENT_TYPES) {
    const documents = strapi.documents(uid);
    // The draft row holds what the editor saved last.
    for (const documentId of await documentIdsDue(strapi, uid, 'publishAt', now, { publishedAt: null })) {
      if (!(await allowed(uid, documentId, 'publishAt'))) continue;
      try {
        await documents.publish({ documentId });
        await clear(strapi, uid, documentId, 'publishAt');
        done.published.push(documentId);
        strapi.log.info(`Scheduled publish of ${uid} ${documentId}`);
      } catch (error) {
        strapi.log.error(`Scheduled publish of ${uid} ${documentId} failed (tried again in the next look): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const documentId of await documentIdsDue(strapi, uid, 'unpublishAt', now, {})) {
      if (!(await allowed(uid, documentId, 'unpublishAt'))) continue;
      const published = await strapi.db.query(uid).findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['id'] });
      if (published) await documents.unpublish({ documentId });
      await clear(strapi, uid, documentId, 'unpublishAt');
      if (published) {
        done.unpublished.push(documentId);
        strapi.log.info(`Scheduled unpublish of ${uid} ${documentId}`);
      }
    }
  }
  return done;
}

export function startScheduler(strapi: Core.Strapi): void {
  const every = Math.max(1, Math.min(59, Number(process.env.CMS_SCHEDULE_EVERY_SECONDS) || DEFAULT_EVERY_SECONDS));
  let running = false;
  strapi.cron.add({
    'site-schedule': {
      // A slow look is not overlapped by the next one.
      async task() {
        if (running) return;
        running = true;
        try {
          await runDueSchedules(strapi);
        } finally {
          running = false;
        }
      },
      options: { rule: `*/${every} * * * * *` },
    },
  });
}
