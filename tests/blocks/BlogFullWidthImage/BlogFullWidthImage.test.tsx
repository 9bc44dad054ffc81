import { describe, expect, it } from 'vitest';
import { demoArticleBlock } from '../support/demo-article-block.ts';
import { renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('BlogFullWidthImage block', () => {
  const block = demoArticleBlock('BlogFullWidthImage', 'sateen-or-percale');
  const html = renderForPage(block);

  it('shows the wide image with its alternative text and the caption beneath it', () => {
    expect(html).toMatch(/<figure class="blog-full-width-image"><img [^>]*alt="Close-up of sateen weave catching the light"/);
    expect(html).toContain('src="/media/fabric_sateen_texture_acea31/fabric_sateen_texture_acea31.svg"');
    expect(textOf(html)).toBe('Sateen’s long floats catch the light.');
    expect(html).toMatch(/<figcaption[^>]*>Sateen’s long floats catch the light.<\/figcaption><\/figure>/);
  });

  it('shows no caption when the CMS gives none', () => {
    expect(renderForPage({ ...block, caption: null })).not.toContain('<figcaption');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when the caption is not text', () => {
    expect(validate({ ...block, caption: 42 }).skipped[0]).toMatchObject({ componentName: 'BlogFullWidthImage', field: 'caption' });
  });
});
