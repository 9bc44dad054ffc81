import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoCmsApp } from '../../../demo-backends/cms/app.ts';

let dir: string;
let editsPath: string;
let app: ReturnType<typeof createDemoCmsApp>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-cms-edits-'));
  editsPath = join(dir, 'demo-cms-edits.json');
  app = createDemoCmsApp({ submissionsDbPath: join(dir, 'forms.sqlite'), editsPath });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Entry = { attributes: { slug: string; title?: string; heading?: string; updatedAt?: string } };
const entries = async (path: string) => ((await (await app.request(path)).json()) as { data: Entry[] }).data;
const page = async (slug: string) => (await entries('/api/pages?populate=deep,5')).find((entry) => entry.attributes.slug === slug)!.attributes;

describe('demo content edits (DATA_DIR/demo-cms-edits.json)', () => {
  it('serves the shipped content while there is no edits file', async () => {
    expect((await page('faqs')).title).not.toBe('Questions, answered');
  });

  it('an edit to a page or article is served at once, with an updatedAt that stays put between reads', async () => {
    const article = (await entries('/api/blog-articles?populate=deep,5'))[0]!.attributes.slug;
    writeFileSync(editsPath, JSON.stringify({ pages: { faqs: { title: 'Questions, answered' } }, articles: { [article]: { heading: 'Edited heading' } } }));
    const first = await page('faqs');
    expect(first.title).toBe('Questions, answered');
    expect((await page('faqs')).updatedAt).toBe(first.updatedAt);
    expect((await page('experts')).title).not.toBe('Questions, answered');
    const edited = (await entries('/api/blog-articles?populate=deep,5')).find((entry) => entry.attributes.slug === article)!;
    expect(edited.attributes.heading).toBe('Edited heading');
  });

  it('an edits file that is not the expected shape is ignored: the shipped content stays', async () => {
    writeFileSync(editsPath, JSON.stringify({ pages: { faqs: 'Questions' } }));
    expect((await page('faqs')).title).not.toBe('Questions');
    writeFileSync(editsPath, '{ not json');
    expect((await page('faqs')).title).toBeTruthy();
  });
});
