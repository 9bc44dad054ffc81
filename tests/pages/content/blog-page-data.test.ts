import { describe, expect, it } from 'vitest';
import type { PageContextServer } from 'vike/types';
import { DEMO_ARTICLES } from '../../../demo-backends/cms/content/blog/index.ts';
import { DEMO_PAGES } from '../../../demo-backends/cms/content/pages/index.ts';
import { data } from '../../../pages/content/+data.ts';
import { buildContentSnapshot, type ContentSnapshot } from '../../../content/content-snapshot.ts';
import { articlesResource, generatedArticles } from '../../../scripts/support/generated-articles.ts';

const snapshotWith = (articles: typeof DEMO_ARTICLES) =>
  buildContentSnapshot({ pages: { data: DEMO_PAGES }, blogArticles: articlesResource(articles) }, '2026-11-02T00:00:00.000Z', () => {});

const demo = snapshotWith(DEMO_ARTICLES);

function dataFor(content: ContentSnapshot, path: string) {
  const url = new URL(path, 'http://localhost');
  const pageContext = {
    content,
    routeParams: { slug: url.pathname.slice(1) },
    urlParsed: { search: Object.fromEntries(url.searchParams) },
  } as unknown as PageContextServer;
  return data(pageContext);
}

describe('content page data for the blog', () => {
  it('/blog carries the gallery view its URL asks for', async () => {
    const page = await dataFor(demo, '/blog?category=care-guide&page=1');
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.blogGallery).toMatchObject({ selected: 'care-guide', page: 1, pageCount: 1 });
    expect(page.blogGallery?.tiles.map((tile) => tile.slug)).toEqual(['clean-fold-and-store', 'how-to-fold-a-fitted-sheet']);
  });

  it('pages without a gallery carry no gallery data', async () => {
    const page = await dataFor(demo, '/faqs?category=care-guide');
    expect(page.kind === 'page' && 'blogGallery' in page).toBe(false);
  });

  it('an article page carries its intro with the markdown body as HTML', async () => {
    const article = await dataFor(demo, '/how-to-fold-a-fitted-sheet');
    expect(article.kind).toBe('article');
    if (article.kind !== 'article') return;
    expect(article.article).toMatchObject({ heading: 'How to fold a fitted sheet, neatly', authorName: null, readingTime: 3 });
    expect(article.article.richText).toContain('<ol>');
    expect(article.blocks.map((block) => block.componentName)).toEqual(['BlogIntroText', 'BlogFullWidthImage']);
  });

  it('with 10,000 articles, /blog sends a few dozen summaries, not the collection', async () => {
    const articles = generatedArticles(10_000);
    const large = snapshotWith(articles);
    const all = await dataFor(large, '/blog');
    const grid = await dataFor(large, '/blog?category=sleep-well&page=40');
    expect(all.kind === 'page' && all.blogGallery?.tiles.length).toBe(24);
    expect(grid.kind === 'page' && grid.blogGallery?.page).toBe(40);
    expect(JSON.stringify(all).length).toBeLessThan(40_000);
    expect(JSON.stringify(grid).length).toBeLessThan(40_000);
    expect((await dataFor(large, `/${articles.at(-1)!.attributes.slug}`)).kind).toBe('article');
  });
});
