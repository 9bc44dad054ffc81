import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoCmsApp } from '../../../demo-backends/cms/app.ts';
import { AUTUMN_EDIT_SLUG } from '../../../demo-backends/cms/content/drafts/index.ts';
import { buildContentSnapshot } from '../../../content/content-snapshot.ts';
import { draftContentFrom } from '../../../content/draft-entry.ts';
import { resourceValidators } from '../../../generated/cms-validators.ts';

let dir: string;
let app: ReturnType<typeof createDemoCmsApp>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-cms-drafts-'));
  app = createDemoCmsApp({ submissionsDbPath: join(dir, 'forms.sqlite') });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Pages = { data: { attributes: { slug: string; publishedAt: string | null; pageContent: { subHeading?: string }[] } }[] };
const pages = async (query: string) => (await (await app.request(`/api/pages/?populate=deep,5${query}`)).json()) as Pages;
const slugs = (body: Pages) => body.data.map((entry) => entry.attributes.slug);

describe('demo CMS drafts (Strapi 5 status=draft)', () => {
  it('answers published entries by default and with status=published; a draft-only page is not among them', async () => {
    const published = await pages('&pagination[pageSize]=100');
    expect(slugs(published)).not.toContain(AUTUMN_EDIT_SLUG);
    expect(slugs(await pages('&status=published&pagination[pageSize]=100'))).toEqual(slugs(published));
  });

  it('status=draft answers every entry’s draft version (no publishedAt), the published content where no draft differs, plus draft-only pages', async () => {
    const published = await pages('&pagination[pageSize]=100');
    const drafts = await pages('&status=draft&pagination[pageSize]=100');
    expect(resourceValidators.getPages(drafts)).toBe(true);
    expect(slugs(drafts)).toEqual([...slugs(published), AUTUMN_EDIT_SLUG]);
    expect(drafts.data.every((entry) => entry.attributes.publishedAt === null)).toBe(true);
    const faqs = (body: Pages) => body.data.find((entry) => entry.attributes.slug === 'faqs')!.attributes.pageContent;
    expect(faqs(drafts)).toEqual(faqs(published));
    const intro = (body: Pages) => body.data.find((entry) => entry.attributes.slug === 'testimonials')!.attributes.pageContent[0]!.subHeading;
    expect(intro(published)).toBe('From bedrooms all over Australia');
    expect(intro(drafts)).toBe('From bedrooms all over Australia and New Zealand');
  });

  it('filters[slug][$eqi] narrows to one slug, ignoring case; an unknown status is a 400', async () => {
    expect(slugs(await pages(`&status=draft&filters[slug][$eqi]=AUTUMN-EDIT`))).toEqual([AUTUMN_EDIT_SLUG]);
    expect(slugs(await pages(`&filters[slug][$eqi]=${AUTUMN_EDIT_SLUG}`))).toEqual([]);
    const refused = await app.request('/api/pages/?status=archived');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("status must be 'draft' or 'published', got 'archived'");
  });

  it('the published demo content is valid (no skipped block); the draft-only page holds exactly one broken block, for content health', async () => {
    const published = await pages('&pagination[pageSize]=100');
    const articles = await (await app.request('/api/blog-articles/?populate=deep,5&pagination[page]=1&pagination[pageSize]=10000')).json();
    expect(buildContentSnapshot({ pages: published, blogArticles: articles }, '2026-11-02T00:00:00.000Z', () => {}).skippedBlocks).toEqual([]);

    const draft = draftContentFrom('pages', await pages(`&status=draft&filters[slug][$eqi]=${AUTUMN_EDIT_SLUG}`), AUTUMN_EDIT_SLUG);
    expect(draft?.entry.kind).toBe('page');
    expect(draft?.healthNotes).toEqual([expect.objectContaining({ position: 0, renderedIndex: 0, componentName: 'PageIntro', field: 'heading', reason: 'invalid field' })]);
  });
});
