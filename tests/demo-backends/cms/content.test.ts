import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from '../../../demo-backends/cms/content/index.ts';
import { PAGE_IDS } from '../../../demo-backends/cms/content/helpers.ts';
import { MEDIA, MEDIA_FILES_DIR, fileNameOf, mediaByHash } from '../../../demo-backends/cms/media/catalogue.ts';
import { blockValidators, resourceValidators, type CmsValidator } from '../../../generated/cms-validators.ts';

type Block = { componentName: string; isActive: boolean };

const pages = DEMO_CONTENT.pages;
const articles = DEMO_CONTENT.articles;
const collection = <T>(data: readonly T[]) => ({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });

const resources: Record<keyof typeof resourceValidators, unknown> = {
  getPages: collection(pages),
  getBlogArticles: collection(articles),
  getHeader: DEMO_CONTENT.header,
  getNavigation: DEMO_CONTENT.navigation,
  getSubscribeModal: DEMO_CONTENT.subscribeModal,
  getSoldOutModal: DEMO_CONTENT.soldOutModal,
  getFooter: DEMO_CONTENT.footer,
  getInfoModal: DEMO_CONTENT.infoModal,
  getPrivacyChoices: DEMO_CONTENT.privacyChoices,
};

const allBlocks: Array<{ owner: string; block: Block }> = [
  ...pages.flatMap((page) => page.attributes.pageContent.map((block) => ({ owner: `page ${page.attributes.slug}`, block }))),
  ...articles.flatMap((article) => article.attributes.blogContent.map((block) => ({ owner: `article ${article.attributes.slug}`, block }))),
];

function errorsOf(validate: CmsValidator, value: unknown): string {
  return validate(value) ? '' : JSON.stringify(validate.errors?.slice(0, 3));
}

/** Every object in the content that looks like an uploaded file. */
function mediaIn(value: unknown, found: Array<{ hash: string; ext: string; url: string; width: number | null }> = []) {
  if (Array.isArray(value)) value.forEach((item) => mediaIn(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.hash === 'string' && typeof record.url === 'string') found.push(record as never);
    Object.values(record).forEach((child) => mediaIn(child, found));
  }
  return found;
}

function pageLinksIn(value: unknown, found: Array<{ id: number; slug: string }> = []) {
  if (Array.isArray(value)) value.forEach((item) => pageLinksIn(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      const data = (child as { data?: { id?: number; attributes?: Record<string, unknown> } } | null)?.data;
      if ((key === 'link' || key === 'page') && data?.attributes && Object.keys(data.attributes).join() === 'slug') {
        found.push({ id: data.id as number, slug: data.attributes.slug as string });
      }
      pageLinksIn(child, found);
    }
  }
  return found;
}

describe('demo CMS content against openapi/cms.yaml', () => {
  it.each(Object.keys(resources))('the %s response matches its schema', (operation) => {
    const name = operation as keyof typeof resources;
    expect(errorsOf(resourceValidators[name], resources[name])).toBe('');
  });

  it('every block of every page and article (inactive drafts included) matches its block schema', () => {
    const failures = allBlocks.flatMap(({ owner, block }) => {
      const validate = blockValidators[block.componentName as keyof typeof blockValidators];
      if (!validate) return [`${owner}: unknown block ${block.componentName}`];
      const errors = errorsOf(validate, block);
      return errors ? [`${owner}: ${block.componentName} ${errors}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it('uses every block kind the schema defines at least once', () => {
    const used = new Set(allBlocks.map(({ block }) => block.componentName));
    expect(Object.keys(blockValidators).filter((name) => !used.has(name))).toEqual([]);
  });

  it('keeps one inactive block as an editor draft', () => {
    expect(allBlocks.filter(({ block }) => !block.isActive).length).toBeGreaterThanOrEqual(1);
  });
});

describe('demo CMS pages and articles', () => {
  it('has the site pages, each with SEO data', () => {
    const slugs = pages.map((page) => page.attributes.slug);
    expect(slugs).toEqual(expect.arrayContaining(['home', 'products', 'how-it-works', 'measure-up', 'experts', 'faqs', 'blog', 'contact', 'testimonials', 'terms', 'privacy', '404']));
    expect(pages.filter((page) => !page.attributes.pageSeo).map((page) => page.attributes.slug)).toEqual([]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('gives the 404 page a NotFound block', () => {
    const notFound = pages.find((page) => page.attributes.slug === '404');
    expect(notFound?.attributes.pageContent.map((block) => block.componentName)).toContain('NotFound');
  });

  it('has at least six articles in three categories, including clean-fold-and-store, each with SEO data', () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(new Set(articles.map((article) => article.attributes.blog_category.data?.attributes.slug)).size).toBe(3);
    expect(articles.map((article) => article.attributes.slug)).toContain('clean-fold-and-store');
    expect(articles.filter((article) => !article.attributes.pageSeo)).toEqual([]);
  });

  it('links only to pages that exist, by their real id', () => {
    const all = [...pages, ...articles, DEMO_CONTENT.header, DEMO_CONTENT.navigation, DEMO_CONTENT.footer];
    const links = pageLinksIn(all);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(PAGE_IDS[link.slug as keyof typeof PAGE_IDS]).toBe(link.id);
    for (const cta of [...DEMO_CONTENT.navigation.data.attributes.ctaBlock, ...DEMO_CONTENT.footer.data.attributes.ctaBlocks]) {
      expect(Object.keys(PAGE_IDS)).toContain(cta.buttonLink);
    }
  });

  it("leads the header's account item to the site's own account page, which signs the shopper in first", () => {
    const account = DEMO_CONTENT.header.data.attributes.headerItems.find((item) => item.itemType === 'account');
    expect(account?.url).toBe('/account');
  });

  it('times the measure video panels at 3-6, 11-14 and 18-21 seconds', () => {
    const video = pages.flatMap((page) => page.attributes.pageContent).find((block) => block.componentName === 'MeasureVideo');
    if (video?.componentName !== 'MeasureVideo') throw new Error('no MeasureVideo block');
    expect(video.panels.map((panel) => [panel.heading, panel.startSecond, panel.endSecond])).toEqual([
      ['The Footer', 3, 6],
      ['The Header', 11, 14],
      ['The Tuck', 18, 21],
    ]);
    expect(video.video.data?.attributes.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('demo CMS media references', () => {
  const everything = [pages, articles, ...Object.values(DEMO_CONTENT).slice(2)];

  it('points every media object at a catalogue file that exists, at /uploads/{hash}/{hash}{ext}', () => {
    const found = mediaIn(everything);
    expect(found.length).toBeGreaterThan(50);
    for (const media of found) {
      const file = mediaByHash(media.hash);
      expect(file, media.hash).toBeDefined();
      expect(media.url).toBe(`/uploads/${media.hash}/${media.hash}${media.ext}`);
      expect(existsSync(join(MEDIA_FILES_DIR, fileNameOf(file!))), media.url).toBe(true);
    }
  });

  it('gives every image a meaningful alternative text and its pixel size', () => {
    for (const file of Object.values(MEDIA).filter((entry) => entry.ext === '.svg')) {
      expect(file.alternativeText?.length, file.hash).toBeGreaterThan(3);
      expect(file.width).toBeGreaterThan(0);
      expect(file.height).toBeGreaterThan(0);
    }
  });
});
