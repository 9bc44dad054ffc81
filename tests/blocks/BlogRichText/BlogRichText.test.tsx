import { describe, expect, it } from 'vitest';
import { demoArticleBlock } from '../support/demo-article-block.ts';
import { renderForPage, validate } from '../support/demo-block.ts';

describe('BlogRichText block', () => {
  const block = demoArticleBlock('BlogRichText', 'why-deep-mattresses-need-tailored-sheets');
  const html = renderForPage(block);

  it("shows the markdown's headings as h2, its paragraphs and its bold words in the reading column", () => {
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['A standard sheet fits a standard depth', 'What a tailored pocket changes']);
    expect(html).toContain('<p>Most off-the-shelf fitted sheets are made for a mattress about 30 cm deep.');
    expect(html).toContain('<strong>15-20 cm</strong> to <strong>36-40 cm</strong>');
    expect(html).not.toContain('##');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when the rich text is not text', () => {
    expect(validate({ ...block, richText: { markdown: block.richText } }).skipped[0]).toMatchObject({
      componentName: 'BlogRichText',
      field: 'richText',
    });
  });
});
