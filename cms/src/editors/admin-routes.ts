// The editors' routes in the admin API (/admin/site/…): Strapi checks the admin panel's own session on each,
// so an editor signed in to the admin needs nothing else, and anyone else is refused (401).
import type { Core } from '@strapi/strapi';
import { contentHealthHandler } from './content-health';
import { groupScheduleHandler } from '../scheduling/group-schedule';
import { scheduleHandler } from '../scheduling/schedule-route';
import { versionHandlers } from '../versions/version-routes';
import { EXPORT_ACTION, EXPORT_ACTION_ID, formExportHandler } from './form-export';
import { funnelHandler } from './funnel';
import { FUNNEL_ACTION, FUNNEL_ACTION_ID } from './funnel-action';

const SIGNED_IN = 'admin::isAuthenticatedAdmin';

export function registerEditorRoutes(strapi: Core.Strapi): void {
  const actions = (strapi.service('admin::permission') as { actionProvider: { register(action: unknown): void } }).actionProvider;
  actions.register(EXPORT_ACTION);
  actions.register(FUNNEL_ACTION);
  const versions = versionHandlers(strapi);
  const admin = strapi.admin as unknown as { routes: Record<string, unknown> };
  admin.routes['site-editors'] = {
    type: 'admin',
    prefix: '/admin/site',
    routes: [
      {
        method: 'GET',
        path: '/form-submissions/export.csv',
        handler: formExportHandler(strapi),
        config: { policies: [SIGNED_IN, { name: 'admin::hasPermissions', config: { actions: [EXPORT_ACTION_ID] } }] },
      },
      { method: 'GET', path: '/content-health', handler: contentHealthHandler(strapi), config: { policies: [SIGNED_IN] } },
      // The buy-flow funnel: the Editor role and above (Super Admins hold every permission; Authors do not hold this one).
      {
        method: 'GET',
        path: '/funnel',
        handler: funnelHandler(),
        config: { policies: [SIGNED_IN, { name: 'admin::hasPermissions', config: { actions: [FUNNEL_ACTION_ID] } }] },
      },
      { method: 'GET', path: '/schedule', handler: scheduleHandler(strapi), config: { policies: [SIGNED_IN] } },
      // Scheduling writes drafts: the handler checks that this user may update each entry.
      { method: 'POST', path: '/schedule', handler: groupScheduleHandler(strapi), config: { policies: [SIGNED_IN] } },
      { method: 'GET', path: '/versions', handler: versions.list, config: { policies: [SIGNED_IN] } },
      { method: 'GET', path: '/versions/:id', handler: versions.findOne, config: { policies: [SIGNED_IN] } },
      { method: 'GET', path: '/versions/:id/compare', handler: versions.compare, config: { policies: [SIGNED_IN] } },
      // Restoring writes a draft: the handler checks that this user may update that entry.
      { method: 'POST', path: '/versions/:id/restore', handler: versions.restore, config: { policies: [SIGNED_IN] } },
    ],
  };
}
