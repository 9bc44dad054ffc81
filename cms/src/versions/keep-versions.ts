// Version history on the free edition (Strapi's own Content History is a paid feature): a Document Service
// middleware keeps a full copy of a page or blog article each time it is published, whoever or whatever
// published it (an editor's button, the scheduler), with who did it and when.
import type { Core } from '@strapi/strapi';
import { SCHEDULED_CONTENT_TYPES } from '../scheduling/schedule-fields';
import { snapshotPopulate } from '../middlewares/deep-populate';

export const VERSIONS = 'api::content-version.content-version';
const VERSIONED = new Set<string>(SCHEDULED_CONTENT_TYPES);

/** The signed-in admin user of the request being served, or the scheduler when there is none. */
function publisher(strapi: Core.Strapi): string {
  const user = (strapi.requestContext.get() as { state?: { user?: { email?: string; firstname?: string; lastname?: string } } } | undefined)?.state?.user;
  if (!user) return 'Scheduled publish';
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return name ? `${name} <${user.email}>` : String(user.email);
}

export function keepPublishedVersions(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.action !== 'publish' || !VERSIONED.has(context.uid)) return result;
    const { documentId, locale } = context.params as { documentId: string; locale?: string };
    // The publish has happened: a failure to keep its copy is logged, never turned into a failed publish.
    try {
      const published = await strapi.documents(context.uid as 'api::page.page').findOne({ documentId, locale, status: 'published', populate: snapshotPopulate(strapi, context.uid) as never });
      if (published) {
        await strapi.db.query(VERSIONS).create({
          data: { contentType: context.uid, entryDocumentId: documentId, locale: locale ?? null, publishedBy: publisher(strapi), snapshot: published },
        });
      }
    } catch (error) {
      strapi.log.error(`No version kept of ${context.uid} ${documentId}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return result;
  });
}
