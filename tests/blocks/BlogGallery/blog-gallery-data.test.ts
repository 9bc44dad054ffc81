import { describe, expect, it } from 'vitest';
import { type ArticleMap, blogGalleryView, blogIndexOf, GRID_PAGE_SIZE, ROW_TILE_LIMIT } from '../../../blocks/BlogGallery/blog-gallery-data.ts';
import { DEMO_ARTICLES } from '../../../demo-backends/cms/content/blog/index.ts';
import type { BlogArticleEntity } from '../../../demo-backends/cms/content/types.ts';
import { generatedArticles } from '../../../scripts/support/generated-articles.ts';

const articleMap = (entities: readonly BlogArticleEntity[]): ArticleMap =>
  new Map(entities.map(({ attributes }) => [attributes.slug.toLowerCase(), attributes]));

const demo = articleMap(DEMO_ARTICLES);
const isNewestFirst = (dates: string[]) => dates.every((date, i) => i === 0 || dates[i - 1]! >= date);

describe('blog gallery data, demo articles', () => {
  it("'All blogs' lists the categories in CMS order with their article counts", () => {
    const view = blogGalleryView(demo, {});
    expect(view.selected).toBeNull();
    expect(view.categories).toEqual([
      { slug: 'sleep-well', label: 'Sleep well', articleCount: 3 },
      { slug: 'care-guide', label: 'Care guide', articleCount: 2 },
      { slug: 'behind-the-seams', label: 'Behind the seams', articleCount: 2 },
    ]);
    expect(view).toMatchObject({ page: 1, pageCount: 1 });
  });

  it("'All blogs' tiles are grouped by category, newest first within each", () => {
    const { tiles } = blogGalleryView(demo, {});
    expect(tiles.map((tile) => tile.category)).toEqual([
      'sleep-well',
      'sleep-well',
      'sleep-well',
      'care-guide',
      'care-guide',
      'behind-the-seams',
      'behind-the-seams',
    ]);
    expect(tiles.slice(0, 3).map((tile) => tile.slug)).toEqual(['why-deep-mattresses-need-tailored-sheets', 'sateen-or-percale', 'white-sand-or-mist']);
  });

  it('a tile is a trimmed summary: slug, heading, sub heading, image, author, date, reading time, category', () => {
    const tile = blogGalleryView(demo, { category: 'care-guide' }).tiles.find((t) => t.slug === 'how-to-fold-a-fitted-sheet');
    expect(Object.keys(tile!).sort()).toEqual(['authorName', 'category', 'date', 'heading', 'image', 'readingTime', 'slug', 'subHeading']);
    expect(tile).toMatchObject({ heading: 'How to fold a fitted sheet, neatly', authorName: null, date: '2026-09-02', readingTime: 3, category: 'care-guide' });
  });

  it('a category filter shows only that category, and matches its slug in any case', () => {
    const view = blogGalleryView(demo, { category: 'Care-Guide' });
    expect(view.selected).toBe('care-guide');
    expect(view.tiles.map((tile) => tile.slug)).toEqual(['clean-fold-and-store', 'how-to-fold-a-fitted-sheet']);
    expect(view).toMatchObject({ page: 1, pageCount: 1 });
  });

  it("an unknown category shows 'All blogs'", () => {
    const view = blogGalleryView(demo, { category: 'no-such-category', page: '3' });
    expect(view.selected).toBeNull();
    expect(view.tiles).toHaveLength(DEMO_ARTICLES.length);
    expect(view.page).toBe(1);
  });

  it('summaries are built once per snapshot (same articles map, same index)', () => {
    expect(blogIndexOf(demo)).toBe(blogIndexOf(demo));
    expect(blogIndexOf(articleMap(DEMO_ARTICLES))).not.toBe(blogIndexOf(demo));
  });

  it('an article without a category is left out of the filters and rows', () => {
    const [first, ...rest] = DEMO_ARTICLES;
    const uncategorised = { ...first!, attributes: { ...first!.attributes, blog_category: { data: null } } };
    const view = blogGalleryView(articleMap([uncategorised, ...rest]), {});
    expect(view.tiles.map((tile) => tile.slug)).not.toContain(first!.attributes.slug);
    expect(view.categories[0]).toMatchObject({ slug: 'sleep-well', articleCount: 2 });
  });
});

describe('blog gallery data, 10,000 articles', () => {
  const entities = generatedArticles(10_000, { withoutCategoryEvery: 1_000 });
  const many = articleMap(entities);
  const countIn = (slug: string) => entities.filter((e) => e.attributes.blog_category.data?.attributes.slug === slug).length;

  it('counts every categorised article once, per category', () => {
    const { categories } = blogGalleryView(many, {});
    expect(categories.map((c) => [c.slug, c.articleCount])).toEqual([
      ['sleep-well', countIn('sleep-well')],
      ['care-guide', countIn('care-guide')],
      ['behind-the-seams', countIn('behind-the-seams')],
    ]);
    expect(categories.reduce((sum, c) => sum + c.articleCount, 0)).toBe(10_000 - 10);
  });

  it(`'All blogs' sends only the newest ${ROW_TILE_LIMIT} tiles of each category`, () => {
    const { tiles } = blogGalleryView(many, {});
    expect(tiles).toHaveLength(3 * ROW_TILE_LIMIT);
    const sleepWell = tiles.filter((tile) => tile.category === 'sleep-well');
    expect(sleepWell).toHaveLength(ROW_TILE_LIMIT);
    expect(isNewestFirst(sleepWell.map((tile) => tile.date))).toBe(true);
    expect(sleepWell[0]!.date).toBe('2026-10-31');
  });

  it(`a category grid pages by ${GRID_PAGE_SIZE}, newest first across pages`, () => {
    const total = countIn('care-guide');
    const pageCount = Math.ceil(total / GRID_PAGE_SIZE);
    const first = blogGalleryView(many, { category: 'care-guide' });
    const second = blogGalleryView(many, { category: 'care-guide', page: '2' });
    const last = blogGalleryView(many, { category: 'care-guide', page: String(pageCount) });
    expect(first).toMatchObject({ selected: 'care-guide', page: 1, pageCount });
    expect(first.tiles).toHaveLength(GRID_PAGE_SIZE);
    expect(second.page).toBe(2);
    expect(first.tiles.at(-1)!.date >= second.tiles[0]!.date).toBe(true);
    expect(last.tiles).toHaveLength(total - (pageCount - 1) * GRID_PAGE_SIZE);
    const seen = new Set([first, second, last].flatMap((view) => view.tiles.map((tile) => tile.slug)));
    expect(seen.size).toBe(2 * GRID_PAGE_SIZE + last.tiles.length);
  });

  it('a page beyond the last shows the last page; zero, negative or junk pages show the first', () => {
    const { pageCount } = blogGalleryView(many, { category: 'sleep-well' });
    expect(blogGalleryView(many, { category: 'sleep-well', page: '99999' }).page).toBe(pageCount);
    for (const page of ['0', '-4', 'two', '']) expect(blogGalleryView(many, { category: 'sleep-well', page }).page).toBe(1);
  });

  it('every page of a category together lists each of its articles exactly once', () => {
    const { pageCount } = blogGalleryView(many, { category: 'behind-the-seams' });
    const slugs = Array.from({ length: pageCount }, (_, i) =>
      blogGalleryView(many, { category: 'behind-the-seams', page: String(i + 1) }).tiles.map((t) => t.slug),
    ).flat();
    expect(slugs).toHaveLength(countIn('behind-the-seams'));
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
