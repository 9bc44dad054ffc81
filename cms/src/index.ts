import type { Core } from '@strapi/strapi';
import { createFirstAdmin } from './bootstrap/first-admin';
import { grantPublicPermissions } from './bootstrap/public-permissions';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicPermissions(strapi);
    await createFirstAdmin(strapi);
  },
};
