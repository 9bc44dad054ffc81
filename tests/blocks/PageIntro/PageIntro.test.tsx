import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('PageIntro block', () => {
  const block = demoBlock('PageIntro', 'products');
  const html = renderForPage(block);

  it('opens the page with the tagline, its heading as the h1 and the sub-heading', () => {
    expect(textOf(html)).toBe('Classic 400 · Premium 600 The Tailored Sateen Sheet Set Organic-cotton sateen, cut to the depth of your mattress');
    expect(html).toMatch(/<h1 class="page-intro__heading">The Tailored Sateen Sheet Set<\/h1>/);
  });

  it('preloads its backdrop and draws it and the icon as decoration', () => {
    expect(html).toContain('<link rel="preload" as="image" href="/media/hero_sateen_folds_90fd3e/hero_sateen_folds_90fd3e.svg"');
    expect(html).toMatch(/<div class="page-intro__backdrop"><img [^>]*alt="" loading="eager"/);
    expect(html).toMatch(/<div class="page-intro__icon"><img src="\/media\/icon_linden_tuck_monogram_f53325\/[^"]+" [^>]*alt=""/);
  });

  it('gives its heading level 2 below another opening block', () => {
    expect(renderForPage(demoBlock('HomeIntro'), block)).toMatch(/<h2 class="page-intro__heading">The Tailored Sateen Sheet Set<\/h2>/);
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when the tagline has no text', () => {
    const broken = structuredClone(block) as unknown as { tagline: { text: unknown } };
    broken.tagline.text = null;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'PageIntro', field: 'tagline.text' });
  });
});
