// The embedded demo CMS: a Hono app that answers the same HTTP as the real Strapi v4 content API
// (openapi/cms.yaml) from in-memory demo content, serves the demo media, and stores form submissions.
// Mounted by the site server at /demo/cms when no CMS credentials are configured.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ContentOverridesError, contentWithOverrides } from './content-overrides.ts';
import { DEMO_CONTENT, type DemoContent } from './content/index.ts';
import { openFormSubmissionStore, type FormSubmissionStore } from './form-submissions.ts';
import { DEMO_DRAFT_ARTICLES, DEMO_DRAFT_PAGES } from './content/drafts/index.ts';
import { entriesFor } from './draft-versions.ts';
import { InvalidQueryError, paginate, strapiError } from './strapi-responses.ts';
import { serveUpload } from './uploads.ts';
import { errorDetail, type InternalErrorLog, stderrErrorLog } from '../internal-errors.ts';

export type DemoCmsOptions = {
  submissionsDbPath: string;
  /** A JSON file of content overrides read on each request (content-overrides.ts); absent file = the built-in content. */
  contentOverridesPath?: string;
  /** The content served (the built-in demo content by default; the blog benchmark serves thousands of articles). */
  content?: DemoContent;
  /** Where a failure's detail goes (the site's logger); answers carry only a code and a message. */
  logError?: InternalErrorLog;
};

/** The overrides file's name in a demo CMS data folder. */
export const CONTENT_OVERRIDES_FILE = 'demo-cms-content-overrides.json';

/** Form bodies are a handful of fields; anything larger is not a form. */
const MAX_FORM_BODY_BYTES = 16 * 1024;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Entry = { id: number; attributes: { slug: string; publishedAt?: string | null } };

/** A collection answer: published or draft versions (status), one slug's (filters), one page of them. */
function collection<T extends Entry>(c: Context, published: readonly T[], drafts: readonly T[]) {
  const query = (name: string) => c.req.query(name);
  try {
    return c.json(paginate(entriesFor(published, drafts, query), query));
  } catch (error) {
    if (error instanceof InvalidQueryError) return strapiError(c, 400, 'ValidationError', error.message);
    throw error;
  }
}

async function submitForm(c: Context, store: FormSubmissionStore) {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return strapiError(c, 400, 'ValidationError', 'Request body must be JSON: { "formData": { ... } }');
  }
  if (!isPlainObject(body) || !isPlainObject(body.formData)) {
    return strapiError(c, 400, 'ValidationError', 'formData is required and must be an object');
  }
  const submission = await store.add(body.formData);
  return c.json({ data: { id: submission.id, createdAt: submission.createdAt } });
}

export function createDemoCmsApp(options: DemoCmsOptions): Hono {
  const store = openFormSubmissionStore(options.submissionsDbPath);
  const current = contentWithOverrides(options.content ?? DEMO_CONTENT, options.contentOverridesPath);
  const app = new Hono({ strict: false });

  // Registered with and without the trailing slash: once mounted, the site app's router decides strictness.
  const get = (path: string, handler: (c: Context) => Response | Promise<Response>) => app.get(path, handler).get(`${path}/`, handler);
  get('/api/pages', (c) => collection(c, current().pages, DEMO_DRAFT_PAGES));
  get('/api/blog-articles', (c) => collection(c, current().articles, DEMO_DRAFT_ARTICLES));
  get('/api/header', (c) => c.json(current().header));
  get('/api/navigation', (c) => c.json(current().navigation));
  get('/api/subscribe-modal', (c) => c.json(current().subscribeModal));
  get('/api/sold-out-modal', (c) => c.json(current().soldOutModal));
  get('/api/footer', (c) => c.json(current().footer));
  get('/api/info-modal', (c) => c.json(current().infoModal));
  get('/api/privacy-choice', (c) => c.json(current().privacyChoices));

  app.post(
    '/api/ezforms/submit',
    bodyLimit({ maxSize: MAX_FORM_BODY_BYTES, onError: (c) => strapiError(c, 413, 'PayloadTooLargeError', `Form body is larger than ${MAX_FORM_BODY_BYTES} bytes`) }),
    (c) => submitForm(c, store),
  );

  app.get('/uploads/:hash/:file', (c) => serveUpload(c, () => c.text('Not Found', 404)));

  // Catch-alls rather than notFound(): a mounted app's notFound is not used, and the site's own '*' route
  // must not render a page for an unknown CMS path.
  app.all('/api/*', (c) => strapiError(c, 404, 'NotFoundError', 'Not Found'));
  app.all('*', (c) => c.text('Not Found', 404));
  const logError = options.logError ?? stderrErrorLog;
  app.onError((error, c) => {
    const overrides = error instanceof ContentOverridesError;
    logError(overrides ? 'demo_cms.content_overrides_unreadable' : 'demo_cms.request_failed', { method: c.req.method, path: c.req.path, error: errorDetail(error) });
    const message = overrides ? `The content overrides file (${CONTENT_OVERRIDES_FILE}) cannot be read; the server log says why.` : 'Internal Server Error';
    return strapiError(c, 500, 'ApplicationError', message);
  });
  return app;
}
