// "Publish at" and "Unpublish at" on pages and blog articles. Added to the generated content types when Strapi
// registers them, not in openapi/cms.yaml: the schedule is the CMS's own business and the site never reads it.
// Private: the admin shows and edits them, the public API leaves them out (when a sale ends is not for visitors).
import type { Core } from '@strapi/strapi';

export const SCHEDULED_CONTENT_TYPES = ['api::page.page', 'api::blog-article.blog-article'] as const;
export type ScheduledUid = (typeof SCHEDULED_CONTENT_TYPES)[number];

export function addScheduleFields(strapi: Core.Strapi): void {
  for (const uid of SCHEDULED_CONTENT_TYPES) {
    strapi.get('content-types').extend(uid, (contentType: { attributes: Record<string, unknown> }) => {
      contentType.attributes.publishAt = { type: 'datetime', private: true };
      contentType.attributes.unpublishAt = { type: 'datetime', private: true };
    });
  }
}
