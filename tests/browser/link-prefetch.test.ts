// Spec §9: pointing at a link fetches its page ahead, except on 2G or a data-saver connection. Content pages have
// no client router: the page is fetched as a document, which the click that follows then opens.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** The home page, hydrated, with what it asks for from now on; `connection` stands in for navigator.connection. */
async function homeWithConnection(connection: { saveData?: boolean; effectiveType?: string } | null): Promise<{ page: Page; requestsAfter: string[] }> {
  context = await chromium.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  if (connection) {
    await page.addInitScript((hints) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => hints, configurable: true }), connection);
  }
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  // What the page loads by itself (islands in view) is done before the pointing starts.
  await page.waitForLoadState('networkidle');
  const requestsAfter: string[] = [];
  page.on('request', (request) => requestsAfter.push(new URL(request.url()).pathname));
  return { page, requestsAfter };
}

/** Points at the header's 'Buy now' (shown on phones), whose page code the home page has not loaded. */
async function pointAtBuyLink(page: Page): Promise<void> {
  await page.locator('a.site-header__buy').hover({ timeout: 5_000 });
}

describe('link prefetching', () => {
  it('pointing at a link to another page fetches that page ahead, once', async () => {
    const { page, requestsAfter } = await homeWithConnection(null);
    await pointAtBuyLink(page);
    await expect.poll(() => requestsAfter.filter((path) => path === '/buy').length).toBe(1);
    await page.mouse.move(0, 0);
    await pointAtBuyLink(page);
    await page.evaluate(() => fetch('/healthz').then((response) => response.text()));
    expect(requestsAfter.filter((path) => path === '/buy').length).toBe(1);
  });

  for (const [name, hints] of [
    ['a data-saver connection', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    it(`on ${name} nothing is fetched ahead`, async () => {
      const { page, requestsAfter } = await homeWithConnection(hints);
      await pointAtBuyLink(page);
      // The same pointing fetches code at once on a normal connection (test above); after a round trip to the
      // server nothing has been asked for here.
      await page.evaluate(() => fetch('/healthz').then((response) => response.text()));
      expect(requestsAfter.filter((path) => path !== '/healthz')).toEqual([]);
    });
  }
});
