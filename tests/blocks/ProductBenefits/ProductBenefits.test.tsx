import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, validate } from '../support/demo-block.ts';

describe('ProductBenefits block', () => {
  const block = demoBlock('ProductBenefits', 'home');
  const html = renderForPage(block);

  it('shows its heading as an h2, the sub-heading and every benefit in order with a tick', () => {
    expect(html).toMatch(/<h2>Why tailored sheets<\/h2><p class="product-benefits__sub">Made for the bed you actually have<\/p>/);
    const benefits = [...html.matchAll(/<li><svg[^>]*aria-hidden="true"[\s\S]*?<\/svg><span>([^<]+)<\/span><\/li>/g)].map((m) => m[1]);
    expect(benefits).toEqual(block.benefits.map((benefit) => benefit.text));
    expect(benefits[0]).toBe('Fitted sheet cut to your mattress depth, from 15 to 40 cm');
  });

  it('shows its image with its alternative text, and none when the CMS gives none', () => {
    expect(html).toMatch(/<img [^>]*alt="Close-up of sateen weave catching the light"/);
    expect(renderForPage({ ...block, image: { data: null } })).not.toContain('<img');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a benefit has no text', () => {
    const broken = structuredClone(block) as unknown as { benefits: Array<{ text: unknown }> };
    broken.benefits[2]!.text = 3;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'ProductBenefits', field: 'benefits[2].text' });
  });
});
