import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('PageCallToAction block', () => {
  const block = demoBlock('PageCallToAction', 'home');
  const html = renderForPage(block);

  it('shows its heading as an h2, its text and its button over the backdrop, in light text', () => {
    expect(html).toMatch(/<h2[^>]*>Measure once, sleep well for years<\/h2>/);
    expect(textOf(html)).toBe('Measure once, sleep well for years Choose your size, your depth and your colour. We do the rest. Start now →');
    expect(html).toMatch(/<a class="button"[^>]*href="\/buy">Start now/);
    expect(html).toContain('page-cta--light-text');
  });

  it('draws the backdrop as decoration, lazily, since it is never the opening image', () => {
    expect(html).toMatch(/<div class="page-cta__backdrop"><img src="\/media\/bed_evening_lamp_6e9ae9\/[^"]+" [^>]*alt="" loading="lazy"/);
  });

  it('keeps dark text on the page colour without a backdrop or dark mode', () => {
    const plain = renderForPage({ ...block, backgroundImage: { data: null }, darkMode: false });
    expect(plain).not.toContain('<img');
    expect(plain).not.toContain('page-cta--light-text');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when dark mode is not a yes or no', () => {
    expect(validate({ ...block, darkMode: 'yes' }).skipped[0]).toMatchObject({ componentName: 'PageCallToAction', field: 'darkMode' });
  });
});
