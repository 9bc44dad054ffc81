// Opens a page of the site under test in a browser context of its own and waits until it has hydrated, as the
// accessibility tests need before they press keys or read pixels.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';

export async function openHydrated(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(`${inject('baseUrl')}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}
