import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('ExpertProfileTwo block', () => {
  const block = demoBlock('ExpertProfileTwo', 'experts');
  const html = renderForPage(block);

  it("shows the maker's name, role, story and pull quote", () => {
    expect(html).toMatch(/<h2[^>]*>Priya Raman<\/h2>/);
    expect(textOf(html)).toContain('Head seamstress');
    expect(html).toContain('<p>Priya leads the sewing team');
    expect(html).toMatch(/<blockquote class="expert-profile__quote"><p>“If the corner is right, the whole bed is right.”<\/p><\/blockquote>/);
  });

  it('leaves the quote out when the CMS has none', () => {
    expect(renderForPage({ ...block, quote: null })).not.toContain('<blockquote');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when the quote is not text', () => {
    expect(validate({ ...block, quote: 42 }).skipped[0]).toMatchObject({ componentName: 'ExpertProfileTwo', field: 'quote' });
  });
});
