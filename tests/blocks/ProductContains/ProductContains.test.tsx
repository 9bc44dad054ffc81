import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, validate } from '../support/demo-block.ts';

describe('ProductContains block', () => {
  it("lists what each set contains beside the whole set's image", () => {
    const block = demoBlock('ProductContains', 'products');
    const html = renderForPage(block);
    expect(html).toMatch(/<h2[^>]*>What each set contains<\/h2>/);
    const items = [...html.matchAll(/product-contains__item-heading">([^<]+)</g)].map((m) => m[1]);
    expect(items).toEqual(['1 fitted bottom sheet', '1 top sheet', '2 pillowcases']);
    expect(html).toContain('<p>Made to your mattress depth, with 15 cm of elastic all round.</p>');
    expect(html).toContain('alt="A folded sheet set: fitted sheet, top sheet and two pillowcases tied with cotton tape"');
  });

  it("shows home's included items with their sub-heading", () => {
    const html = renderForPage(demoBlock('ProductContains', 'home'));
    expect(html).toMatch(/<h2[^>]*>Everything in the set<\/h2>/);
    expect(html).toContain('Four pieces, made to sit together on your bed');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...demoBlock('ProductContains'), isActive: false }).kept).toEqual([]);
  });

  it('is skipped when the items are not a list', () => {
    expect(validate({ ...demoBlock('ProductContains'), items: 'sheets' }).skipped[0]).toMatchObject({ componentName: 'ProductContains', field: 'items' });
  });
});
