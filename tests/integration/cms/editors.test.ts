// The CMS as a brand's editor uses it, on a real Strapi (cms/, seeded) with the site beside it: an editor
// invited with the Editor role exports form submissions from the admin session (no API token), reads but
// cannot change them, cannot open Settings, sees the blocks the site skips, schedules a page (and a group of
// pages together) that Strapi publishes and unpublishes on time, and compares and restores published versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite, type RunningSite } from '../../../scripts/site-process.ts';
import { changeRoles, createRoleFrom, inviteAndRegister, signIn, type AdminApi } from './support/admin-accounts.ts';
import { sharedStrapi, type SharedStrapi } from './support/shared-strapi.ts';

const SUBMISSIONS = 'api::form-submission.form-submission';
const PAGE = 'api::page.page';
const WEBHOOK_DEADLINE_MS = 5000;
const SCHEDULE_LEAD_MS = 12_000;
/** A scheduled change is due within one look of the scheduler (every second here) plus the webhook's deadline. */
const SCHEDULE_DEADLINE_MS = 1000 + WEBHOOK_DEADLINE_MS;

let cms: SharedStrapi;
let site: RunningSite;
let owner: AdminApi;
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
const draftOf = (api: AdminApi, documentId: string) => api.json<{ data: Record<string, unknown> & { pageContent: { heading: string }[] } }>(`/content-manager/collection-types/${PAGE}/${documentId}?status=draft`);
const submitForm = (formData: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${cms.url}/api/ezforms/submit`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ formData }) });
/** Whether the public API (what the site reads) has a published page with this slug. */
const isPublished = async (slug: string) => ((await (await fetch(`${cms.url}/api/pages?filters[slug][$eq]=${slug}`)).json()) as { data: unknown[] }).data.length > 0;

/** CSV rows split into fields (RFC 4180 quoting). */
function csvRows(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map(([, field]) => (field!.startsWith('"') ? field!.slice(1, -1).replace(/""/g, '"') : field!)));
}

beforeAll(async () => {
  // The run's Strapi (its scheduler looks every second); this file's users and pages are its own.
  cms = await sharedStrapi();
  site = await startBuiltSite({ port: cms.sitePort, timeoutMs: 90_000, env: { CMS_URL: cms.url, REVALIDATE_SECRET: cms.revalidateSecret, PREVIEW_SECRET: cms.previewSecret } });
  owner = await signIn(cms.url, cms.adminEmail, cms.adminPassword);
  editor = await inviteAndRegister(cms.url, owner, 'strapi-editor', 'sam.editor@example.com', 'Editor-password-2');
  author = await inviteAndRegister(cms.url, owner, 'strapi-author', 'alex.author@example.com', 'Author-password-3');
});

afterAll(async () => {
  await site?.stop();
  await cms?.release();
});

describe('form submissions for editors', () => {
  it('exports the submissions of a date range as CSV from the admin session, mobile numbers kept as text; refused to the public and to roles without the export', async () => {
    const email = `cot-sheets-${Date.now()}@example.com`;
    const sent = await fetch(`${cms.url}/api/ezforms/submit`, {
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

    expect((await fetch(`${cms.url}/admin/site/form-submissions/export.csv`)).status).toBe(401);
    expect((await author.request('/admin/site/form-submissions/export.csv')).status).toBe(403);
  });

  it("refuses what the site's own form endpoint would refuse: a 10,000-character e-mail, a form the site does not have, a field that form does not have", async () => {
    const valid = { formType: 'contact', email: 'kim@example.com', mobile: '0412345678', message: 'Hello', submissionId: `rules-${Date.now()}` };
    for (const [formData, message] of [
      [{ ...valid, email: `${'a'.repeat(9_980)}@example.com` }, 'formData.email: Please enter a valid email'],
      [{ ...valid, formType: 'newsletter' }, 'formData.formType must be one of contact, subscribe, sold-out'],
      [{ ...valid, website: 'http://spam.example' }, 'formData.website is not a field of the contact form'],
    ] as const) {
      const response = await submitForm(formData);
      expect({ status: response.status, message: ((await response.json()) as { error: { message: string } }).error.message }).toEqual({ status: 400, message });
    }
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
    expect((await fetch(`${cms.url}/admin/site/content-health`)).status).toBe(401);
    // An author limited to their own entries is not shown what others' drafts hold.
    const authors = await author.json<{ data: { drafts: { page: string }[] } }>('/admin/site/content-health');
    expect(authors.data.drafts.map((skip) => skip.page)).not.toContain(slug);
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
    const publicPage = (await (await fetch(`${cms.url}/api/pages?filters[slug][$eq]=${slug}`)).json()) as { data: Record<string, unknown>[] };
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

    // An author limited to their own entries does not see others' drafts in the schedule.
    const authorsList = await author.json<{ data: { documentId: string }[] }>('/admin/site/schedule');
    expect(authorsList.data.map((row) => row.documentId)).not.toContain(entries[0]!.documentId);
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

describe('who may schedule', () => {
  it('refuses a role that may save drafts but not publish (Author) a publish or unpublish time, from the group schedule or its edit screen', async () => {
    const slug = `author-draft-${Date.now()}`;
    const page = { slug, title: 'Author draft', pageContent: [intro('Not for publishing yet')] };
    const { data } = await createPage(author, page);
    const now = new Date().toISOString();
    const grouped = await author.request('/admin/site/schedule', { method: 'POST', body: JSON.stringify({ entries: [{ contentType: PAGE, documentId: data.documentId }], publishAt: now }) });
    expect(grouped.status).toBe(403);
    for (const times of [{ publishAt: now }, { unpublishAt: now }]) {
      const saved = await author.request(`/content-manager/collection-types/${PAGE}/${data.documentId}`, { method: 'PUT', body: JSON.stringify({ ...page, ...times }) });
      expect({ times, status: saved.status }).toEqual({ times, status: 403 });
    }
    expect((await author.request(`/content-manager/collection-types/${PAGE}`, { method: 'POST', body: JSON.stringify({ ...page, slug: `${slug}-2`, publishAt: now }) })).status).toBe(403);
    // Their everyday saves, which leave the times as they are, go through; nothing is due, nothing published.
    expect((await author.request(`/content-manager/collection-types/${PAGE}/${data.documentId}`, { method: 'PUT', body: JSON.stringify({ ...page, title: 'Author draft, edited', publishAt: null }) })).status).toBe(200);
    expect((await draftOf(editor, data.documentId)).data).toMatchObject({ title: 'Author draft, edited', publishAt: null, unpublishAt: null });
    expect(await isPublished(slug)).toBe(false);
  });

  it('does not publish at the time set when the one who set it may no longer publish by then (moved to the Author role meanwhile)', async () => {
    const email = `kim.${Date.now()}@example.com`;
    const colleague = await inviteAndRegister(cms.url, owner, 'strapi-editor', email, 'Editor-password-5');
    const slug = `kim-${Date.now()}`;
    const { data } = await createPage(colleague, { slug, title: 'Kim', pageContent: [intro('Scheduled, then not allowed')] });
    const publishAt = Date.now() + 4000;
    const scheduled = await colleague.request('/admin/site/schedule', { method: 'POST', body: JSON.stringify({ entries: [{ contentType: PAGE, documentId: data.documentId }], publishAt: new Date(publishAt).toISOString() }) });
    expect(scheduled.status).toBe(200);
    await changeRoles(owner, email, ['strapi-author']);

    // The scheduler takes the time off the entry when it comes, without publishing it.
    const listed = async () => (await editor.json<{ data: { documentId: string }[] }>('/admin/site/schedule')).data.some((row) => row.documentId === data.documentId);
    await within(publishAt - Date.now() + SCHEDULE_DEADLINE_MS, async () => !(await listed()));
    expect(await isPublished(slug)).toBe(false);
    expect((await fetch(`${site.baseUrl}/${slug}`)).status).toBe(404);
  }, 30_000);
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

describe('version history and permissions', () => {
  it("restores through the role's field permissions: a field the role may not change keeps the draft's value", async () => {
    const code = await createRoleFrom(owner, 'strapi-editor', `Copywriter ${Date.now()}`, PAGE, (permission) =>
      permission.action.endsWith('explorer.read') ? permission : permission.action.endsWith('explorer.update') ? { ...permission, properties: { ...permission.properties, fields: permission.properties.fields!.filter((field) => field !== 'title') } } : null,
    );
    const copywriter = await inviteAndRegister(cms.url, owner, code, `robin.${Date.now()}@example.com`, 'Copywriter-password-6');
    const slug = `linen-care-${Date.now()}`;
    const entry = `/content-manager/collection-types/${PAGE}`;
    const { data } = await createPage(editor, { slug, title: 'Linen care', pageContent: [intro('First words')] });
    const publish = () => editor.json(`${entry}/${data.documentId}/actions/publish`, { method: 'POST', body: '{}' });
    await publish();
    await editor.json(`${entry}/${data.documentId}`, { method: 'PUT', body: JSON.stringify({ slug, title: 'Linen care guide', pageContent: [intro('Second words')] }) });
    await publish();
    const versions = await copywriter.json<{ data: { id: number }[] }>(`/admin/site/versions?contentType=${PAGE}&documentId=${data.documentId}`);

    expect((await copywriter.request(`/admin/site/versions/${versions.data[1]!.id}/restore`, { method: 'POST' })).status).toBe(200);
    const draft = (await draftOf(editor, data.documentId)).data;
    expect({ title: draft.title, heading: draft.pageContent[0]!.heading }).toEqual({ title: 'Linen care guide', heading: 'First words' });
  });

  it("shows the versions of a deleted entry only to a role that may read every entry, never to an author limited to their own", async () => {
    const { data } = await createPage(editor, { slug: `gone-${Date.now()}`, title: 'Gone', pageContent: [intro('Soon deleted')] });
    await editor.json(`/content-manager/collection-types/${PAGE}/${data.documentId}/actions/publish`, { method: 'POST', body: '{}' });
    const list = `/admin/site/versions?contentType=${PAGE}&documentId=${data.documentId}`;
    const [version] = (await editor.json<{ data: { id: number }[] }>(list)).data;
    expect((await editor.request(`/content-manager/collection-types/${PAGE}/${data.documentId}`, { method: 'DELETE' })).status).toBe(200);

    expect((await author.request(list)).status).toBe(403);
    expect((await author.request(`/admin/site/versions/${version!.id}`)).status).toBe(403);
    expect((await editor.json<{ data: unknown[] }>(list)).data).toHaveLength(1);
  });
});

// Last: it spends this address's writes on the CMS's submit route.
describe("the public submit route's write limit", () => {
  it("answers 429 with Retry-After once one address has sent the site's burst, while the site's own deliveries (with its API token) go on", async () => {
    const stamp = Date.now();
    const form = (n: number) => ({ formType: 'subscribe', email: `burst-${stamp}-${n}@example.com`, submissionId: `burst-${stamp}-${n}` });
    // All at once, as a script would: the burst is 20, and a second adds one more at most.
    const responses = await Promise.all(Array.from({ length: 30 }, (_, n) => submitForm(form(n))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThan(25);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(responses.find((response) => response.status === 429)!.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);

    const token = await owner.json<{ data: { accessKey: string } }>('/admin/api-tokens', { method: 'POST', body: JSON.stringify({ name: `site-${stamp}`, type: 'full-access', lifespan: null }) });
    expect((await submitForm(form(99), { Authorization: `Bearer ${token.data.accessKey}` })).status).toBe(200);
  });
});
