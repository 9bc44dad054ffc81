// Each block kind is its own chunk: a page asks for the code of the interactive blocks it shows, keeps the
// server's markup of the others without downloading their code, hydrates without a mismatch, and a client-side
// navigation loads the next page's blocks (all of them) before showing it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let chunks: Record<string, string[]>;

beforeAll(async () => {
  chunks = (await (await fetch(`${baseUrl}/block-chunks.json`)).json()) as Record<string, string[]>;
});

/** The files the page's bootstrap preloads once it has painted (server/rendering/hydration-after-paint.ts). */
/** Follows a link from `from` to `to` the way a shopper's click does; resolves with whether the page was never reloaded. */
async function clientSideNavigation(page: Page, from: string, to: string, arrived: () => Promise<unknown>): Promise<boolean> {
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

const preloadsOf = (html: string) => JSON.parse(html.match(/for \(const href of (\[[^\]]*\])\)/)?.[1] ?? '[]') as string[];

describe('blocks load per page', () => {
  it("the FAQ page preloads the FAQ block's code and not the blog gallery's", async () => {
    const html = await (await fetch(`${baseUrl}/faqs`)).text();
    const preloads = preloadsOf(html);
    expect(chunks.Faq?.length).toBeGreaterThan(0);
    for (const file of chunks.Faq!) expect(preloads).toContain(file);
    // A block's own chunk comes first in its list.
    expect(preloads).not.toContain(chunks.BlogGallery![0]);
  });

  it("a markup-only block's code is neither preloaded nor downloaded, and hydration keeps its markup", async () => {
    const serverHtml = await (await fetch(`${baseUrl}/`)).text();
    expect(preloadsOf(serverHtml)).not.toContain(chunks.HomeIntro![0]);
    expect(preloadsOf(serverHtml)).toContain(chunks.Testimonials![0]);

    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(scripts).toContain(chunks.Testimonials![0]);
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
    await context.close();
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
    const stayed = await clientSideNavigation(page, '/', '/faqs', () => expect.poll(() => page.locator('details.faq__item').count()).toBeGreaterThan(3));
    expect(stayed).toBe(true);
    await context.close();
  });

  it('a client-side navigation renders the markup-only blocks from their code', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    const stayed = await clientSideNavigation(page, '/faqs', '/', () => page.locator('[data-block="HomeIntro"] h1').waitFor());
    await expect.poll(() => page.locator('[data-block="ProductBenefits"] li').count()).toBeGreaterThan(0);
    expect(scripts).toContain(chunks.HomeIntro![0]);
    expect(stayed).toBe(true);
    await context.close();
  });
});
