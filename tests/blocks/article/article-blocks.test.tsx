import { describe, expect, it } from 'vitest';
import { BlockList } from '../../../blocks/BlockList.tsx';
import type { BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { blocksForRender } from '../../../blocks/markdown/render-markdown-fields.ts';
import { DEMO_ARTICLES } from '../../../demo-backends/cms/content/blog/index.ts';
import { TEST_MEDIA_BASE } from '../support/render-block.tsx';
import { renderWithPage, textOf } from '../support/render-with-page.tsx';

const articleBlocks = DEMO_ARTICLES.flatMap((article) => article.attributes.blogContent);
const demoBlocks = <Name extends PageBlock['componentName']>(name: Name) =>
  articleBlocks.filter((block): block is BlockOf<Name> => block.componentName === name);
const render = (blocks: PageBlock[], page: { data?: unknown; urlPathname?: string } = {}) =>
  renderWithPage(<BlockList blocks={blocksForRender(blocks)} page="test" />, page);

describe('article blocks render from the demo articles', () => {
  it('BlogIntroText shows its optional heading (never an h1) and its markdown lead as HTML', () => {
    for (const block of demoBlocks('BlogIntroText')) {
      const html = render([block]);
      expect(textOf(html)).toContain(block.text);
      if (block.heading) expect(html).toContain(`<h2 class="article-heading blog-intro-text__heading">${block.heading}</h2>`);
      expect(html).not.toContain('<h1');
    }
  });

  it('BlogRichText renders its markdown: headings, lists and bold text', () => {
    const html = render(demoBlocks('BlogRichText'));
    expect(html).toContain('<h2>Clean</h2>');
    expect(html).toContain('<li>Wash cold or warm (up to <strong>40°C</strong>)');
    expect(html).toContain('class="markdown article-measure article-prose"');
  });

  it('BlogTwoColumn shows heading, text and image on the side the CMS chose', () => {
    for (const block of demoBlocks('BlogTwoColumn')) {
      const html = render([block]);
      expect(html).toContain(`blog-two-column--image-${block.imagePosition}`);
      expect(textOf(html)).toContain(block.heading);
      const media = block.image.data!.attributes;
      expect(html).toContain(`src="${TEST_MEDIA_BASE}/${media.hash}/${media.hash}${media.ext}"`);
      expect(html).toContain(`alt="${media.alternativeText}"`);
    }
  });

  it('BlogFullWidthImage is a figure with its caption, or none when the CMS has none', () => {
    const [withCaption] = demoBlocks('BlogFullWidthImage').filter((block) => block.caption);
    const [withoutCaption] = demoBlocks('BlogFullWidthImage').filter((block) => !block.caption);
    expect(render([withCaption!])).toMatch(/<figure class="blog-full-width-image"><img[^>]+loading="lazy"[^>]*\/><figcaption/);
    expect(textOf(render([withCaption!]))).toContain(withCaption!.caption);
    expect(render([withoutCaption!])).not.toContain('figcaption');
  });
});
