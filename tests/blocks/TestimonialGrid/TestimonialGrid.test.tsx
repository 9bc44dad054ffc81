import { describe, expect, it } from 'vitest';
import { ratingSummary } from '../../../blocks/TestimonialGrid/TestimonialGrid.tsx';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('TestimonialGrid block', () => {
  const block = demoBlock('TestimonialGrid', 'testimonials');
  const active = block.testimonials.filter((t) => t.isActive);
  const html = renderForPage(block);

  it('shows every active review, in the CMS order', () => {
    const names = [...html.matchAll(/testimonial-card__name">([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(active.map((t) => t.name));
    expect(html).toMatch(/<h2[^>]*>What our customers say<\/h2>/);
  });

  it('never shows a review the editor deactivated', () => {
    expect(textOf(html)).not.toContain('Hidden at the customer');
  });

  it('summarises the average rating and the number of reviews', () => {
    expect(textOf(html)).toContain('4.9 out of 5 from 8 reviews');
    expect(ratingSummary([active[0]!])).toBe('5.0 out of 5 from 1 review');
    expect(ratingSummary([])).toBeNull();
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a review has no text', () => {
    const broken = structuredClone(block) as unknown as { testimonials: Array<{ review?: string }> };
    delete broken.testimonials[2]!.review;
    expect(validate(broken).skipped[0]).toMatchObject({ reason: 'invalid field', field: 'testimonials[2].review' });
  });
});
