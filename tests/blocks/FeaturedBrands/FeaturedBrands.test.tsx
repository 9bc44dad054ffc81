import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, validate } from '../support/demo-block.ts';

describe('FeaturedBrands block', () => {
  const block = demoBlock('FeaturedBrands', 'home');

  it("shows 'As featured in' and each publication's logo, named by its alt text", () => {
    const html = renderForPage(block);
    expect(html).toMatch(/<h2[^>]*>As featured in<\/h2>/);
    for (const brand of block.brands) expect(html).toContain(`alt="${brand.alt}"`);
    expect(html.match(/<img /g)).toHaveLength(block.brands.length);
  });

  it('uses the CMS alt even when the uploaded file says something else', () => {
    const renamed = structuredClone(block);
    renamed.brands[0]!.logo.data!.attributes.alternativeText = 'logo-final-v2';
    const html = renderForPage(renamed);
    expect(html).toContain(`alt="${block.brands[0]!.alt}"`);
    expect(html).not.toContain('logo-final-v2');
  });

  it('links a logo to the article safely in a new tab, and drops unsafe links', () => {
    const linked = structuredClone(block);
    linked.brands[0]!.url = 'https://example.com/best-sheets';
    linked.brands[1]!.url = 'javascript:alert(1)';
    const html = renderForPage(linked);
    expect(html).toContain('href="https://example.com/best-sheets" target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain('javascript:');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a brand has no alt text', () => {
    const broken = structuredClone(block) as unknown as { brands: Array<{ alt?: string }> };
    delete broken.brands[0]!.alt;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'FeaturedBrands', field: 'brands[0].alt' });
  });
});
