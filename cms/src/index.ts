import type { Core } from '@strapi/strapi';
import { createFirstAdmin } from './bootstrap/first-admin';
import { grantPublicPermissions } from './bootstrap/public-permissions';
import { registerEditorRoutes } from './editors/admin-routes';
import { ensureEditorRole } from './editors/editor-role';
import { configureSubmissionList } from './editors/submission-list';
import { registerColourField } from './plain-words/colour-field';
import { applyFieldLabels } from './plain-words/field-labels';
import { addScheduleFields } from './scheduling/schedule-fields';
import { guardScheduleEdits } from './scheduling/schedule-permission';
import { startScheduler } from './scheduling/scheduler';
import { keepPublishedVersions } from './versions/keep-versions';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerColourField(strapi);
    addScheduleFields(strapi);
    guardScheduleEdits(strapi);
    registerEditorRoutes(strapi);
    keepPublishedVersions(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicPermissions(strapi);
    await createFirstAdmin(strapi);
    await ensureEditorRole(strapi);
    await configureSubmissionList(strapi);
    await applyFieldLabels(strapi);
    startScheduler(strapi);
  },
};
