// The site reads without a token: the public role may find every content type it reads (and its media), and
// send forms. Granted at every start, so a fresh database and an existing one end up the same.
import type { Core } from '@strapi/strapi';
import { SITE_CONTENT_TYPES } from '../site-content-types';

function publicActions(): string[] {
  const reads = SITE_CONTENT_TYPES.flatMap(({ uid, kind }) => (kind === 'singleType' ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`]));
  return [...reads, 'api::form-submission.form-submission.submit', 'plugin::upload.content-api.find', 'plugin::upload.content-api.findOne'];
}

export async function grantPublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The public role is missing: the users-permissions plugin did not start');
  const granted = await strapi.db.query('plugin::users-permissions.permission').findMany({ where: { role: role.id } });
  const have = new Set(granted.map((p: { action: string }) => p.action));
  for (const action of publicActions()) {
    if (!have.has(action)) await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
  }
}
