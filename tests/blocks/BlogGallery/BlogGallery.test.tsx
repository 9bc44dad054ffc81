import { describe, expect, it } from 'vitest';
import { BlockList } from '../../../blocks/BlockList.tsx';
import { blogGalleryView, GRID_PAGE_SIZE } from '../../../blocks/BlogGallery/blog-gallery-data.ts';
import type { BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { blocksForRender } from '../../../blocks/markdown/render-markdown-fields.ts';
import { DEMO_ARTICLES } from '../../../demo-backends/cms/content/blog/index.ts';
import { blogPage } from '../../../demo-backends/cms/content/pages/blog.ts';
import type { BlogArticleEntity } from '../../../demo-backends/cms/content/types.ts';
import { generatedArticles } from '../../../scripts/support/generated-articles.ts';
import { renderWithPage, textOf } from '../support/render-with-page.tsx';

const render = (blocks: PageBlock[], page: { data?: unknown; urlPathname?: string } = {}) =>
  renderWithPage(<BlockList blocks={blocksForRender(blocks)} page="test" />, page);

const gallery = blogPage.attributes.pageContent.find((block): block is BlockOf<'BlogGallery'> => block.componentName === 'BlogGallery')!;
const articleMap = (entities: readonly BlogArticleEntity[]) => new Map(entities.map(({ attributes }) => [attributes.slug, attributes]));
const demoArticles = articleMap(DEMO_ARTICLES);
const renderGallery = (query: { category?: string; page?: string }, articles = demoArticles) =>
  render([gallery], { data: { blogGallery: blogGalleryView(articles, query) }, urlPathname: '/blog' });

describe('BlogGallery', () => {
  it("'All blogs' and one filter per category; the current filter is marked", () => {
    const html = renderGallery({});
    const filters = [...html.matchAll(/<a class="blog-gallery__filter" href="([^"]+)"( aria-current="page")?[^>]*>([^<]+)</g)];
    expect(filters.map(([, href, current, label]) => [label, href, Boolean(current)])).toEqual([
      ['All blogs', '/blog', true],
      ['Sleep well', '/blog?category=sleep-well', false],
      ['Care guide', '/blog?category=care-guide', false],
      ['Behind the seams', '/blog?category=behind-the-seams', false],
    ]);
  });

  it("'All blogs' shows a row per category with a 'See all content' link to its filtered view", () => {
    const html = renderGallery({});
    expect([...html.matchAll(/<h3 id="[^"]+" class="blog-gallery__row-heading">([^<]+)</g)].map((m) => m[1])).toEqual([
      'Sleep well',
      'Care guide',
      'Behind the seams',
    ]);
    expect([...html.matchAll(/class="blog-gallery__see-all" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/blog?category=sleep-well',
      '/blog?category=care-guide',
      '/blog?category=behind-the-seams',
    ]);
    expect(html.match(/class="blog-gallery__strip"/g)).toHaveLength(3);
    expect(html).not.toContain('blog-gallery__grid');
  });

  it('a tile shows image, heading, sub heading, author, date and reading time, and links to /{slug}', () => {
    const html = renderGallery({ category: 'sleep-well' });
    const tile = html.slice(html.indexOf('<article class="blog-tile">'), html.indexOf('</article>'));
    expect(tile).toContain('href="/why-deep-mattresses-need-tailored-sheets"');
    expect(tile).toContain('alt="A mattress with a tape measure showing how to measure its depth"');
    expect(textOf(tile)).toBe(
      'Why deep mattresses need tailored sheets Toppers, pillow tops and pocket springs have made beds deeper. Sheets have not kept up. By Margot Ellis · 21 October 2026 · 4 min read',
    );
  });

  it("an article without an author shows the gallery's default author", () => {
    const html = renderGallery({ category: 'care-guide' });
    expect(textOf(html)).toContain(
      `How to fold a fitted sheet, neatly Yes, it can be done. Four corners, two minutes. By ${gallery.defaultAuthorName} · 2 September 2026`,
    );
  });

  it('one category shows a grid of its articles and no pager when they fit one page', () => {
    const html = renderGallery({ category: 'care-guide' });
    expect(html).toMatch(/href="\/blog\?category=care-guide" aria-current="page"/);
    expect(html).toContain('class="blog-gallery__grid"');
    expect(html.match(/<article class="blog-tile">/g)).toHaveLength(2);
    expect(html).not.toContain('blog-gallery__pager');
  });

  it('with 10,000 articles a category page holds one page of tiles and links to its neighbours', () => {
    const many = articleMap(generatedArticles(10_000));
    const html = renderGallery({ category: 'care-guide', page: '3' }, many);
    expect(html.match(/<article class="blog-tile">/g)).toHaveLength(GRID_PAGE_SIZE);
    expect(html).toContain('href="/blog?category=care-guide&amp;page=2" rel="prev"');
    expect(html).toContain('href="/blog?category=care-guide&amp;page=4" rel="next"');
    expect(html).toMatch(/href="\/blog\?category=care-guide&amp;page=3" aria-current="page" aria-label="Page 3 of 120"/);
    expect(html).toContain('href="/blog?category=care-guide"');
  });

  it("with 10,000 articles 'All blogs' stays small", () => {
    const many = articleMap(generatedArticles(10_000));
    const html = renderGallery({}, many);
    expect(html.match(/<article class="blog-tile">/g)).toHaveLength(24);
    expect(html.length).toBeLessThan(40_000);
  });

  it('still shows its heading and filters when the page sent no articles', () => {
    const html = render([gallery], { data: {} });
    expect(textOf(html)).toContain(`${gallery.heading} ${gallery.allLabel}`);
  });
});
