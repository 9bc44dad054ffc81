// Blog intro text (spec §2 blog blocks): an article's lead, set larger in the display face.
// Article blocks sit under the article intro, which owns the h1, so an optional heading is an h2.
import './BlogIntroText.css';
import '../article/ArticleProse.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';

export function BlogIntroText({ block }: BlockProps<'BlogIntroText'>) {
  return (
    <section className="blog-intro-text">
      <div className="article-measure">
        {block.heading && <h2 className="article-heading blog-intro-text__heading">{block.heading}</h2>}
        <MarkdownHtml className="blog-intro-text__lead" html={block.text} />
      </div>
    </section>
  );
}
