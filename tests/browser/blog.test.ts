import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cleanFoldAndStoreArticle } from '../../demo-backends/cms/content/blog/care-guide.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await chromium.browser.newContext(options);
  const page = await context.newPage();
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  if (options.javaScriptEnabled !== false) await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

const filter = (page: Page, name: string) => page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name, exact: true });
const tiles = (page: Page) => page.locator('.blog-tile');

describe('blog gallery', () => {
  it('a category filter shows that category as a grid, from the top of the page', async () => {
    const page = await open('/blog', { viewport: { width: 375, height: 640 } });
    await page.evaluate(() => window.scrollTo({ top: document.querySelector('.blog-gallery')!.getBoundingClientRect().top, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await filter(page, 'Care guide').click();
    await page.waitForURL(`${baseUrl}/blog?category=care-guide`);
    await expect.poll(() => page.locator('.blog-gallery__grid .blog-tile').count()).toBe(2);
    expect(await page.locator('.blog-gallery__strip').count()).toBe(0);
    expect(await filter(page, 'Care guide').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it("'All blogs' shows a row per category; 'See all content' opens that category's view", async () => {
    const page = await open('/blog');
    expect(await page.locator('.blog-gallery__row h3').allTextContents()).toEqual(['Sleep well', 'Care guide', 'Behind the seams']);
    const row = page.locator('.blog-gallery__row', { has: page.getByRole('heading', { name: 'Behind the seams' }) });
    await row.getByRole('link', { name: 'See all content' }).click();
    await page.waitForURL(`${baseUrl}/blog?category=behind-the-seams`);
    await expect.poll(() => tiles(page).count()).toBe(2);
    expect(await filter(page, 'Behind the seams').getAttribute('aria-current')).toBe('page');
    await filter(page, 'All blogs').click();
    await page.waitForURL(`${baseUrl}/blog`);
    await expect.poll(() => tiles(page).count()).toBe(7);
    await page.context().close();
  });

  it('works without JavaScript: filters are links and a shared filtered link restores the view', async () => {
    const page = await open('/blog?category=sleep-well', { javaScriptEnabled: false });
    expect(await tiles(page).count()).toBe(3);
    expect(await filter(page, 'Sleep well').getAttribute('aria-current')).toBe('page');
    await filter(page, 'Care guide').click();
    await page.waitForURL(`${baseUrl}/blog?category=care-guide`);
    expect(await tiles(page).count()).toBe(2);
    await page.context().close();
  });

  it('on a phone the current filter is scrolled into sight in the filter bar', async () => {
    const page = await open('/blog?category=behind-the-seams', { viewport: { width: 375, height: 800 } });
    const box = () => filter(page, 'Behind the seams').boundingBox();
    await expect.poll(async () => (await box())!.x + (await box())!.width).toBeLessThanOrEqual(375);
    expect((await box())!.x).toBeGreaterThanOrEqual(0);
    await page.context().close();
  });

  it('a tile opens its article', async () => {
    const page = await open('/blog');
    await page.getByRole('link', { name: 'Clean, fold and store: caring for sateen' }).click();
    await page.waitForURL(`${baseUrl}/clean-fold-and-store`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(cleanFoldAndStoreArticle.attributes.heading);
    await page.context().close();
  });

  it('hydrates without console errors', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${baseUrl}/blog?category=care-guide`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('article page', () => {
  const { attributes } = cleanFoldAndStoreArticle;

  it('shows the intro (heading, author, date, reading time), its blocks and the way back, without JavaScript', async () => {
    const page = await open(`/${attributes.slug}`, { javaScriptEnabled: false });
    expect(await page.locator('h1').allTextContents()).toEqual([attributes.heading]);
    const byline = (await page.locator('.article-intro .article-byline').textContent())?.replace(/\s+/g, ' ');
    expect(byline).toBe(`By ${attributes.authorName}·7 October 2026·${attributes.readingTime} min read`);
    expect(await page.locator('.article-intro img').getAttribute('fetchpriority')).toBe('high');
    expect(await page.getByRole('heading', { name: 'Clean', exact: true }).count()).toBe(1);
    expect(await page.locator('figcaption').first().textContent()).toBe('Line-dry in the shade to keep colours true.');
    expect(await page.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe('/blog');
    await page.context().close();
  });

  it('an article without an author is by the brand', async () => {
    const page = await open('/how-to-fold-a-fitted-sheet', { javaScriptEnabled: false });
    expect(await page.locator('.article-intro .article-byline__author').textContent()).toBe('By Linden & Tuck');
    expect(await page.locator('.article-body ol li').count()).toBe(4);
    await page.context().close();
  });
});

// The blog index and an article are in site-pages-axe.test.ts with every other page; here, a category view.
describe('accessibility of the blog', () => {
  for (const path of ['/blog?category=care-guide']) {
    for (const width of [375, 1280]) {
      it(`axe finds no violations on ${path} at ${width} px`, async () => {
        const page = await open(path, { viewport: { width, height: 900 } });
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
