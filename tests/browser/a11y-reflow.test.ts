// Reflow and zoom (WCAG 1.4.4, 1.4.10): at 320 px and at 200 % zoom (a 1,160-1,320 px window shows 580-660 CSS px)
// nothing scrolls sideways, the header's controls stay on screen, and sticky bars leave most of a short screen.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const PAGES = ['/', '/faqs', '/products', '/blog', '/buy', '/buy?stage=size', '/buy?step=3&version=premium&size=king&depth=26-30'];
/** The controls of the header and of the purchase flow's top bar that must never leave the screen. */
const CHROME_CONTROLS = ['.menu-toggle', '.header-item', '.site-header__buy', '.site-header__cta', '.buy-top__version', '.buy-top__exit'];

/** What sticks out of the viewport sideways: the page's own overflow and any header control cut off. */
function sidewaysTrouble(page: Page): Promise<string[]> {
  return page.evaluate((controls) => {
    const trouble: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) trouble.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const element of document.querySelectorAll<HTMLElement>(controls.join(','))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (rect.left < 0 || rect.right > width) trouble.push(`${element.className.split(' ')[0]} at ${Math.round(rect.left)}–${Math.round(rect.right)}`);
    }
    return trouble;
  }, CHROME_CONTROLS);
}

describe('reflow and zoom', () => {
  it.each([
    { width: 320, height: 640 },
    { width: 580, height: 330 },
    { width: 620, height: 350 },
    { width: 660, height: 370 },
  ])('at $width × $height CSS px no page scrolls sideways and every header control is on screen', async (viewport) => {
    const context = await chromium.browser.newContext({ viewport });
    const page = await context.newPage();
    const trouble: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      trouble.push(...(await sidewaysTrouble(page)).map((found) => `${path}: ${found}`));
    }
    expect(trouble).toEqual([]);
    await context.close();
  });

  it.each([
    { width: 375, height: 812 },
    { width: 640, height: 360 },
    { width: 320, height: 256 },
  ])('on /buy at $width × $height the sticky bars take at most a third of the screen', async (viewport) => {
    const context = await chromium.browser.newContext({ viewport });
    const page = await context.newPage();
    const taken: string[] = [];
    for (const path of ['/buy?stage=size', '/buy?step=3&version=premium&size=king&depth=26-30']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      const sticky = await page.evaluate(() =>
        ['.buy-top', '.buy-bottom']
          .map((selector) => document.querySelector<HTMLElement>(selector)!)
          .filter((bar) => ['sticky', 'fixed'].includes(getComputedStyle(bar).position))
          .reduce((sum, bar) => sum + bar.getBoundingClientRect().height, 0),
      );
      if (sticky > viewport.height / 3) taken.push(`${path}: ${Math.round(sticky)} of ${viewport.height} px`);
    }
    expect(taken).toEqual([]);
    await context.close();
  });
});
