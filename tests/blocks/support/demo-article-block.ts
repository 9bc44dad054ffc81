// Article blocks live in the demo articles rather than the demo pages.
import type { BlockName, BlockOf } from '../../../content/cms-types.ts';
import { DEMO_ARTICLES } from '../../../demo-backends/cms/content/blog/index.ts';

/** A deep copy of the first active `name` block in the demo article `slug`. */
export function demoArticleBlock<Name extends BlockName>(name: Name, slug: string): BlockOf<Name> {
  const article = DEMO_ARTICLES.find((entry) => entry.attributes.slug === slug);
  const found = article?.attributes.blogContent.find((block) => block.componentName === name && block.isActive);
  if (!found) throw new Error(`The demo article ${slug} has no active ${name} block`);
  return structuredClone(found) as unknown as BlockOf<Name>;
}
