// A link with tracking parameters (a newsletter's utm_*, an ad's gclid) opens the page its other parameters name:
// the site renders it from the parameters pages read (server/caching/page-query.ts), and the browser hydrates it
// with the address the visitor followed, which keeps its tracking parameters for the page's own scripts.
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

describe('pages opened with tracking parameters', () => {
  it('/blog?utm_source=…&category=care-guide&gclid=… shows the care guide, hydrates without errors and keeps the address', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const address = `${baseUrl}/blog?utm_source=newsletter&category=care-guide&gclid=Cj0KCQ`;
    expect((await page.goto(address))?.status()).toBe(200);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await page.locator('.blog-gallery__grid .blog-tile').count()).toBe(2);
    const filter = page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Sleep well', exact: true });
    await filter.click();
    await page.waitForURL(`${baseUrl}/blog?category=sleep-well`);
    await expect.poll(() => page.locator('.blog-gallery__grid .blog-tile').count()).toBe(3);
    await page.goBack();
    await page.waitForURL(address);
    await expect.poll(() => page.locator('.blog-gallery__grid .blog-tile').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
