// The site on a real Strapi 5 (cms/, seeded with the demo content) against the site on its embedded demo CMS:
// the same pages, an editor's publish and unpublish reaching the site through the webhook, visitor forms
// stored once in Strapi, and pages kept from the last good snapshot while Strapi is down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from '../../../demo-backends/cms/content/index.ts';
import { pagePath } from '../../../content/page-path.ts';
import { freePort, startBuiltSite, type RunningSite } from '../../../scripts/site-process.ts';
import { signInToAdmin, type AdminSession } from '../../../scripts/support/strapi-admin.ts';
import { seedStrapi } from '../../../scripts/support/strapi.ts';
import { CONTENT_RESOURCES, fetchContentResource } from '../../../clients/cms/content-resources.ts';
import { createCmsClient } from '../../../clients/cms/cms-client.ts';
import { mainOf, renderedPage } from './support/rendered-page.ts';
import { signIn } from './support/admin-accounts.ts';
import { plantVersionKeptBeforeTheFix } from './support/legacy-version.ts';
import { startSeededStrapi, type SeededStrapi } from './support/seeded-strapi.ts';

const SUBMISSIONS = 'api::form-submission.form-submission';
const PAGE = 'api::page.page';
const ARTICLE = 'api::blog-article.blog-article';
const WEBHOOK_DEADLINE_MS = 5000;
const PREVIEW_SECRET = 'preview-secret-for-tests';

let cms: SeededStrapi;
let onStrapi: RunningSite;
let onDemo: RunningSite;
let admin: AdminSession;

const paths = [
  ...DEMO_CONTENT.pages.map((entry) => pagePath(entry.attributes.slug)),
  ...DEMO_CONTENT.articles.map((entry) => pagePath(entry.attributes.slug)),
];

