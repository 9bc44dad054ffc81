import { describe, expect, it } from 'vitest';
import { demoArticleBlock } from '../support/demo-article-block.ts';
import { renderForPage, validate } from '../support/demo-block.ts';

describe('BlogTwoColumn block', () => {
  const block = demoArticleBlock('BlogTwoColumn', 'why-deep-mattresses-need-tailored-sheets');
  const html = renderForPage(block);

  it('shows its heading as an h2, its text and its image on the side the CMS chose', () => {
    expect(html).toMatch(/<h2[^>]*>Measure in two minutes<\/h2>/);
    expect(html).toContain('<p>Take the sheets off, leave the topper on, and measure from the top edge to the bottom edge.');
    expect(html).toMatch(/<img [^>]*alt="The deep, elasticated corner of a fitted sheet cut to mattress depth"/);
    expect(html).toContain('blog-two-column--image-right');
    expect(renderForPage({ ...block, imagePosition: 'left' })).toContain('blog-two-column--image-left');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when the image position is neither side', () => {
    expect(validate({ ...block, imagePosition: 'top' }).skipped[0]).toMatchObject({ componentName: 'BlogTwoColumn', field: 'imagePosition' });
  });
});
