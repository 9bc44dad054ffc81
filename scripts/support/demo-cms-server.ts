// The embedded demo CMS as a process of its own, for tests that run several site instances against one CMS
// they can stop and start: node --import tsx scripts/support/demo-cms-server.ts --port N --data-dir DIR
// [--form-answer-delay-ms MS] [--articles N]. Content overrides are read from DIR (demo-backends/cms/content-overrides.ts);
// form submissions are stored in DIR/demo-cms.sqlite. The delay holds each form answer back after the
// submission is stored, like a slow CMS, so a test can catch a site instance in the middle of a delivery.
// `--articles N` serves N generated blog articles instead of the 7 demo ones (the blog benchmark).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CONTENT_OVERRIDES_FILE, createDemoCmsApp } from '../../demo-backends/cms/app.ts';
import { DEMO_CONTENT } from '../../demo-backends/cms/content/index.ts';
import { DEMO_CMS_SUBMISSIONS_FILE } from './demo-cms.ts';
import { generatedArticles } from './generated-articles.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, 'form-answer-delay-ms': { type: 'string', default: '0' }, articles: { type: 'string' } } });
const port = Number(values.port);
const dataDir = values['data-dir'];
const formAnswerDelayMs = Number(values['form-answer-delay-ms']);
const articleCount = values.articles === undefined ? null : Number(values.articles);
if (!Number.isInteger(port) || port <= 0 || !dataDir || !Number.isInteger(formAnswerDelayMs) || formAnswerDelayMs < 0 || (articleCount !== null && !(Number.isInteger(articleCount) && articleCount > 0))) {
  console.error('usage: demo-cms-server.ts --port N --data-dir DIR [--form-answer-delay-ms MS] [--articles N]');
  process.exit(2);
}

const app = new Hono();
app.use('/api/ezforms/submit', async (_, next) => {
  await next();
  if (formAnswerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, formAnswerDelayMs));
});
const content = articleCount === null ? DEMO_CONTENT : { ...DEMO_CONTENT, articles: generatedArticles(articleCount) };
app.route('/', createDemoCmsApp({ submissionsDbPath: join(dataDir, DEMO_CMS_SUBMISSIONS_FILE), contentOverridesPath: join(dataDir, CONTENT_OVERRIDES_FILE), content }));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
// Stopped at once, open connections and all, the way a CMS that goes down looks to the site.
process.once('SIGTERM', () => process.exit(0));
