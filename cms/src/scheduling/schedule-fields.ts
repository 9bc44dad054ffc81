// "Publish at" and "Unpublish at" on pages and blog articles. Added to the generated content types when Strapi
// registers them, not in openapi/cms.yaml: the schedule is the CMS's own business and the site never reads it.
// Private: the admin shows and edits them, the public API leaves them out (when a sale ends is not for visitors).
import type { Core } from '@strapi/strapi';

export const SCHEDULE_FIELDS = ['publishAt', 'unpublishAt'] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

export const SCHEDULED_CONTENT_TYPES = ['api::page.page', 'api::blog-article.blog-article'] as const;
export type ScheduledUid = (typeof SCHEDULED_CONTENT_TYPES)[number];

/** The schedule fields in the editor's words (the yaml's words cover only what the site reads). */
export const SCHEDULE_FIELD_WORDS = {
  publishAt: { label: 'Publish at', help: 'Save without publishing: the CMS publishes this draft at this time. Leave empty to publish by hand.', kind: 'date' },
  unpublishAt: { label: 'Unpublish at', help: 'The CMS takes the page off the site at this time, e.g. when a sale ends. Leave empty to keep it.', kind: 'date' },
};

export function addScheduleFields(strapi: Core.Strapi): void {
  for (const uid of SCHEDULED_CONTENT_TYPES) {
    strapi.get('content-types').extend(uid, (contentType: { attributes: Record<string, unknown> }) => {
      contentType.attributes.publishAt = { type: 'datetime', private: true };
      contentType.attributes.unpublishAt = { type: 'datetime', private: true };
      // Who set the times (written by the CMS, never by a form): the scheduler publishes only with that user's rights.
      contentType.attributes.scheduledBy = { type: 'relation', relation: 'oneToOne', target: 'admin::user', configurable: false, writable: false, visible: false, useJoinTable: false, private: true };
    });
  }
}
