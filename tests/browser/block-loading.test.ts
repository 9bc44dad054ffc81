// Each block kind is its own chunk: a page asks for the code of the blocks it shows, hydrates without a
// mismatch, and a client-side navigation loads the next page's blocks before showing it.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = useChromium();
let chunks: Record<string, string[]>;

beforeAll(async () => {
  chunks = (await (await fetch(`${baseUrl}/block-chunks.json`)).json()) as Record<string, string[]>;
});

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);

describe('blocks load per page', () => {
  it("the FAQ page preloads the FAQ block's code and not the blog gallery's", async () => {
    const html = await (await fetch(`${baseUrl}/faqs`)).text();
    const preloads = preloadsOf(html);
    expect(chunks.Faq?.length).toBeGreaterThan(0);
    for (const file of chunks.Faq!) expect(preloads).toContain(file);
    // A block's own chunk comes first in its list.
    expect(preloads).not.toContain(chunks.BlogGallery![0]);
  });

  it('a page hydrates its blocks without errors and they respond', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/faqs`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const item = page.locator('details.faq__item').first();
    await item.locator('summary').click();
    await expect.poll(() => item.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a client-side navigation shows the next page's blocks without a full reload", async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.evaluate(() => {
      (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
      const link = Object.assign(document.createElement('a'), { href: '/faqs', textContent: 'FAQs test link' });
      document.querySelector('main')!.prepend(link);
    });
    await page.getByText('FAQs test link').click();
    await expect.poll(() => page.locator('details.faq__item').count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    await context.close();
  });
});
