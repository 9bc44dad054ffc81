// The embedded demo CMS as a process of its own, for tests that run several site instances against one CMS
// they can stop and start: node --import tsx scripts/support/demo-cms-server.ts --port N --data-dir DIR
// [--form-answer-delay-ms MS] [--articles N] [--photos]. Content overrides are read from DIR (demo-backends/cms/content-overrides.ts);
// form submissions are stored in DIR/demo-cms.sqlite. The delay holds each form answer back after the
// submission is stored, like a slow CMS, so a test can catch a site instance in the middle of a delivery.
// `--articles N` serves N generated blog articles instead of the 7 demo ones (the blog benchmark).
// `--photos` serves the demo content with camera photographs instead of drawings on the photographed pages, stored
// as Strapi stores uploads (photographed-content.ts): files at /uploads/{hash}{ext}, made once in DIR/uploads.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { CONTENT_OVERRIDES_FILE, createDemoCmsApp } from '../../demo-backends/cms/app.ts';
import { DEMO_CONTENT } from '../../demo-backends/cms/content/index.ts';
import { DEMO_CMS_SUBMISSIONS_FILE } from './demo-cms.ts';
import { generatedArticles } from './generated-articles.ts';
import { photographedCms, type PhotographedCms } from './photographed-content.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'form-answer-delay-ms': { type: 'string', default: '0' },
    articles: { type: 'string' },
    photos: { type: 'boolean' },
  },
});
const port = Number(values.port);
const dataDir = values['data-dir'];
const formAnswerDelayMs = Number(values['form-answer-delay-ms']);
const articleCount = values.articles === undefined ? null : Number(values.articles);
if (
  !Number.isInteger(port) ||
  port <= 0 ||
  !dataDir ||
  !Number.isInteger(formAnswerDelayMs) ||
  formAnswerDelayMs < 0 ||
  (articleCount !== null && !(Number.isInteger(articleCount) && articleCount > 0))
) {
  console.error('usage: demo-cms-server.ts --port N --data-dir DIR [--form-answer-delay-ms MS] [--articles N] [--photos]');
  process.exit(2);
}

const UPLOAD_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/** An upload of the photographed library, as Strapi's public folder serves it; nothing else under that folder. */
async function serveStoredUpload(library: PhotographedCms, file: string): Promise<Response> {
  if (!library.files.has(file)) return new Response('Not Found', { status: 404 });
  const bytes = await readFile(join(library.uploadsDir, file));
  const type = UPLOAD_TYPES[extname(file)] ?? 'application/octet-stream';
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': type, 'Content-Length': String(bytes.length), 'Cache-Control': 'public, max-age=60' },
  });
}

const app = new Hono();
app.use('/api/ezforms/submit', async (_, next) => {
  await next();
  if (formAnswerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, formAnswerDelayMs));
});
const builtIn = articleCount === null ? DEMO_CONTENT : { ...DEMO_CONTENT, articles: generatedArticles(articleCount) };
const photographed = values.photos ? await photographedCms(dataDir, { content: builtIn }) : null;
const content = photographed?.content ?? builtIn;
if (photographed) app.get('/uploads/:file', (c) => serveStoredUpload(photographed, c.req.param('file')));
app.route(
  '/',
  createDemoCmsApp({ submissionsDbPath: join(dataDir, DEMO_CMS_SUBMISSIONS_FILE), contentOverridesPath: join(dataDir, CONTENT_OVERRIDES_FILE), content }),
);

serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
// Stopped at once, open connections and all, the way a CMS that goes down looks to the site.
process.once('SIGTERM', () => process.exit(0));
