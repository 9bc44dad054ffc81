// The site's own form endpoint: POST /api/forms/{contact|subscribe|soldOut}. It checks the input with the
// same rules as the browser (blocks/forms/form-rules.ts) and only then hands { formData } to the CMS.
//   JSON body        → 200 { ok: true } | 400 { errors: { field: message } } | 502 { message } | 413 { message }
//   plain form post  → 303 back to the page with ?form={kind}&result=sent|invalid|failed (works without JavaScript)
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createCmsClient, type CmsClientOptions } from '../../clients/cms/cms-client.ts';
import { submitFormToCms } from '../../clients/cms/forms.ts';
import { RESULT_QUERY, resultNoticeId, RETURN_TO_FIELD, safeReturnPath, type FormResult } from '../../blocks/forms/form-endpoint.ts';
import { isFormKind, validateForm, type FormKind } from '../../blocks/forms/form-rules.ts';
import { errorMessage, log } from '../logger.ts';

/** A form is a handful of short fields; anything larger is refused before it is parsed. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;

export const FORM_ERROR_MESSAGES = {
  tooLarge: `The form is larger than ${MAX_FORM_BODY_BYTES / 1024} KB.`,
  notJson: 'The request body must be a JSON object of form fields.',
  cmsUnavailable: 'Your details could not be sent just now. Please try again in a moment.',
  unknownForm: 'There is no such form.',
} as const;

export type FormsRoutesOptions = { cms: CmsClientOptions };

class BadBodyError extends Error {
  override name = 'BadBodyError';
}

const isJsonRequest = (c: Context) => (c.req.header('content-type') ?? '').toLowerCase().includes('application/json');

async function readFields(c: Context): Promise<Record<string, unknown>> {
  if (isJsonRequest(c)) {
    const body: unknown = await c.req.json().catch(() => null);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadBodyError(FORM_ERROR_MESSAGES.notJson);
    return body as Record<string, unknown>;
  }
  const body = await c.req.parseBody();
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
}

/** A plain form post goes back to its page, which shows the result; nothing the visitor typed is put in the URL. */
function redirectBack(c: Context, fields: Record<string, unknown>, kind: FormKind, result: FormResult) {
  const query = new URLSearchParams({ [RESULT_QUERY.form]: kind, [RESULT_QUERY.result]: result });
  return c.redirect(`${safeReturnPath(fields[RETURN_TO_FIELD])}?${query}#${resultNoticeId(kind)}`, 303);
}

export function createFormsRoutes({ cms: cmsOptions }: FormsRoutesOptions): Hono {
  const cms = createCmsClient(cmsOptions);
  const app = new Hono();
  app.use(bodyLimit({ maxSize: MAX_FORM_BODY_BYTES, onError: (c) => c.json({ message: FORM_ERROR_MESSAGES.tooLarge }, 413) }));

  app.post('/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!isFormKind(kind)) return c.json({ message: FORM_ERROR_MESSAGES.unknownForm }, 404);
    const plainPost = !isJsonRequest(c);
    let fields: Record<string, unknown>;
    try {
      fields = await readFields(c);
    } catch (error) {
      if (error instanceof BadBodyError) return c.json({ message: error.message }, 400);
      throw error;
    }

    const { values, errors, valid } = validateForm(kind, fields);
    if (!valid) return plainPost ? redirectBack(c, fields, kind, 'invalid') : c.json({ errors }, 400);

    try {
      const stored = await submitFormToCms(cms, values);
      log.info('form.submitted', { kind, submissionId: stored.id });
    } catch (error) {
      log.error('form.submit_failed', { kind, error: errorMessage(error) });
      return plainPost ? redirectBack(c, fields, kind, 'failed') : c.json({ message: FORM_ERROR_MESSAGES.cmsUnavailable }, 502);
    }
    return plainPost ? redirectBack(c, fields, kind, 'sent') : c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' });
  });
  return app;
}
