import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('HomeIntro block', () => {
  const block = demoBlock('HomeIntro', 'home');
  const html = renderForPage(block);

  it('opens the page with its heading as the h1, the lines around it and the button to /buy', () => {
    expect(html).toMatch(/<h1[^>]*>Sheets tailored to your mattress<\/h1>/);
    expect(textOf(html)).toContain(
      'Classic 400 or premium 600 thread count Sheets tailored to your mattress Organic-cotton sateen, cut to the depth of your bed Free tracked shipping Australia-wide Build your set',
    );
    expect(html).toMatch(/<a class="button"[^>]*href="\/buy">Build your set/);
  });

  it('shows its image at once, preloaded, with its alternative text', () => {
    expect(html).toMatch(/<img [^>]*alt="A made bed dressed in white organic-cotton sateen, a folded sheet set at its foot" loading="eager"/);
    expect(html).toContain('<link rel="preload" as="image" href="/media/bed_sateen_white_cc2679/bed_sateen_white_cc2679.svg"');
  });

  it('offers a scroll cue to what follows it', () => {
    expect(html).toContain(`<a class="home-intro__scroll" href="#after-home-intro-${block.id}">`);
    expect(html).toContain(`id="after-home-intro-${block.id}"`);
  });

  it('gives its heading level 2 and loads its image lazily below another opening block', () => {
    const below = renderForPage(demoBlock('PageIntro'), block);
    expect(below).toMatch(/<h2[^>]*>Sheets tailored to your mattress<\/h2>/);
    expect(below).toMatch(/alt="A made bed dressed[^"]*" loading="lazy"/);
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when the heading is missing', () => {
    const { heading: _heading, ...broken } = block;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'HomeIntro', field: 'heading' });
  });
});
