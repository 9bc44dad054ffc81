import { describe, expect, it } from 'vitest';
import { demoArticleBlock } from '../support/demo-article-block.ts';
import { renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('BlogIntroText block', () => {
  const block = demoArticleBlock('BlogIntroText', 'why-deep-mattresses-need-tailored-sheets');
  const html = renderForPage(block);

  it("shows the article's lead as a paragraph, with no heading when the CMS gives none", () => {
    expect(html).toContain('<p>If you have ever woken up with a fitted sheet curled around one corner of the bed');
    expect(textOf(html)).toBe('If you have ever woken up with a fitted sheet curled around one corner of the bed, the problem is not you. It is the maths.');
    expect(html).not.toMatch(/<h\d/);
  });

  it('gives a heading level 2, under the article intro that owns the h1', () => {
    expect(renderForPage({ ...block, heading: 'Start here' })).toMatch(/<h2[^>]*>Start here<\/h2>/);
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when the text is missing', () => {
    const { text: _text, ...broken } = block;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'BlogIntroText', field: 'text' });
  });
});
