import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { notFoundPage } from '../../demo-backends/cms/content/pages/not-found.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const editorBlock = notFoundPage.attributes.pageContent.find((block) => block.componentName === 'NotFound')!;

async function expectEditorCopy(page: Page) {
  const screen = page.locator('.not-found');
  await expect.poll(() => screen.locator('h1').textContent()).toBe(editorBlock.heading);
  expect(await screen.locator('.not-found__code').textContent()).toBe('404');
  expect(await screen.locator('.not-found__sub').textContent()).toBe(editorBlock.subHeading);
  const goBack = screen.getByRole('link', { name: editorBlock.button!.text! });
  expect(await goBack.getAttribute('href')).toBe('/');
  // The fixed fallback texts are not shown beside the editor's copy.
  expect(await page.getByText('Back to the home page').count()).toBe(0);
  expect(await page.locator('h1').count()).toBe(1);
}

describe("the not-found page shows the editor's 404 copy", () => {
  it.each(['/no-such-sheet-set', '/deeper/path/here', '/404'])('%s answers 404 with it, without JavaScript', async (path) => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(404);
    await expectEditorCopy(page);
    await context.close();
  });

  it('keeps it after hydration, without console errors', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      // The browser reports the document's own 404 status as a failed resource; that is the answer we want.
      if (message.type() === 'error' && !message.text().includes('404')) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(`${baseUrl}/no-such-sheet-set`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expectEditorCopy(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows it after following a stale link from a content page too (a full page load: content pages have no client router)', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/faqs`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const documentAnswer = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/no-such-sheet-set' && answer.request().resourceType() === 'document',
    );
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/no-such-sheet-set', textContent: 'A stale link', id: 'stale-link' });
      document.querySelector('main')?.append(link);
    });
    await page.locator('#stale-link').click();
    expect((await documentAnswer).status()).toBe(404);
    await page.waitForURL(/no-such-sheet-set/);
    await expectEditorCopy(page);
    await context.close();
  });
});
