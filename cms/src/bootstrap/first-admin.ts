// The first admin from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD when both are set and no admin exists yet;
// otherwise the admin panel shows Strapi's registration screen.
import type { Core } from '@strapi/strapi';

export async function createFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.CMS_ADMIN_EMAIL?.trim();
  const password = process.env.CMS_ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) throw new Error('The Super Admin role is missing: the admin did not start');
  await users.create({ email: email.toLowerCase(), firstname: 'Editor', lastname: null, password, isActive: true, registrationToken: null, roles: [superAdmin.id] });
  strapi.log.info(`Created the first admin ${email}`);
}
