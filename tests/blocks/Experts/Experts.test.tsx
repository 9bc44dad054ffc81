import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('Experts block (meet the makers)', () => {
  it('shows a card per maker with portrait, role, name and description', () => {
    const block = demoBlock('Experts', 'home');
    const html = renderForPage(block);
    expect(html).toMatch(/<h2[^>]*>Meet the makers<\/h2>/);
    for (const expert of block.experts) {
      expect(html).toContain(`<h3 class="experts__name">${expert.name}</h3>`);
      expect(textOf(html)).toContain(expert.role);
      expect(textOf(html)).toContain(expert.description);
      expect(html).toContain(`/${expert.image.data!.attributes.hash}${expert.image.data!.attributes.ext}`);
    }
    expect(html).toContain('href="/experts"');
  });

  it('renders without a button when the CMS gives none', () => {
    const block = demoBlock('Experts', 'experts');
    const html = renderForPage(block);
    expect(html.match(/experts__card"/g)).toHaveLength(4);
    expect(html).not.toContain('class="button');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...demoBlock('Experts'), isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a maker has no role', () => {
    const broken = structuredClone(demoBlock('Experts')) as unknown as { experts: Array<{ role?: string }> };
    delete broken.experts[1]!.role;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'Experts', field: 'experts[1].role' });
  });
});
