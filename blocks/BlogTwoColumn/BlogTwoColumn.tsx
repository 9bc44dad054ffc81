// Blog two-column (spec §2 blog blocks): article text beside an image, the image on the side the CMS chooses.
// Article blocks sit under the article intro, which owns the h1, so the heading is an h2.
import './BlogTwoColumn.css';
import '../article/ArticleProse.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';

export function BlogTwoColumn({ block }: BlockProps<'BlogTwoColumn'>) {
  return (
    <section className={`blog-two-column blog-two-column--image-${block.imagePosition}`}>
      <div className="blog-two-column__inner">
        <div className="blog-two-column__media">
          <CmsImage image={block.image} box={box({ from: 768, vw: 46, offsetPx: -30, maxPx: 490, aspect: 4 / 3 }, containerRule(4 / 3))} />
        </div>
        <div className="blog-two-column__copy">
          {block.heading && <h2 className="article-heading blog-two-column__heading">{block.heading}</h2>}
          <MarkdownHtml className="article-prose" html={block.text} />
        </div>
      </div>
    </section>
  );
}
