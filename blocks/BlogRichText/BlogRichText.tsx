// Blog rich text (spec §2 blog blocks): a markdown section of an article in the reading column.
import './BlogRichText.css';
import '../article/ArticleProse.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';

export function BlogRichText({ block }: BlockProps<'BlogRichText'>) {
  return (
    <section className="blog-rich-text">
      <MarkdownHtml className="article-measure article-prose" html={block.richText} />
    </section>
  );
}
