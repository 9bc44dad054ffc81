import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('ExpertsIntro block', () => {
  const block = demoBlock('ExpertsIntro', 'experts');

  it('opens the page with the h1, tagline, markdown text and an eager hero image', () => {
    const html = renderForPage(block);
    expect(html).toMatch(/<h1[^>]*>Made by people who care how a bed feels<\/h1>/);
    expect(textOf(html)).toContain('Our story');
    expect(textOf(html)).toContain('Sheets cut to order in our Marrickville workroom');
    expect(html).toContain('<p>Linden &amp; Tuck began with a simple frustration');
    expect(html).toContain('fetchPriority="high"');
  });

  it('uses an h2 and a lazy image further down a page', () => {
    const html = renderForPage(demoBlock('ExpertsAbout'), block);
    expect(html).toMatch(/<h2[^>]*>Made by people who care how a bed feels<\/h2>/);
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('fetchPriority="high"');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped with a heading that is not text', () => {
    expect(validate({ ...block, heading: null }).skipped[0]).toMatchObject({ componentName: 'ExpertsIntro', field: 'heading' });
  });
});
