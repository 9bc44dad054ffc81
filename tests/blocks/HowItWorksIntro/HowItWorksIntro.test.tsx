import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('HowItWorksIntro block', () => {
  const block = demoBlock('HowItWorksIntro', 'how-it-works');

  it('opens the page with the h1, tagline, sub-heading and an eager hero image', () => {
    const html = renderForPage(block);
    expect(html).toMatch(/<h1[^>]*>Three steps to a bed that fits<\/h1>/);
    expect(textOf(html)).toContain('How it works');
    expect(textOf(html)).toContain('Measure your mattress, choose your set, and we cut it to order.');
    expect(html).toContain('alt="A mattress with a tape measure showing how to measure its depth"');
    expect(html).toContain('loading="eager"');
  });

  it('uses an h2 when another block opens the page', () => {
    const html = renderForPage(demoBlock('HowItWorks'), block);
    expect(html).toMatch(/<h2[^>]*>Three steps to a bed that fits<\/h2>/);
    expect(html).not.toContain('<h1');
  });

  it('renders without a tagline or image when the CMS has none', () => {
    const html = renderForPage({ ...block, tagline: null, image: { data: null } });
    expect(html).not.toContain('class="tagline');
    expect(html).not.toContain('<img');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped with a colour outside the brand palette', () => {
    expect(validate({ ...block, backgroundColour: 'hot-pink' }).skipped[0]).toMatchObject({ componentName: 'HowItWorksIntro', field: 'backgroundColour' });
  });
});
