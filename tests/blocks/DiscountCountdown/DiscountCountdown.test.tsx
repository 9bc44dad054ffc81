import { describe, expect, it } from 'vitest';
import { SUMMER_SALE_ENDS_AT } from '../../../demo-backends/cms/content/pages/home.ts';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('DiscountCountdown block', () => {
  const block = demoBlock('DiscountCountdown', 'home');
  const html = renderForPage(block);

  it('renders its heading, the offer and the end date on the server', () => {
    expect(html).toMatch(/<h2[^>]*>Summer sale ends soon<\/h2>/);
    expect(textOf(html)).toContain('10% off every premium set with the code WELCOME10 at checkout.');
    expect(html).toContain(`Offer ends at <time dateTime="${SUMMER_SALE_ENDS_AT}">midnight on 28 February 2027</time>, Sydney time.`);
  });

  it('renders the same markup whatever the clock says, so hydration never mismatches', () => {
    const later = renderForPage(block);
    expect(later).toBe(html);
    // The digits stay hidden until the browser starts the clock.
    expect(html).toContain('data-ticking="false"');
  });

  it('keeps the ticking digits away from screen readers; its live region starts silent (it speaks only on pause, resume and the end)', () => {
    expect(html).toMatch(/class="discount-countdown__timer" aria-hidden="true"/);
    expect(html).toMatch(/<p class="visually-hidden" role="status"><\/p>/);
    expect(html).not.toContain('aria-live');
  });

  it('shows the four units of the countdown', () => {
    for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds']) expect(textOf(html)).toContain(unit);
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped without an end time', () => {
    const broken: Partial<typeof block> = structuredClone(block);
    delete broken.endsAt;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'DiscountCountdown', reason: 'invalid field', field: 'endsAt' });
  });
});
