// The Chromium page the admin screens are driven in: a laptop-sized window that keeps downloads (CSV exports), in
// a fixed locale and time zone so dates read the same on every machine.
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../../../scripts/support/chromium.ts';

export type AdminBrowserPage = { context: BrowserContext; page: Page; close: () => Promise<void> };

export async function openAdminBrowserPage(): Promise<AdminBrowserPage> {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, locale: 'en-GB', timezoneId: 'UTC' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page, close: () => browser.close() };
}
