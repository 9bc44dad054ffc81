// POST /api/ezforms/submit { formData: {…} }: stores one visitor submission and answers { data: { id, createdAt } }.
// The site sends a stable formData.submissionId and retries with the same one, so a repeat answers the
// stored submission without storing it twice. The route is public, so it holds to what the site's own form
// endpoint does: the site's form rules (forms/site-form-check.ts) and its write limit per client address
// (429 with Retry-After). A request with an API token (the site's CMS_TOKEN, when it may submit) is not limited:
// that is the site delivering its visitors' forms, a backlog after an outage included.
import { factories } from '@strapi/strapi';
import { SUBMISSION_COLUMNS, submissionsCsv } from '../../../form-submissions-csv';
import { checkSubmission } from '../../../forms/site-form-check';
import { createWriteLimit } from '../../../forms/write-limit';

const UID = 'api::form-submission.form-submission';
/** formData fields copied to their own columns, so the admin list can show and filter them. */
const COLUMNS = SUBMISSION_COLUMNS;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function refuse(ctx, status: 400 | 429, name: string, message: string) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

const writeLimit = createWriteLimit();
/** Strapi's content API token strategy: the request carried a valid API token. */
const isApiTokenRequest = (ctx) => ctx.state?.auth?.strategy?.name === 'content-api-token';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/form-submissions/export.csv: every submission, oldest first, for a spreadsheet. */
  async exportCsv(ctx) {
    const entries = (await strapi.documents(UID).findMany({ sort: 'createdAt:asc', limit: -1 })) as Record<string, unknown>[];
    ctx.set('Content-Disposition', 'attachment; filename="form-submissions.csv"');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = submissionsCsv(entries);
  },

  async submit(ctx) {
    const waitSeconds = isApiTokenRequest(ctx) ? 0 : writeLimit.take(ctx.request.ip);
    if (waitSeconds > 0) {
      ctx.set('Retry-After', String(waitSeconds));
      return refuse(ctx, 429, 'RateLimitError', 'Too many requests. Please wait a moment and try again.');
    }
    const body = ctx.request.body as unknown;
    if (!isPlainObject(body) || !isPlainObject(body.formData)) {
      return refuse(ctx, 400, 'ValidationError', 'Request body must be JSON: { "formData": { ... } } with formData an object');
    }
    const checked = checkSubmission(body.formData);
    if ('problem' in checked) return refuse(ctx, 400, 'ValidationError', checked.problem);
    const { formData } = checked;

    const submissionId = typeof formData.submissionId === 'string' && formData.submissionId !== '' ? formData.submissionId : null;
    const stored = async () => (submissionId ? strapi.documents(UID).findFirst({ filters: { submissionId } }) : null);
    const answer = (entry: { id: number | string; createdAt?: unknown }) => {
      ctx.body = { data: { id: Number(entry.id), createdAt: new Date(String(entry.createdAt)).toISOString() } };
    };

    const earlier = await stored();
    if (earlier) return answer(earlier);
    const columns = Object.fromEntries(COLUMNS.filter((c) => formData[c] !== undefined).map((c) => [c, String(formData[c])]));
    try {
      return answer(await strapi.documents(UID).create({ data: { ...columns, submissionId, formData } }));
    } catch (error) {
      // Two deliveries of the same submission at once: the second loses on the unique submissionId.
      const winner = await stored();
      if (winner) return answer(winner);
      throw error;
    }
  },
}));
