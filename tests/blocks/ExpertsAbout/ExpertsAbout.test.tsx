import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, validate } from '../support/demo-block.ts';

describe('ExpertsAbout block', () => {
  const block = demoBlock('ExpertsAbout', 'experts');
  const html = renderForPage(block);

  it('shows each headed passage with its markdown text beside the image', () => {
    expect(html).toMatch(/<h2[^>]*>Why we make sheets this way<\/h2>/);
    for (const passage of block.textBlocks) {
      expect(html).toContain(`<dt class="experts-about__passage-heading">${passage.heading}</dt>`);
    }
    expect(html).toContain('<p>A sheet that fits lasts longer');
    expect(html).toContain('alt="Organic cotton bolls opening on the stem"');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a passage has no text', () => {
    const broken = structuredClone(block) as unknown as { textBlocks: Array<{ text?: string }> };
    delete broken.textBlocks[0]!.text;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'ExpertsAbout', field: 'textBlocks[0].text' });
  });
});
