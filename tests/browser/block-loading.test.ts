// Each block kind is its own chunk: a content page fetches the code of an island when its rule says (a question
// when the shopper reaches for it, a carousel as it nears the screen), keeps the server's markup of the other
// blocks without ever downloading their code, hydrates without a mismatch, and a link opens the next page as a
// document of its own whose islands come alive there.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let chunks: Record<string, string[]>;

beforeAll(async () => {
  chunks = (await (await fetch(`${baseUrl}/block-chunks.json`)).json()) as Record<string, string[]>;
});

/** Follows a link from `from` to `to` the way a shopper's click does; resolves with whether the same document stayed (a client-side navigation). */
async function followLink(page: Page, from: string, to: string, arrived: () => Promise<unknown>): Promise<boolean> {
  await page.goto(`${baseUrl}${from}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.evaluate((href) => {
    (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
    document.querySelector('main')!.prepend(Object.assign(document.createElement('a'), { href, textContent: 'Test link' }));
  }, to);
  await page.getByText('Test link').click();
  await arrived();
  return page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage === true);
}

/** A new page in a context of its own, with the scripts it fetches and the errors it reports. */
async function watchedPage(): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, scripts, errors };
}

describe('blocks load per page', () => {
  it("the FAQ page fetches the FAQ block's code when the shopper reaches for a question, never the blog gallery's", async () => {
    const { page, scripts } = await watchedPage();
    await page.goto(`${baseUrl}/faqs`, { waitUntil: 'networkidle' });
    expect(chunks.Faq?.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(chunks.Faq![0]);
    await page.locator('details.faq__item summary').first().hover();
    await expect.poll(() => scripts.includes(chunks.Faq![0]!)).toBe(true);
    expect(scripts).not.toContain(chunks.BlogGallery![0]);
    await page.context().close();
  });

  it("a markup-only block's code is never downloaded and its markup stays as sent; a carousel's comes as it nears the screen", async () => {
    const serverHtml = await (await fetch(`${baseUrl}/`)).text();
    const { page, scripts, errors } = await watchedPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-island="Testimonials"] > *').first().scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.includes(chunks.Testimonials![0]!)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts).not.toContain(chunks.HomeIntro![0]);
    expect(scripts).not.toContain(chunks.ProductBenefits![0]);
    // The intro as the server sent it, node for node, and its heading is the page's h1.
    const [kept, sent] = await page.evaluate((html) => {
      const selector = '[data-block="HomeIntro"]';
      const sentDocument = new DOMParser().parseFromString(html, 'text/html');
      return [document.querySelector(selector)?.innerHTML, sentDocument.querySelector(selector)?.innerHTML];
    }, serverHtml);
    expect(sent).toContain('<h1');
    expect(kept).toBe(sent);
    expect(errors).toEqual([]);
    await page.context().close();
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

  it('a link opens the next page as a document of its own, whose blocks respond there', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const stayed = await followLink(page, '/', '/faqs', () => expect.poll(() => page.locator('details.faq__item').count()).toBeGreaterThan(3));
    expect(stayed).toBe(false);
    const item = page.locator('details.faq__item').first();
    await item.locator('summary').click();
    await expect.poll(() => item.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await context.close();
  });
});
