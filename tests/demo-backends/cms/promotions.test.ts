// The demo content's promotion agrees with itself and with the demo shop: the sale is named for the Australian
// season its end date falls in, and the code it advertises does what its copy promises.
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from '../../../demo-backends/cms/content/index.ts';
import { DEMO_DISCOUNT_CODES } from '../../../demo-backends/storefront/cart-pricing.ts';
import { PREMIUM_SHEET_SET_HANDLE } from '../../../demo-backends/storefront/demo-products.ts';

/** Australian seasons by month (1-12): summer is December to February. */
const SEASON_BY_MONTH = ['Summer', 'Summer', 'Autumn', 'Autumn', 'Autumn', 'Winter', 'Winter', 'Winter', 'Spring', 'Spring', 'Spring', 'Summer'];

const countdowns = DEMO_CONTENT.pages
  .flatMap((page) => page.attributes.pageContent)
  .flatMap((block) => (block.componentName === 'DiscountCountdown' ? [block] : []));

/** The last day the offer runs, in Sydney: an end at midnight belongs to the day before. */
function lastSydneyMonth(endsAt: string): number {
  const lastMinute = new Date(Date.parse(endsAt) - 60_000);
  return Number(new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', month: 'numeric' }).format(lastMinute));
}

describe('demo promotions', () => {
  it('has a countdown to a sale', () => {
    expect(countdowns.length).toBeGreaterThan(0);
  });

  it.each(countdowns.map((block) => [block.heading, block]))('names "%s" for the Australian season it ends in', (_, block) => {
    const season = /\b(Summer|Autumn|Winter|Spring)\b/i.exec(block.heading)?.[1];
    expect(season, 'the heading names a season').toBeDefined();
    expect(SEASON_BY_MONTH[lastSydneyMonth(block.endsAt) - 1]!.toLowerCase()).toBe(season!.toLowerCase());
  });

  it.each(countdowns.map((block) => [block.text, block]))('advertises a code the demo shop honours as promised: "%s"', (_, block) => {
    const [, percent, code] = /(\d+)% off every premium set with the code (\w+)/.exec(block.text ?? '') ?? [];
    expect(code, 'the copy names a code and its percentage').toBeDefined();
    expect(DEMO_DISCOUNT_CODES[code!]).toMatchObject({ percentOff: Number(percent), entitledProductHandles: [PREMIUM_SHEET_SET_HANDLE] });
  });
});
