import type { Core } from '@strapi/strapi';
import { createFirstAdmin } from './bootstrap/first-admin';
import { grantPublicPermissions } from './bootstrap/public-permissions';
import { registerEditorRoutes } from './editors/admin-routes';
import { ensureEditorRole } from './editors/editor-role';
import { configureSubmissionList } from './editors/submission-list';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerEditorRoutes(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicPermissions(strapi);
    await createFirstAdmin(strapi);
    await ensureEditorRole(strapi);
    await configureSubmissionList(strapi);
  },
};
