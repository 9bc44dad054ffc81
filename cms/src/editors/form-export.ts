// GET /admin/site/form-submissions/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the submissions sent on those days
// (UTC, both included; either end may be left out) as CSV, for an editor signed in to the admin: the admin
// panel's own session is the credential, so there is no API token to make or paste.
import type { Core } from '@strapi/strapi';
import { submissionsCsv } from '../form-submissions-csv';

const UID = 'api::form-submission.form-submission';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The admin permission the export needs, listed under Settings → Roles → Plugins → Content Manager. A
 * plugins-section action: a settings-section one would open the Settings menu to every role that has it.
 */
export const EXPORT_ACTION = { uid: 'form-submissions.export', displayName: 'Export form submissions (CSV)', section: 'plugins', pluginName: 'content-manager', subCategory: 'form submissions' } as const;
export const EXPORT_ACTION_ID = `plugin::content-manager.${EXPORT_ACTION.uid}`;

function dayStart(text: unknown, name: string): Date | string {
  if (typeof text !== 'string' || !DAY.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) return `${name} must be a day as YYYY-MM-DD`;
  return new Date(`${text}T00:00:00Z`);
}

export function formExportHandler(strapi: Core.Strapi) {
  return async (ctx) => {
    const { from, to } = ctx.query as Record<string, unknown>;
    const createdAt: Record<string, string> = {};
    for (const [name, value, edge] of [['from', from, '$gte'], ['to', to, '$lt']] as const) {
      if (value === undefined || value === '') continue;
      const start = dayStart(value, name);
      if (typeof start === 'string') return ctx.badRequest(start);
      // "to" includes its whole day: everything before the next midnight.
      createdAt[edge] = new Date(start.getTime() + (name === 'to' ? 86_400_000 : 0)).toISOString();
    }
    const filters = Object.keys(createdAt).length > 0 ? { createdAt } : {};
    const entries = (await strapi.documents(UID).findMany({ filters, sort: 'createdAt:asc', limit: -1 } as never)) as Record<string, unknown>[];
    const range = [from, to].filter((part) => typeof part === 'string' && part !== '').join('_to_');
    ctx.set('Content-Disposition', `attachment; filename="form-submissions${range ? `-${range}` : ''}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = submissionsCsv(entries);
  };
}
