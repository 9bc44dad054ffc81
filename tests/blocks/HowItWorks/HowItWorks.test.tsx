import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('HowItWorks block', () => {
  const block = demoBlock('HowItWorks', 'how-it-works');
  const html = renderForPage(block);

  it('shows the three steps in order, each with its tagline, heading, markdown text and image', () => {
    expect(html).toMatch(/<h2[^>]*>From your tape measure to your bed<\/h2>/);
    expect(html).toContain('<ol class="how-it-works__steps">');
    const headings = [...html.matchAll(/how-it-works__step-heading">([^<]+)</g)].map((m) => m[1]);
    expect(headings).toEqual(['Measure', 'Choose', 'Sleep']);
    for (const tagline of ['Step 1', 'Step 2', 'Step 3']) expect(textOf(html)).toContain(tagline);
    expect(html).toContain('<p>Run a tape from the top edge');
    expect(html.match(/<img /g)).toHaveLength(3);
  });

  it('links its button to the CMS page', () => {
    expect(html).toContain('href="/measure-up"');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a step heading is not text', () => {
    const broken = structuredClone(block) as unknown as { processBlocks: Array<{ heading: unknown }> };
    broken.processBlocks[1]!.heading = ['Choose'];
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'HowItWorks', field: 'processBlocks[1].heading' });
  });
});
