// The sale countdown moves, so it can be paused (WCAG 2.2.2), and it never talks over the shopper: screen readers
// read the time left when they reach it, and the live region speaks only when the shopper pauses or resumes.
import { describe, expect, inject, it } from 'vitest';
import { SUMMER_SALE_ENDS_AT } from '../../demo-backends/cms/content/pages/home.ts';
import { chromiumForFile } from './support/chromium.ts';
import { isFocused } from './support/focus.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('the sale countdown', () => {
  it('can be paused and resumed from the keyboard, and its live region is not updated every minute', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // 1 day, 3 hours, 10 minutes and 30 seconds before the sale ends.
    await context.clock.install({ time: Date.parse(SUMMER_SALE_ENDS_AT) - (27 * 60 + 10) * MINUTE - 30 * SECOND });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const countdown = page.locator('section.discount-countdown');
    const pause = countdown.getByRole('button', { name: 'Pause countdown' });
    // The countdown starts as the shopper scrolls to it.
    await countdown.scrollIntoViewIfNeeded();
    await pause.waitFor();
    const digits = () => countdown.locator('.discount-countdown__value').allInnerTexts();
    const live = countdown.getByRole('status');
    expect(await live.innerText()).toBe('');
    expect(await countdown.locator('.discount-countdown__clock .visually-hidden').innerText()).toMatch(/^1 day, 3 hours and 1\d minutes left in this offer\.$/);
    await live.evaluate((region) => {
      const counter = window as unknown as { liveChanges: number };
      counter.liveChanges = 0;
      new MutationObserver(() => (counter.liveChanges += 1)).observe(region, { childList: true, subtree: true, characterData: true });
    });
    const liveChanges = () => page.evaluate(() => (window as unknown as { liveChanges: number }).liveChanges);

    // Three minutes pass: the digits move, the live region says nothing.
    const before = await digits();
    await page.clock.runFor(3 * MINUTE);
    expect(await digits()).not.toEqual(before);
    expect(await liveChanges()).toBe(0);
    expect(await live.innerText()).toBe('');

    await pause.focus();
    await page.keyboard.press('Enter');
    const resume = countdown.getByRole('button', { name: 'Resume countdown' });
    expect(await isFocused(resume)).toBe(true);
    await expect.poll(() => live.innerText()).toBe('Countdown paused.');
    const frozen = await digits();
    await page.clock.runFor(5 * SECOND);
    expect(await digits()).toEqual(frozen);

    await page.keyboard.press('Enter');
    await expect.poll(() => live.innerText()).toBe('Countdown resumed.');
    expect(await isFocused(countdown.getByRole('button', { name: 'Pause countdown' }))).toBe(true);
    await page.clock.runFor(2 * MINUTE);
    expect(await digits()).not.toEqual(frozen);
    // Spoken twice in five minutes: when paused and when resumed.
    expect(await liveChanges()).toBe(2);
    await context.close();
  });
});
