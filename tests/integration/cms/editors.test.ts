// The CMS as a brand's editor uses it, on a real Strapi (cms/, seeded) with the site beside it: an editor
// invited with the Editor role exports form submissions from the admin session (no API token), reads but
// cannot change them, cannot open Settings, sees the blocks the site skips, schedules a page (and a group of
// pages together) that Strapi publishes and unpublishes on time, and compares and restores published versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startBuiltSite, type RunningSite } from '../../../scripts/site-process.ts';
import { inviteAndRegister, signIn, type AdminApi } from './support/admin-accounts.ts';
import { startSeededStrapi, type SeededStrapi } from './support/seeded-strapi.ts';

const SUBMISSIONS = 'api::form-submission.form-submission';
const PAGE = 'api::page.page';
const PREVIEW_SECRET = 'preview-secret-for-editor-tests';
const WEBHOOK_DEADLINE_MS = 5000;
const SCHEDULE_LEAD_MS = 12_000;
/** A scheduled change is due within one look of the scheduler (every second here) plus the webhook's deadline. */
const SCHEDULE_DEADLINE_MS = 1000 + WEBHOOK_DEADLINE_MS;

let cms: SeededStrapi;
let site: RunningSite;
let editor: AdminApi;
let author: AdminApi;

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

const intro = (heading?: string) => ({ __component: 'blocks.page-intro', componentName: 'PageIntro', isActive: true, backgroundColour: 'neutral-1', ...(heading ? { heading } : {}) });
const createPage = (api: AdminApi, data: Record<string, unknown>) =>
  api.json<{ data: { documentId: string } }>(`/content-manager/collection-types/${PAGE}`, { method: 'POST', body: JSON.stringify(data) });

/** CSV rows split into fields (RFC 4180 quoting). */
function csvRows(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map(([, field]) => (field!.startsWith('"') ? field!.slice(1, -1).replace(/""/g, '"') : field!)));
}

beforeAll(async () => {
  const sitePort = await freePort();
  cms = await startSeededStrapi({ siteUrl: `http://127.0.0.1:${sitePort}`, env: { PREVIEW_SECRET, CMS_SCHEDULE_EVERY_SECONDS: '1' } });
  site = await startBuiltSite({ port: sitePort, env: { CMS_URL: cms.strapi.url, REVALIDATE_SECRET: cms.revalidateSecret, PREVIEW_SECRET } });
  const owner = await signIn(cms.strapi.url, cms.adminEmail, cms.adminPassword);
  editor = await inviteAndRegister(cms.strapi.url, owner, 'strapi-editor', 'sam.editor@example.com', 'Editor-password-2');
  author = await inviteAndRegister(cms.strapi.url, owner, 'strapi-author', 'alex.author@example.com', 'Author-password-3');
});

afterAll(async () => {
  await site?.stop();
  await cms?.stop();
});

