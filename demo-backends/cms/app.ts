// The embedded demo CMS: a Hono app that answers the same HTTP as the real Strapi v4 content API
// (openapi/cms.yaml) from in-memory demo content, serves the demo media, and stores form submissions.
// Mounted by the site server at /demo/cms when no CMS credentials are configured.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEMO_CONTENT } from './content/index.ts';
import { contentEditsReader, editedArticles, editedPages } from './content-edits.ts';
import { openFormSubmissionStore, type FormSubmissionStore } from './form-submissions.ts';
import { InvalidPaginationError, paginate, strapiError } from './strapi-responses.ts';
import { serveUpload } from './uploads.ts';

/** `editsPath`: the demo content edits file (content-edits.ts); absent, the demo content is as shipped. */
export type DemoCmsOptions = { submissionsDbPath: string; editsPath?: string };

/** Form bodies are a handful of fields; anything larger is not a form. */
const MAX_FORM_BODY_BYTES = 16 * 1024;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function collection<T>(c: Context, items: readonly T[]) {
  try {
    return c.json(paginate(items, (name) => c.req.query(name)));
  } catch (error) {
    if (error instanceof InvalidPaginationError) return strapiError(c, 400, 'ValidationError', error.message);
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
  const submission = store.add(body.formData);
  return c.json({ data: { id: submission.id, createdAt: submission.createdAt } });
}

export function createDemoCmsApp(options: DemoCmsOptions): Hono {
  const store = openFormSubmissionStore(options.submissionsDbPath);
  const content = DEMO_CONTENT;
  const edits = options.editsPath ? contentEditsReader(options.editsPath, (error) => console.error('demo CMS edits ignored:', error.message)) : () => ({});
  const app = new Hono({ strict: false });

  // Registered with and without the trailing slash: once mounted, the site app's router decides strictness.
  const get = (path: string, handler: (c: Context) => Response | Promise<Response>) => app.get(path, handler).get(`${path}/`, handler);
  get('/api/pages', (c) => collection(c, editedPages(content.pages, edits())));
  get('/api/blog-articles', (c) => collection(c, editedArticles(content.articles, edits())));
  get('/api/header', (c) => c.json(content.header));
  get('/api/navigation', (c) => c.json(content.navigation));
  get('/api/subscribe-modal', (c) => c.json(content.subscribeModal));
  get('/api/sold-out-modal', (c) => c.json(content.soldOutModal));
  get('/api/footer', (c) => c.json(content.footer));
  get('/api/info-modal', (c) => c.json(content.infoModal));

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
  app.onError((error, c) => {
    console.error('demo CMS request failed', error);
    return strapiError(c, 500, 'ApplicationError', 'Internal Server Error');
  });
  return app;
}
