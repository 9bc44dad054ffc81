// Many blog articles for the gallery's scale tests and the blog benchmark: copies of the demo articles
// with their own ids, slugs and dates (a new article every few days back from the newest demo one), so
// categories, images and blocks stay realistic.
import { DEMO_ARTICLES } from '../../demo-backends/cms/content/blog/index.ts';
import type { BlogArticleEntity } from '../../demo-backends/cms/content/types.ts';

const NEWEST = Date.UTC(2026, 9, 31);
const DAY_MS = 86_400_000;

/** `count` articles; the i-th copies DEMO_ARTICLES[i % 7] and is dated i/3 days (rounded down) before 31 Oct 2026. */
export function generatedArticles(count: number, options: { withoutCategoryEvery?: number } = {}): BlogArticleEntity[] {
  return Array.from({ length: count }, (_, i) => {
    const source = DEMO_ARTICLES[i % DEMO_ARTICLES.length]!;
    const date = new Date(NEWEST - Math.floor(i / 3) * DAY_MS).toISOString().slice(0, 10);
    const uncategorised = options.withoutCategoryEvery !== undefined && i % options.withoutCategoryEvery === 0;
    return {
      id: 100_000 + i,
      attributes: {
        ...source.attributes,
        slug: `${source.attributes.slug}-${i + 1}`,
        heading: `${source.attributes.heading} (no. ${i + 1})`,
        date,
        blog_category: uncategorised ? { data: null } : source.attributes.blog_category,
        createdAt: `${date}T00:00:00.000Z`,
        publishedAt: `${date}T00:00:00.000Z`,
      },
    };
  });
}

/** The raw blog-articles resource (Strapi collection body) for buildContentSnapshot. */
export function articlesResource(articles: readonly BlogArticleEntity[]) {
  return { data: articles, meta: { pagination: { page: 1, pageSize: 10_000, pageCount: 1, total: articles.length } } };
}
