import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('ExpertsProcess block', () => {
  const block = demoBlock('ExpertsProcess', 'experts');
  const html = renderForPage(block);

  it('shows the steps in order with their numerals, headings, markdown text and images', () => {
    expect(html).toMatch(/<h2[^>]*>How a set is made<\/h2>/);
    expect(html).toContain('<ol class="experts-process__steps">');
    const headings = [...html.matchAll(/experts-process__heading">([^<]+)</g)].map((m) => m[1]);
    expect(headings).toEqual(['Cut', 'Sew', 'Wash &amp; fold']);
    for (const numeral of ['01', '02', '03']) expect(textOf(html)).toContain(numeral);
    expect(html).toContain('<p>French seams on the corners');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a step has no image field', () => {
    const broken = structuredClone(block) as unknown as { processBlocks: Array<{ image?: unknown }> };
    delete broken.processBlocks[2]!.image;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'ExpertsProcess', field: 'processBlocks[2].image' });
  });
});
