import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('ProductThreeColumn block', () => {
  const block = demoBlock('ProductThreeColumn', 'products');
  const html = renderForPage(block);

  it('shows the product detail tiles with heading, image and markdown text', () => {
    expect(html).toMatch(/<h2[^>]*>Two weights of the same sateen<\/h2>/);
    const headings = [...html.matchAll(/product-three-column__heading">([^<]+)</g)].map((m) => m[1]);
    expect(headings).toEqual(block.columns.map((column) => column.heading));
    expect(html).toContain('<strong>15-20 cm</strong>');
    expect(html).toContain('alt="Swatch of white sateen"');
  });

  it('renders the tiles alone when the CMS leaves out the heading', () => {
    const untitled = renderForPage({ ...block, heading: null, subHeading: null });
    expect(untitled).not.toContain('<h2');
    expect(textOf(untitled)).toContain('Premium, 600 thread count');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a tile has no text', () => {
    const broken = structuredClone(block) as unknown as { columns: Array<{ text?: string }> };
    delete broken.columns[0]!.text;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'ProductThreeColumn', field: 'columns[0].text' });
  });
});