describe('form submissions for editors', () => {
  it('exports the submissions of a date range as CSV from the admin session, mobile numbers kept as text; refused to the public and to roles without the export', async () => {
    const email = `cot-sheets-${Date.now()}@example.com`;
    const sent = await fetch(`${cms.strapi.url}/api/ezforms/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ formData: { formType: 'contact', email, mobile: '0412345678', message: 'Do you make cot sheets?', submissionId: `s-${Date.now()}` } }),
    });
    expect(sent.status).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const exported = await editor.request(`/admin/site/form-submissions/export.csv?from=${today}&to=${today}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toContain(`form-submissions-${today}_to_${today}.csv`);
    const rows = csvRows(await exported.text());
    expect(rows[0]).toEqual(['createdAt', 'formType', 'email', 'mobile', 'message', 'product', 'variantId', 'submissionId', 'formData']);
    const row = rows.find((fields) => fields[2] === email);
    // A spreadsheet reads ="0412345678" as the text 0412345678: the leading zero stays.
    expect(row?.slice(1, 5)).toEqual(['contact', email, '="0412345678"', 'Do you make cot sheets?']);

    const later = csvRows(await (await editor.request(`/admin/site/form-submissions/export.csv?from=${tomorrow}`)).text());
    expect(later).toHaveLength(1);
    expect((await editor.request('/admin/site/form-submissions/export.csv?from=yesterday')).status).toBe(400);

    expect((await fetch(`${cms.strapi.url}/admin/site/form-submissions/export.csv`)).status).toBe(401);
    expect((await author.request('/admin/site/form-submissions/export.csv')).status).toBe(403);
  });

  it('lets an editor read submissions, listed by date, form and e-mail, but not change or delete one', async () => {
    const list = await editor.json<{ results: { documentId: string; email: string }[] }>(`/content-manager/collection-types/${SUBMISSIONS}?page=1&pageSize=10`);
    const submission = list.results[0]!;
    expect(submission.email).toMatch(/@example\.com$/);
    const edit = await editor.request(`/content-manager/collection-types/${SUBMISSIONS}/${submission.documentId}`, { method: 'PUT', body: JSON.stringify({ email: 'changed@example.com' }) });
    expect(edit.status).toBe(403);
    expect((await editor.request(`/content-manager/collection-types/${SUBMISSIONS}/${submission.documentId}`, { method: 'DELETE' })).status).toBe(403);

    const configuration = await editor.json<{ data: { contentType: { layouts: { list: string[] }; metadatas: Record<string, { edit: { editable: boolean } }> } } }>(
      `/content-manager/content-types/${SUBMISSIONS}/configuration`,
    );
    expect(configuration.data.contentType.layouts.list.slice(0, 3)).toEqual(['createdAt', 'formType', 'email']);
    expect(configuration.data.contentType.metadatas.email!.edit.editable).toBe(false);
  });
});

describe('the Editor role', () => {
  it('writes and publishes pages but cannot open Settings: roles, users, API tokens, webhooks, the Content-Type Builder', async () => {
    const { data } = await createPage(editor, { slug: `editor-page-${Date.now()}`, title: 'Editor page', pageContent: [intro('Written by an editor')] });
    expect((await editor.request(`/content-manager/collection-types/${PAGE}/${data.documentId}/actions/publish`, { method: 'POST', body: '{}' })).status).toBe(200);

    for (const path of ['/admin/roles', '/admin/users', '/admin/api-tokens', '/admin/webhooks', '/content-type-builder/content-types']) {
      expect({ path, status: (await editor.request(path)).status }).toEqual({ path, status: 403 });
    }
    const token = await editor.request('/admin/api-tokens', { method: 'POST', body: JSON.stringify({ name: 'sneaky', type: 'full-access', lifespan: null }) });
    expect(token.status).toBe(403);
  });
});

describe('content health in the admin', () => {
  it('lists a draft block the site would skip, with the field to fix and a link to the entry, to a signed-in editor only', async () => {
    const slug = `unfinished-${Date.now()}`;
    const { data } = await createPage(editor, { slug, title: 'Unfinished', pageContent: [intro(), { __component: 'blocks.blog-rich-text', componentName: 'BlogRichText', isActive: true, richText: 'Finished copy.' }] });

    const health = await editor.json<{ data: { drafts: { page: string; blockKind: string; field: string; position: number; adminUrl: string }[]; published: unknown[] } }>('/admin/site/content-health');
    expect(health.data.drafts).toContainEqual(
      expect.objectContaining({ page: slug, position: 0, blockKind: 'Page intro', field: 'heading', adminUrl: `/admin/content-manager/collection-types/${PAGE}/${data.documentId}` }),
    );
    expect(health.data.published).toEqual([]);
    expect((await fetch(`${cms.strapi.url}/admin/site/content-health`)).status).toBe(401);
  });
});

describe('scheduled publishing', () => {
  it('publishes a page at its "publish at" time, the site shows it through the webhook, and unpublishes it at its "unpublish at" time', async () => {
    const slug = `sale-${Date.now()}`;
    // Far enough ahead that creating the page on a busy machine is done before it is due.
    const publishAt = Date.now() + SCHEDULE_LEAD_MS;
    const unpublishAt = publishAt + SCHEDULE_LEAD_MS;
    const { data } = await createPage(editor, {
      slug,
      title: 'Sale',
      pageContent: [intro('The winter sale')],
      publishAt: new Date(publishAt).toISOString(),
      unpublishAt: new Date(unpublishAt).toISOString(),
    });
    const schedule = await editor.json<{ data: { documentId: string; slug: string }[] }>('/admin/site/schedule');
    expect(schedule.data).toContainEqual(expect.objectContaining({ documentId: data.documentId, slug }));
    expect((await fetch(`${site.baseUrl}/${slug}`)).status).toBe(404);

    const shownAt = await within(publishAt - Date.now() + SCHEDULE_DEADLINE_MS, async () => (await fetch(`${site.baseUrl}/${slug}`)).status === 200);
    expect(shownAt).toBeGreaterThanOrEqual(publishAt);
    expect(await (await fetch(`${site.baseUrl}/${slug}`)).text()).toContain('The winter sale');
    // Visitors' API leaves the schedule out: when a sale ends is the shop's business.
    const publicPage = (await (await fetch(`${cms.strapi.url}/api/pages?filters[slug][$eq]=${slug}`)).json()) as { data: Record<string, unknown>[] };
    expect(publicPage.data).toHaveLength(1);
    expect(Object.keys(publicPage.data[0]!)).not.toContain('unpublishAt');

    const goneAt = await within(unpublishAt - Date.now() + SCHEDULE_DEADLINE_MS, async () => (await fetch(`${site.baseUrl}/${slug}`)).status === 404);
    expect(goneAt).toBeGreaterThanOrEqual(unpublishAt);
    const after = await editor.json<{ data: { documentId: string }[] }>('/admin/site/schedule');
    expect(after.data.map((entry) => entry.documentId)).not.toContain(data.documentId);
  }, 90_000);
});

describe('scheduling a group of entries', () => {
  it('gives several pages one publish time in one request (all or none), lists them, and publishes them together', async () => {
    const stamp = Date.now();
    const pages = await Promise.all(['sale-sheets', 'sale-quilts'].map((name) => createPage(editor, { slug: `${name}-${stamp}`, title: name, pageContent: [intro(`The ${name}`)] })));
    const entries = pages.map(({ data }) => ({ contentType: PAGE, documentId: data.documentId }));
    const schedule = (api: AdminApi, body: Record<string, unknown>) => api.request('/admin/site/schedule', { method: 'POST', body: JSON.stringify({ entries, ...body }) });
    const listed = async () => (await editor.json<{ data: { documentId: string; publishAt: string }[] }>('/admin/site/schedule')).data.filter((row) => entries.some((entry) => entry.documentId === row.documentId));

    const tomorrow = new Date(stamp + 86_400_000).toISOString();
    expect((await schedule(editor, { publishAt: tomorrow, unpublishAt: new Date(stamp + 2 * 86_400_000).toISOString() })).status).toBe(200);
    expect((await listed()).map((row) => new Date(row.publishAt).toISOString())).toEqual([tomorrow, tomorrow]);

    // An author may not change an editor's pages: refused, and neither page's time moves.
    expect((await schedule(author, { publishAt: new Date(stamp + 3 * 86_400_000).toISOString() })).status).toBe(403);
    expect((await schedule(editor, { publishAt: tomorrow, unpublishAt: tomorrow })).status).toBe(400);
    expect((await listed()).map((row) => new Date(row.publishAt).toISOString())).toEqual([tomorrow, tomorrow]);

    const publishAt = Date.now() + 3000;
    expect((await schedule(editor, { publishAt: new Date(publishAt).toISOString() })).status).toBe(200);
    const live = async () => (await Promise.all(['sale-sheets', 'sale-quilts'].map(async (name) => (await fetch(`${site.baseUrl}/${name}-${stamp}`)).status)));
    await within(publishAt - Date.now() + SCHEDULE_DEADLINE_MS, async () => (await live()).every((status) => status === 200));
  }, 60_000);
});

describe('version history', () => {
  it('keeps every publish with who and when, and restores an earlier one as a draft the editor then publishes', async () => {
    const slug = `history-${Date.now()}`;
    const entry = `/content-manager/collection-types/${PAGE}`;
    const { data } = await createPage(editor, { slug, title: 'History', pageContent: [intro('First words')] });
    const publish = () => editor.json(`${entry}/${data.documentId}/actions/publish`, { method: 'POST', body: '{}' });
    await publish();
    await editor.json(`${entry}/${data.documentId}`, { method: 'PUT', body: JSON.stringify({ slug, title: 'History', pageContent: [intro('Second words')] }) });
    await publish();
    const headingShown = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${site.baseUrl}/${slug}`)).text())?.[1];
    await within(WEBHOOK_DEADLINE_MS, async () => (await headingShown()) === 'Second words');

    const versions = await editor.json<{ data: { id: number; publishedBy: string; createdAt: string; changed: string[] | null }[] }>(`/admin/site/versions?contentType=${PAGE}&documentId=${data.documentId}`);
    expect(versions.data).toHaveLength(2);
    expect(versions.data.map((version) => version.publishedBy)).toEqual(['Sam Taylor <sam.editor@example.com>', 'Sam Taylor <sam.editor@example.com>']);
    const first = await editor.json<{ data: { snapshot: { pageContent: { heading: string }[] } } }>(`/admin/site/versions/${versions.data[1]!.id}`);
    expect(first.data.snapshot.pageContent[0]!.heading).toBe('First words');
    // A kept version holds the content, never the admin users behind it (their rows carry password hashes).
    expect(first.data.snapshot).not.toHaveProperty('createdBy');
    expect(JSON.stringify(first.data)).not.toMatch(/password|\$2[aby]\$/);
    // An author limited to their own pages may not read what others' pages held.
    expect((await author.request(`/admin/site/versions?contentType=${PAGE}&documentId=${data.documentId}`)).status).toBe(403);
    expect((await author.request(`/admin/site/versions/${versions.data[1]!.id}`)).status).toBe(403);
    expect((await author.request(`/admin/site/versions/${versions.data[1]!.id}/compare`)).status).toBe(403);
    // What changed, in words: the newest version says which field it changed; comparing shows both sides.
    const heading = 'Block 1 (Page intro) › Heading';
    expect(versions.data.map((version) => version.changed)).toEqual([[heading], null]);
    const compared = await editor.json<{ data: { differences: unknown[] } }>(`/admin/site/versions/${versions.data[1]!.id}/compare?with=${versions.data[0]!.id}`);
    expect(compared.data.differences).toEqual([{ path: 'pageContent.0.heading', label: heading, before: 'First words', after: 'Second words' }]);
    const withDraft = await editor.json<{ data: { differences: unknown[] } }>(`/admin/site/versions/${versions.data[0]!.id}/compare`);
    expect(withDraft.data.differences).toEqual([]);

    // An author may not change others' pages, so may not restore over them either.
    expect((await author.request(`/admin/site/versions/${versions.data[1]!.id}/restore`, { method: 'POST' })).status).toBe(403);
    await editor.json(`/admin/site/versions/${versions.data[1]!.id}/restore`, { method: 'POST' });
    const draft = await editor.json<{ data: { pageContent: { heading: string }[] } }>(`${entry}/${data.documentId}?status=draft`);
    expect(draft.data.pageContent[0]!.heading).toBe('First words');
    expect(await headingShown()).toBe('Second words');

    await publish();
    await within(WEBHOOK_DEADLINE_MS, async () => (await headingShown()) === 'First words');
  });
});
