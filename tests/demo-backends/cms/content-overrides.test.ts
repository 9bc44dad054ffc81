import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_OVERRIDES_FILE, createDemoCmsApp } from '../../../demo-backends/cms/app.ts';
import { DEMO_CONTENT } from '../../../demo-backends/cms/content/index.ts';

let dir: string;
let overridesPath: string;
let app: ReturnType<typeof createDemoCmsApp>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-cms-overrides-'));
  overridesPath = join(dir, CONTENT_OVERRIDES_FILE);
  app = createDemoCmsApp({ submissionsDbPath: join(dir, 'forms.sqlite'), contentOverridesPath: overridesPath });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const json = async (path: string) => (await (await app.request(path)).json()) as any;
const contactPage = async () => (await json('/api/pages?populate=deep,5')).data.find((page: any) => page.attributes.slug === 'contact');

describe('demo CMS content overrides', () => {
  it('without an overrides file the built-in content is served', async () => {
    expect((await contactPage()).attributes.title).toBe('Contact');
  });

  it('an edit in the overrides file is served on the next request, merged over the rest of the entry', async () => {
    writeFileSync(overridesPath, JSON.stringify({ pages: { contact: { title: 'Talk to us', pageSeo: { metaTitle: 'Talk to us | Linden & Tuck' } } } }));
    const edited = await contactPage();
    expect(edited.attributes.title).toBe('Talk to us');
    expect(edited.attributes.pageSeo.metaTitle).toBe('Talk to us | Linden & Tuck');
    expect(edited.attributes.pageSeo.metaDescription).toBe('Email, call or visit the Linden & Tuck workroom in Marrickville, Sydney.');
    expect(edited.attributes.pageContent).toHaveLength(2);

    writeFileSync(overridesPath, JSON.stringify({ pages: { contact: { title: 'Write to us' } }, footer: { footerSocial: { heading: 'Say hello' } } }));
    expect((await contactPage()).attributes.title).toBe('Write to us');
    const footer = await json('/api/footer');
    const builtIn = DEMO_CONTENT.footer.data.attributes;
    expect(footer.data.attributes).toEqual({ ...builtIn, footerSocial: { ...builtIn.footerSocial, heading: 'Say hello' } });
  });

  it('a broken overrides file is a 500 naming the file, not silently the old content; its path and the parse error only in the log', async () => {
    const logged: { event: string; fields: Record<string, unknown> }[] = [];
    app = createDemoCmsApp({ submissionsDbPath: join(dir, 'forms.sqlite'), contentOverridesPath: overridesPath, logError: (event, fields) => logged.push({ event, fields }) });
    writeFileSync(overridesPath, '{ "pages": ');
    const response = await app.request('/api/pages');
    expect(response.status).toBe(500);
    const answer = await response.text();
    expect((JSON.parse(answer) as any).error).toMatchObject({ status: 500, name: 'ApplicationError', message: `The content overrides file (${CONTENT_OVERRIDES_FILE}) cannot be read; the server log says why.` });
    expect(answer).not.toContain(dir);
    expect(logged).toEqual([{ event: 'demo_cms.content_overrides_unreadable', fields: { method: 'GET', path: '/api/pages', error: expect.stringContaining(`${overridesPath} is not valid JSON`) } }]);
  });
});
