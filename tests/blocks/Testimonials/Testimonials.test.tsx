import { describe, expect, it } from 'vitest';
import { STRIP_LIMIT } from '../../../blocks/Testimonials/Testimonials.tsx';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

/** The part of the HTML between the opening of the element with `className` and the next element with `until`. */
const section = (html: string, className: string, until: string) => html.slice(html.indexOf(className), html.indexOf(until, html.indexOf(className)));

describe('Testimonials block', () => {
  const block = demoBlock('Testimonials', 'home');
  const active = block.testimonials.filter((t) => t.isActive);
  const html = renderForPage(block);

  it('renders its heading, sub-heading and the button to all reviews', () => {
    expect(html).toMatch(/<h2[^>]*>Slept on and loved<\/h2>/);
    expect(textOf(html)).toContain('What customers say after the first night');
    expect(html).toContain('href="/testimonials"');
  });

  it(`shows the first ${STRIP_LIMIT} active reviews in a labelled, keyboard-scrollable strip`, () => {
    const strip = section(html, 'testimonials__strip"', 'testimonials__carousel');
    expect(strip).toContain('role="region"');
    expect(strip).toContain('aria-label="Slept on and loved: latest reviews"');
    expect(strip).toContain('tabindex="0"');
    const names = [...strip.matchAll(/testimonial-card__name">([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(active.slice(0, STRIP_LIMIT).map((t) => t.name));
  });

  it('puts every active review in the small-screen carousel, with previous and next buttons', () => {
    const carousel = section(html, 'testimonial-carousel"', 'testimonials__action');
    const names = [...carousel.matchAll(/testimonial-card__name">([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(active.map((t) => t.name));
    expect(carousel).toContain('aria-roledescription="carousel"');
    expect(carousel).toContain(`aria-label="1 of ${active.length}"`);
    expect(carousel).toContain('aria-label="Previous review"');
    expect(carousel).toContain('aria-label="Next review"');
  });

  it('never shows a review the editor deactivated', () => {
    const hidden = block.testimonials.find((t) => !t.isActive);
    expect(hidden).toBeDefined();
    expect(textOf(html)).not.toContain(hidden!.name);
  });

  it('shows stars, the review, the reviewer and the month', () => {
    const declan = active.find((t) => t.name.startsWith('Declan'))!;
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(textOf(html)).toContain(declan.review);
    expect(html).toContain(`<time class="testimonial-card__date" dateTime="${declan.date}">September 2026</time>`);
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a review has a rating outside 1-5', () => {
    const broken = structuredClone(block);
    broken.testimonials[0]!.rating = 7;
    const { kept, skipped } = validate(broken);
    expect(kept).toEqual([]);
    expect(skipped[0]).toMatchObject({ componentName: 'Testimonials', reason: 'invalid field', field: 'testimonials[0].rating' });
  });
});
