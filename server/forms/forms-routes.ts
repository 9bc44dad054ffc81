// The site's own form endpoint: POST /api/forms/{contact|subscribe|soldOut}. It checks the input with the
// same form definition as the browser (content/forms/: each field's rule, characters nobody types included),
// logging each refusal as one line, and only then hands the fields to the form deliverer,
// which stores them durably before sending { formData } to the CMS: once stored, the visitor's message is safe
// even while the CMS is down (it is retried in the background), so the visitor hears "sent" without waiting on it.
//   JSON body        → 200 { ok: true } | 400 { errors: { field: message } } | 413 { message }
//                      with an Idempotency-Key header (a UUID the page makes once per message and sends again on
//                      a retry), a repeat of a message already received answers 200 and stores nothing more
//                      | 503 { message } with Retry-After (neither the outbox nor the instance's spool could store it)
//   plain form post  → 303 back to the page with ?form={kind}&result=sent|invalid|failed (works without JavaScript):
//                      its `_returnTo` when that is a path on this site, else the page it was sent from (return-path.ts)
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER, RESULT_QUERY, resultNoticeId, RETURN_TO_FIELD, type FormResult } from '../../content/forms/form-endpoint.ts';
import { isFormKind, type FormKind } from '../../content/forms/forms.ts';
import { validateForm } from '../../content/forms/validate-form.ts';
import { jsonObject } from '../http/json-object.ts';
import { errorMessage, log } from '../logging/logger.ts';
import { repeatedLog } from '../logging/repeated-log.ts';
import type { FormDeliverer } from './form-deliverer.ts';
import { formReturnPath } from './return-path.ts';

/** A form is a handful of short fields; anything larger is refused before it is parsed. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;

export const FORM_ERROR_MESSAGES = {
  tooLarge: `The form is larger than ${MAX_FORM_BODY_BYTES / 1024} KB.`,
  notJson: 'The request body must be a JSON object of form fields.',
  notFormFields: 'The request body could not be read as form fields.',
  notStored: 'Your details could not be sent just now. Please try again in a moment.',
  unknownForm: 'There is no such form.',
  badIdempotencyKey: 'The Idempotency-Key header must be a UUID.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Seconds a visitor's script is asked to wait before sending a form that could not be stored again. */
export const NOT_STORED_RETRY_AFTER_S = 30;

export type FormsRoutesOptions = { deliverer: FormDeliverer };

class BadBodyError extends Error {
  override name = 'BadBodyError';
}

/** A JSON post is an object of form fields (an array or a bare value is not); the form definition checks the fields. */
const jsonFields = jsonObject(FORM_ERROR_MESSAGES.notJson);

const isJsonRequest = (c: Context) => (c.req.header('content-type') ?? '').toLowerCase().includes('application/json');

async function readFields(c: Context): Promise<Record<string, unknown>> {
  if (isJsonRequest(c)) {
    const body = v.safeParse(jsonFields, await c.req.json().catch(() => null));
    if (!body.success) throw new BadBodyError(FORM_ERROR_MESSAGES.notJson);
    return body.output;
  }
  // A broken multipart or urlencoded body is the sender's mistake: a 400, never a server error.
  const body = await c.req.parseBody().catch(() => {
    throw new BadBodyError(FORM_ERROR_MESSAGES.notFormFields);
  });
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
}

/** A plain form post goes back to its page, which shows the result; nothing the visitor typed is put in the URL. */
function redirectBack(c: Context, fields: Record<string, unknown>, kind: FormKind, result: FormResult) {
  const query = new URLSearchParams({ [RESULT_QUERY.form]: kind, [RESULT_QUERY.result]: result });
  const back = formReturnPath(fields[RETURN_TO_FIELD], c.req.header('Referer'));
  if (back.refused) log.warn('form.return_path_refused', { kind, returnedTo: back.path });
  return c.redirect(`${back.path}?${query}#${resultNoticeId(kind)}`, 303);
}

/** Every refusal is one structured line naming the form, the reason and the fields at fault, never what was typed. */
const logRefusal = (kind: string, reason: string, fields?: string[]) => log.warn('form.refused', { kind, reason, ...(fields ? { fields } : {}) });

export function createFormsRoutes({ deliverer }: FormsRoutesOptions): Hono {
  const app = new Hono();
  app.use(
    bodyLimit({
      maxSize: MAX_FORM_BODY_BYTES,
      onError: (c) => {
        logRefusal(c.req.param('kind') ?? 'unknown', 'too_large');
        return c.json({ message: FORM_ERROR_MESSAGES.tooLarge }, 413);
      },
    }),
  );

  app.post('/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!isFormKind(kind)) {
      logRefusal(kind, 'unknown_form');
      return c.json({ message: FORM_ERROR_MESSAGES.unknownForm }, 404);
    }
    const plainPost = !isJsonRequest(c);
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key !== undefined && !UUID.test(key)) {
      logRefusal(kind, 'bad_idempotency_key');
      return c.json({ message: FORM_ERROR_MESSAGES.badIdempotencyKey }, 400);
    }
    let fields: Record<string, unknown>;
    try {
      fields = await readFields(c);
    } catch (error) {
      if (error instanceof BadBodyError) {
        logRefusal(kind, 'unreadable_body');
        return c.json({ message: error.message }, 400);
      }
      throw error;
    }

    const { values, errors, valid } = validateForm(kind, fields);
    if (!valid) {
      logRefusal(kind, 'invalid_fields', Object.keys(errors));
      return plainPost ? redirectBack(c, fields, kind, 'invalid') : c.json({ errors }, 400);
    }

    try {
      const { submissionId, outcome } = await deliverer.submit(values, key?.toLowerCase());
      log.info('form.accepted', { kind, submissionId, delivery: outcome });
    } catch (error) {
      repeatedLog.error('form.not_stored', { kind, error: errorMessage(error) });
      if (plainPost) return redirectBack(c, fields, kind, 'failed');
      return c.json({ message: FORM_ERROR_MESSAGES.notStored }, 503, { 'Retry-After': String(NOT_STORED_RETRY_AFTER_S), 'Cache-Control': 'no-store' });
    }
    return plainPost ? redirectBack(c, fields, kind, 'sent') : c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' });
  });
  return app;
}
