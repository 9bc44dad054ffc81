import { describe, expect, inject, it } from 'vitest';
import { homePage } from '../../demo-backends/cms/content/pages/home.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const homeIntro = homePage.attributes.pageContent.find((block) => block.componentName === 'HomeIntro');

describe('home page', () => {
  it('renders its CMS content on the server, with JavaScript disabled', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').first().textContent()).toBe(homeIntro?.heading);
    expect(await page.title()).toContain(homePage.attributes.pageSeo?.metaTitle);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(homePage.attributes.pageSeo?.metaDescription);
    await context.close();
  });

  it('hydrates without console errors', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('/Home is the home page too', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/Home`);
    expect(await page.locator('h1').first().textContent()).toBe(homeIntro?.heading);
    await context.close();
  });
});

describe('unknown paths', () => {
  it('answer 404 with the not-found page and a link home', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/no-such-sheet-set`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('This page could not be found');
    // The demo CMS's NotFound block: its 'Go back' button replaces the fixed 'Back to the home page'.
    const homeLink = page.getByRole('link', { name: 'Go back' });
    expect(await homeLink.getAttribute('href')).toBe('/');
    await context.close();
  });

  it('/404 itself answers 404', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/404`);
    expect(response?.status()).toBe(404);
    await context.close();
  });
});