/** Polls until `check` holds or the deadline passes; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

beforeAll(async () => {
  const sitePort = await freePort();
  cms = await startSeededStrapi({ siteUrl: `http://127.0.0.1:${sitePort}`, env: { PREVIEW_SECRET } });
  onStrapi = await startBuiltSite({ port: sitePort, env: { CMS_URL: cms.strapi.url, REVALIDATE_SECRET: cms.revalidateSecret, PREVIEW_SECRET } });
  onDemo = await startBuiltSite();
  admin = await signInToAdmin(cms.strapi.url, cms.adminEmail, cms.adminPassword);
});

afterAll(async () => {
  await Promise.allSettled([onStrapi?.stop(), onDemo?.stop()]);
  await cms?.stop();
});

describe('the site on a real Strapi', () => {
  it('renders every demo page and article with the same blocks, in the same order, with the same h1 as on the embedded CMS', async () => {
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const [real, demo] = await Promise.all([renderedPage(onStrapi.baseUrl, path), renderedPage(onDemo.baseUrl, path)]);
      expect({ path, status: real.status, h1: real.h1, blocks: real.blocks }).toEqual({ path, status: demo.status, h1: demo.h1, blocks: demo.blocks });
      expect(real.text, path).toBe(demo.text);
      expect(real.images, path).toBe(demo.images);
    }
  });

  it('serves the images Strapi stored', async () => {
    const html = await (await fetch(`${onStrapi.baseUrl}/`)).text();
    const src = /<img src="([^"]+)"/.exec(mainOf(html))?.[1];
    expect(src).toMatch(new RegExp(`^${cms.strapi.url}/uploads/`));
    const image = await fetch(src!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('shows a page an editor publishes within 5 s of the webhook, and answers 404 within 5 s of unpublishing it', async () => {
    const slug = `autumn-edit-${Date.now()}`;
    const { documentId } = await admin.create(PAGE, {
      slug,
      title: 'Autumn edit',
      pageContent: [
        { __component: 'blocks.page-intro', componentName: 'PageIntro', isActive: true, heading: 'The autumn edit', subHeading: 'Warm sateen for cool nights', backgroundColour: 'neutral-1' },
        { __component: 'blocks.blog-rich-text', componentName: 'BlogRichText', isActive: true, richText: 'Layer a **top sheet** under your quilt.' },
      ],
    });
    expect((await fetch(`${onStrapi.baseUrl}/${slug}`)).status).toBe(404);

    await admin.publish(PAGE, documentId);
    await within(WEBHOOK_DEADLINE_MS, async () => (await fetch(`${onStrapi.baseUrl}/${slug}`)).status === 200);
    const shown = await renderedPage(onStrapi.baseUrl, `/${slug}`);
    expect(shown.h1).toBe('The autumn edit');
    expect(shown.text).toContain('Layer a top sheet under your quilt.');

    await admin.unpublish(PAGE, documentId);
    await within(WEBHOOK_DEADLINE_MS, async () => (await fetch(`${onStrapi.baseUrl}/${slug}`)).status === 404);
  });

  it('renders a Find my size block an editor places on a page, with the site’s words where the editor left a text empty, and answers a plain submission', async () => {
    const slug = `sizing-${Date.now()}`;
    const { documentId } = await admin.create(PAGE, {
      slug,
      title: 'Sizing',
      pageContent: [
        { __component: 'blocks.page-intro', componentName: 'PageIntro', isActive: true, heading: 'Sizing', backgroundColour: 'neutral-1' },
        { __component: 'blocks.find-my-size', componentName: 'FindMySize', isActive: true, heading: 'Which set fits?', chooseLabel: 'Make my set', backgroundColour: 'neutral-white' },
      ],
    });
    await admin.publish(PAGE, documentId);
    await within(WEBHOOK_DEADLINE_MS, async () => (await fetch(`${onStrapi.baseUrl}/${slug}`)).status === 200);
    const html = await (await fetch(`${onStrapi.baseUrl}/${slug}?fit-unit=cm&fit-width=183&fit-length=203&fit-depth=33`)).text();
    expect(html).toContain('>Which set fits?</h2>');
    expect(html).toContain('>Find my size</button>');
    expect(html).toContain('Your set: King, 31-35 cm');
    expect(html).toMatch(/href="\/buy\?step=2&amp;size=king&amp;depth=31-35&amp;mattress=183x203x33cm"[^>]*>Make my set</);
  });

  it('stores a contact form sent on the site once in Strapi, also when it is delivered twice', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const sent = await fetch(`${onStrapi.baseUrl}/api/forms/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: onStrapi.baseUrl },
      body: JSON.stringify({ email, mobile: '0412345678', message: 'Do you make cot sheets?' }),
    });
    expect(sent.status).toBe(200);
    const stored = async () => (await admin.list(SUBMISSIONS)).filter((entry) => entry.email === email);
    await within(WEBHOOK_DEADLINE_MS, async () => (await stored()).length === 1);
    const [submission] = await stored();
    expect(submission).toMatchObject({ formType: 'contact', mobile: '0412345678', message: 'Do you make cot sheets?' });

    // The site's retry of a delivery it could not confirm: the same formData, the same submissionId.
    const again = await fetch(`${cms.strapi.url}/api/ezforms/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ formData: submission!.formData }),
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { id: number } }).data.id).toBe(submission!.id);
    expect(await stored()).toHaveLength(1);

    // An editor exports the submissions for a spreadsheet with an API token; without one the export is refused.
    const exportUrl = `${cms.strapi.url}/api/form-submissions/export.csv`;
    expect((await fetch(exportUrl)).status).toBe(403);
    const exported = await fetch(exportUrl, { headers: { Authorization: `Bearer ${await admin.createApiToken(`export-${Date.now()}`)}` } });
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await exported.text()).trim().split('\r\n');
    expect(rows[0]).toBe('createdAt,formType,email,mobile,message,product,variantId,submissionId,formData');
    expect(rows.filter((row) => row.includes(email))).toHaveLength(1);
  });

  it("opens a page's or an article's draft on the site's preview entry from the admin's Preview button", async () => {
    const documentOf = async (uid: string, slug: string) => String((await admin.list(uid)).find((entry) => entry.slug === slug)!.documentId);
    const article = DEMO_CONTENT.articles[0]!.attributes.slug;
    // A short-lived link signed with the secret, never the secret itself: the editor's browser sees only the link.
    const opens = async (link: string | null, path: string) => {
      const url = new URL(link!);
      expect({ entry: `${url.origin}${url.pathname}`, path: url.searchParams.get('path'), secret: link!.includes(PREVIEW_SECRET) }).toEqual({ entry: `${onStrapi.baseUrl}/api/preview`, path, secret: false });
      const entry = await fetch(link!, { redirect: 'manual' });
      expect({ status: entry.status, location: entry.headers.get('Location') }).toEqual({ status: 307, location: path });
    };
    await opens(await admin.previewUrl(PAGE, await documentOf(PAGE, 'home'), 'draft'), '/');
    await opens(await admin.previewUrl(PAGE, await documentOf(PAGE, 'faqs'), 'draft'), '/faqs');
    await opens(await admin.previewUrl(ARTICLE, await documentOf(ARTICLE, article), 'published'), `/${article}`);
  });

  it('shows an editor the saved draft in preview while the public page keeps the published version', async () => {
    const slug = `draft-${Date.now()}`;
    const intro = (heading: string) => ({ __component: 'blocks.page-intro', componentName: 'PageIntro', isActive: true, heading, backgroundColour: 'neutral-1' });
    const { documentId } = await admin.create(PAGE, { slug, title: 'Draft test', pageContent: [intro('As published')] });
    await admin.publish(PAGE, documentId);
    await within(WEBHOOK_DEADLINE_MS, async () => (await renderedPage(onStrapi.baseUrl, `/${slug}`)).h1 === 'As published');

    await admin.update(PAGE, documentId, { slug, title: 'Draft test', pageContent: [intro('As drafted')] });
    const previewUrl = await admin.previewUrl(PAGE, documentId, 'draft');
    const entry = await fetch(previewUrl!, { redirect: 'manual' });
    expect(entry.status).toBe(307);
    const cookie = entry.headers.getSetCookie()[0]!.split(';', 1)[0]!;
    const preview = await fetch(`${onStrapi.baseUrl}/${slug}`, { headers: { Cookie: cookie } });
    expect(preview.headers.get('Cache-Control')).toBe('private, no-store');
    const previewHtml = await preview.text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(mainOf(previewHtml))?.[1]).toBe('As drafted');
    expect(previewHtml).toContain('Draft preview');

    // The save fired the webhook; the public page still shows what is published.
    await fetch(`${onStrapi.baseUrl}/api/revalidate`, { method: 'POST', headers: { 'X-Revalidate-Secret': cms.revalidateSecret } });
    expect((await renderedPage(onStrapi.baseUrl, `/${slug}`)).h1).toBe('As published');
  });

  it('names a block the site would skip in the preview and in /api/content-health, with the field an editor must fix', async () => {
    const slug = `unfinished-${Date.now()}`;
    // Strapi saves a draft without its required fields: a page intro with no heading yet.
    await admin.create(PAGE, {
      slug,
      title: 'Unfinished',
      pageContent: [
        { __component: 'blocks.page-intro', componentName: 'PageIntro', isActive: true, backgroundColour: 'neutral-1' },
        { __component: 'blocks.blog-rich-text', componentName: 'BlogRichText', isActive: true, richText: 'Finished copy.' },
      ],
    });
    const entry = await fetch(`${onStrapi.baseUrl}/api/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(`/${slug}`)}`, { redirect: 'manual' });
    const cookie = entry.headers.getSetCookie()[0]!.split(';', 1)[0]!;
    const preview = await (await fetch(`${onStrapi.baseUrl}/${slug}`, { headers: { Cookie: cookie } })).text();
    expect(preview).toContain('This ‘Page intro’ block is hidden from visitors. The heading is empty: add one.');
    expect(preview).toContain('Finished copy.');

    const health = (await (await fetch(`${onStrapi.baseUrl}/api/content-health`, { headers: { 'X-Preview-Secret': PREVIEW_SECRET } })).json()) as {
      healthy: boolean;
      drafts: { skippedBlocks: { page: string; position: number; blockKind: string; field: string; reason: string }[] };
    };
    expect(health.healthy).toBe(true);
    expect(health.drafts.skippedBlocks).toEqual([expect.objectContaining({ page: slug, position: 0, blockKind: 'Page intro', field: 'heading', reason: 'invalid field' })]);
  });

  it('answers 400 with the reason for a malformed form body', async () => {
    const response = await fetch(`${cms.strapi.url}/api/ezforms/submit`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":"a@b.c"}' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/formData/);
  });

  it('an upgrade (seeding again, restarting) changes nothing the site reads, and removes the admin users kept versions copied before the fix', async () => {
    const contentOf = async () => {
      const client = createCmsClient({ baseUrl: cms.strapi.url, token: null, timeoutMs: 10_000 });
      return Promise.all(CONTENT_RESOURCES.map((resource) => fetchContentResource(client, resource)));
    };
    const { documentId } = await admin.create(PAGE, { slug: `kept-${Date.now()}`, title: 'Kept', pageContent: [{ __component: 'blocks.page-intro', componentName: 'PageIntro', isActive: true, heading: 'Kept', backgroundColour: 'neutral-1' }] });
    await admin.publish(PAGE, documentId);
    const before = await contentOf();
    await cms.strapi.stop();
    const planted = plantVersionKeptBeforeTheFix(cms.dataDir, documentId);
    expect(planted.passwordHash).toMatch(/^\$2[aby]\$/);
    seedStrapi({ dataDir: cms.dataDir, env: cms.env });
    await cms.restart();
    expect(await contentOf()).toEqual(before);

    const owner = await signIn(cms.strapi.url, cms.adminEmail, cms.adminPassword);
    const version = await owner.json<{ data: { snapshot: Record<string, unknown> } }>(`/admin/site/versions/${planted.versionId}`);
    expect(version.data.snapshot).toMatchObject({ documentId, title: 'Kept' });
    expect(version.data.snapshot).not.toHaveProperty('createdBy');
    expect(JSON.stringify(version)).not.toContain(planted.passwordHash);
  });

  it('keeps answering every page from the last good snapshot while Strapi is down', async () => {
    await cms.strapi.stop();
    const refresh = await fetch(`${onStrapi.baseUrl}/api/revalidate`, { method: 'POST', headers: { 'X-Revalidate-Secret': cms.revalidateSecret } });
    expect(refresh.status).toBe(202);
    // A refresh against a stopped Strapi fails at once (connection refused); every page is asked after it.
    for (const path of paths) {
      const response = await fetch(`${onStrapi.baseUrl}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: path === '/404' ? 404 : 200 });
    }
  });
});
