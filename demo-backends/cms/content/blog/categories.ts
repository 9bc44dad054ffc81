// The three blog categories, and the builder that files an article under one of them.
import type { MediaKey } from '../../media/catalogue.ts';
import { componentId, media, seo, tagline, timestamps } from '../helpers.ts';
import type { BlogArticleEntity, BlogCategory, PageBlock } from '../types.ts';

export const CATEGORIES = {
  sleepWell: { id: 1, attributes: { blogCategory: 'Sleep well', slug: 'sleep-well', tagline: tagline('Sleep well', 'sage-green') } },
  careGuide: { id: 2, attributes: { blogCategory: 'Care guide', slug: 'care-guide', tagline: tagline('Care guide', 'darkgrey') } },
  behindTheSeams: { id: 3, attributes: { blogCategory: 'Behind the seams', slug: 'behind-the-seams', tagline: tagline('Behind the seams', 'neutral-black') } },
} as const satisfies Record<string, { id: number; attributes: BlogCategory }>;

type ArticleInput = {
  id: number;
  slug: string;
  heading: string;
  subHeading: string | null;
  image: MediaKey;
  authorName: string | null;
  /** YYYY-MM-DD */
  date: string;
  readingTime: number;
  richText: string | null;
  category: keyof typeof CATEGORIES;
  blogContent: PageBlock[];
  description: string;
  keywords: readonly string[];
};

export function article(input: ArticleInput): BlogArticleEntity {
  const category = CATEGORIES[input.category];
  return {
    id: input.id,
    attributes: {
      slug: input.slug,
      heading: input.heading,
      subHeading: input.subHeading,
      image: media(input.image),
      authorName: input.authorName,
      date: input.date,
      readingTime: input.readingTime,
      richText: input.richText,
      blogContent: input.blogContent,
      pageSeo: seo(`${input.heading} | Linden & Tuck`, input.description, input.keywords, input.image),
      blog_category: { data: { id: category.id, attributes: { ...category.attributes, tagline: { ...category.attributes.tagline, id: componentId() } } } },
      ...timestamps(`${input.date}T00:00:00.000Z`),
    },
  };
}
