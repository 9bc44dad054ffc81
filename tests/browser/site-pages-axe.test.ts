// axe-core over every demo page, on a phone (375 px) and a wide screen (1280 px), once hydrated and with
// the store and cart loaded, and no page scrolls sideways down to a 320 px phone: the one list of pages,
// so a new page is added here.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cleanFoldAndStoreArticle } from '../../demo-backends/cms/content/blog/care-guide.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
// axe over a whole page is slow on a busy machine.
const AXE_TIMEOUT_MS = 90_000;

const chromium = chromiumForFile();

const PAGES = [
  { name: 'home', path: '/', status: 200 },
  { name: 'how it works', path: '/how-it-works', status: 200 },
  { name: 'measure up', path: '/measure-up', status: 200 },
  { name: 'products', path: '/products', status: 200 },
  { name: 'testimonials', path: '/testimonials', status: 200 },
  { name: 'experts', path: '/experts', status: 200 },
  { name: 'FAQs', path: '/faqs', status: 200 },
  { name: 'blog', path: '/blog', status: 200 },
  { name: 'a blog article', path: `/${cleanFoldAndStoreArticle.attributes.slug}`, status: 200 },
  { name: 'contact', path: '/contact', status: 200 },
  { name: 'terms', path: '/terms', status: 200 },
  { name: 'privacy', path: '/privacy', status: 200 },
  { name: '404', path: '/404', status: 404 },
  { name: 'an unknown path (the 404 page)', path: '/no-such-page', status: 404 },
] as const;

/** How far the page is wider than the screen (0 when nothing sticks out and it cannot scroll sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each([375, 1280])('axe on every demo page at %i px', (width) => {
  it.each(PAGES)(
    '$name ($path) has no violations',
    async ({ path, status }) => {
      const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(status);
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await context.close();
    },
    AXE_TIMEOUT_MS,
  );
});

describe('the narrowest phones (320 px)', () => {
  it(
    'no demo page scrolls sideways',
    async () => {
      const context = await chromium.browser.newContext({ viewport: { width: 320, height: 640 } });
      const page = await context.newPage();
      const overflowing: string[] = [];
      for (const { path } of PAGES) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        const overflow = await sidewaysOverflow(page);
        if (overflow !== 0) overflowing.push(`${path}: ${overflow} px too wide`);
      }
      expect(overflowing).toEqual([]);
      await context.close();
    },
    AXE_TIMEOUT_MS,
  );
});

// Before the scripts run (and for good without JavaScript) the server's markup alone must fit the screen: the
// size tiles once laid themselves out for a carousel that did not exist yet and made /products 1,221 px wide.
const SERVER_MARKUP_PAGES = [...PAGES.map(({ path }) => path), '/buy'];

describe.each([320, 375, 1280])('the server-rendered markup at %i px', (width) => {
  async function overflowingPages(options: { javaScriptEnabled: boolean; holdScripts: boolean }): Promise<string[]> {
    const context = await chromium.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: options.javaScriptEnabled });
    // The page's module scripts never arrive: what the shopper sees before they run.
    if (options.holdScripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const path of SERVER_MARKUP_PAGES) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      const overflow = await sidewaysOverflow(page);
      if (overflow !== 0) overflowing.push(`${path}: ${overflow} px too wide`);
    }
    await context.close();
    return overflowing;
  }

  it('no page scrolls sideways with JavaScript disabled', { timeout: AXE_TIMEOUT_MS }, async () => {
    expect(await overflowingPages({ javaScriptEnabled: false, holdScripts: false })).toEqual([]);
  });

  it('no page scrolls sideways before its scripts run', { timeout: AXE_TIMEOUT_MS }, async () => {
    expect(await overflowingPages({ javaScriptEnabled: true, holdScripts: true })).toEqual([]);
  });
});
