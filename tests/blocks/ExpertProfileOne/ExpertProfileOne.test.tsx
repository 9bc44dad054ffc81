import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('ExpertProfileOne block', () => {
  const block = demoBlock('ExpertProfileOne', 'experts');
  const html = renderForPage(block);

  it("shows the maker's name as the heading, their role, tagline and portrait", () => {
    expect(html).toMatch(/<h2[^>]*>Margot Ellis<\/h2>/);
    expect(textOf(html)).toContain('Founder & head cutter');
    expect(textOf(html)).toContain('Founder');
    expect(html).toContain('alt="Line portrait of Margot Ellis, founder and head cutter"');
  });

  it('renders the markdown story as paragraphs', () => {
    expect(html).toContain('<p>Margot spent twelve years');
    expect(html).toContain('<p>She still cuts the first set');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped without a name', () => {
    const broken: Partial<typeof block> = structuredClone(block);
    delete broken.name;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'ExpertProfileOne', field: 'name' });
  });
});
