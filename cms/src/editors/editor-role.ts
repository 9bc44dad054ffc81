// The "Editor" admin role (Strapi creates it with the first admin; this sets what it may do at every start, so
// a fresh database and an existing one end up the same): write and publish the site's content, use the media
// library, read form submissions (never change them: they are what a visitor sent) and export them, read the
// buy-flow funnel. Nothing
// in Settings: no roles, users, API tokens, webhooks, and no Content-Type Builder.
import type { Core } from '@strapi/strapi';
import { SITE_CONTENT_TYPES } from '../site-content-types';
import { EXPORT_ACTION_ID } from './form-export';
import { FUNNEL_ACTION_ID } from './funnel-action';

export const EDITOR_ROLE_CODE = 'strapi-editor';
const SUBMISSIONS = 'api::form-submission.form-submission';
const READ = 'plugin::content-manager.explorer.read';
const MEDIA_LIBRARY = ['plugin::upload.read', 'plugin::upload.configure-view', 'plugin::upload.assets.create', 'plugin::upload.assets.update', 'plugin::upload.assets.download', 'plugin::upload.assets.copy-link'];

type Permission = { action: string; subject?: string | null; properties?: Record<string, unknown>; conditions?: string[] };

export function editorPermissions(strapi: Core.Strapi): Permission[] {
  const permissionService = strapi.service('admin::permission') as { actionProvider: { values(): { actionId: string; section: string; subjects?: string[] }[] } };
  const contentTypeActions = permissionService.actionProvider.values().filter((action) => action.section === 'contentTypes');
  const editable = new Set<string>([...SITE_CONTENT_TYPES.map((type) => type.uid), SUBMISSIONS]);
  const restrictedSubjects = Object.keys(strapi.contentTypes).filter((uid) => !editable.has(uid));
  const contentPermissions = (strapi.service('admin::content-type') as { getPermissionsWithNestedFields(actions: unknown[], options: unknown): Permission[] })
    .getPermissionsWithNestedFields(contentTypeActions, { restrictedSubjects })
    .filter((permission) => permission.subject !== SUBMISSIONS || permission.action === READ);
  return [...contentPermissions, ...MEDIA_LIBRARY.map((action) => ({ action })), { action: EXPORT_ACTION_ID }, { action: FUNNEL_ACTION_ID }];
}

export async function ensureEditorRole(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role');
  const role =
    (await roles.findOne({ code: EDITOR_ROLE_CODE })) ??
    (await roles.create({ name: 'Editor', code: EDITOR_ROLE_CODE, description: "Writes and publishes the site's pages and articles, reads and exports form submissions; no settings." }));
  await roles.assignPermissions(role.id, editorPermissions(strapi));
}
