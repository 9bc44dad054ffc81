// POST /api/ezforms/submit { formData: {…} }: stores one visitor submission and answers { data: { id, createdAt } }.
// The site sends a stable formData.submissionId and retries with the same one, so a repeat answers the
// stored submission without storing it twice.
import { factories } from '@strapi/strapi';
import { SUBMISSION_COLUMNS, submissionsCsv } from '../../../form-submissions-csv';

const UID = 'api::form-submission.form-submission';
/** formData fields copied to their own columns, so the admin list can show and filter them. */
const COLUMNS = SUBMISSION_COLUMNS;
const MAX_FIELD_LENGTH = 10_000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function badRequest(ctx, message: string) {
  ctx.status = 400;
  ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message, details: {} } };
}

/** Why formData cannot be stored, or null when it can. */
function formDataProblem(formData: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(formData)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return `formData.${key} must be a string`;
    if (String(value).length > MAX_FIELD_LENGTH) return `formData.${key} is longer than ${MAX_FIELD_LENGTH} characters`;
  }
  return null;
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/form-submissions/export.csv: every submission, oldest first, for a spreadsheet. */
  async exportCsv(ctx) {
    const entries = (await strapi.documents(UID).findMany({ sort: 'createdAt:asc', limit: -1 })) as Record<string, unknown>[];
    ctx.set('Content-Disposition', 'attachment; filename="form-submissions.csv"');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = submissionsCsv(entries);
  },

  async submit(ctx) {
    const body = ctx.request.body as unknown;
    if (!isPlainObject(body) || !isPlainObject(body.formData)) {
      return badRequest(ctx, 'Request body must be JSON: { "formData": { ... } } with formData an object');
    }
    const formData = body.formData;
    const problem = formDataProblem(formData);
    if (problem) return badRequest(ctx, problem);

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
