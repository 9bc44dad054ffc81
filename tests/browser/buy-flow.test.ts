import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  if (options.javaScriptEnabled !== false) await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

const next = (page: Page) => page.locator('.buy-bottom__next');
const heading = (page: Page) => page.locator('h1').innerText();
const expectHeading = (page: Page, text: string) => expect.poll(() => heading(page)).toBe(text);

describe('purchase flow', () => {
  it('new version: product, size, depth and Checkout reach the local checkout with the chosen line', async () => {
    const page = await open('/buy');
    await expectHeading(page, 'Choose your sheets');
    expect(await page.locator('header, footer.site-footer, .site-header').count()).toBe(1); // only the flow's own top bar
    await page
      .getByRole('link', { name: /Premium/ })
      .first()
      .click();
    await expectHeading(page, 'Choose your mattress size');
    expect(await page.locator('.product-size__tile.is-active').innerText()).toContain('King');
    await page.locator('.product-size__tile', { hasText: 'Queen' }).click();
    await next(page).click();
    await page.waitForURL(/step=2/);
    await page.getByRole('link', { name: '26-30 cm' }).click();
    await next(page).click();
    await page.waitForURL(/step=3/);
    await expectHeading(page, 'Shipping and returns');
    await Promise.all([page.waitForURL(/\/demo\/shop\//), next(page).click()]);
    const body = await page.locator('body').innerText();
    expect(body).toContain('Queen / 26-30 cm / White');
    expect(body).toMatch(/Premium/);
  });

  it('old version (V1.0): classic only, tabs disabled, reaches checkout', async () => {
    const page = await open('/buy');
    await page.getByRole('link', { name: /V1\.0 \/ V1\.1/ }).click();
    await expectHeading(page, 'Choose your mattress size');
    await expect.poll(() => page.locator('.product-size__tab[aria-disabled="true"]').innerText()).toContain('Premium');
    await page.locator('.product-size__tile', { hasText: /^King/ }).click();
    await next(page).click();
    await page.getByRole('link', { name: '21-25 cm' }).click();
    await next(page).click();
    await page.waitForURL(/step=3/);
    await Promise.all([page.waitForURL(/\/demo\/shop\//), next(page).click()]);
    const body = await page.locator('body').innerText();
    expect(body).toContain('King / 21-25 cm / White');
    expect(body).toMatch(/Classic/);
  });

  it("accepting the new version's defaults (premium tab, king) on step 1 goes straight to step 2", async () => {
    const page = await open('/buy');
    await next(page).click();
    await expectHeading(page, 'Choose your mattress size');
    expect(await page.locator('.product-size__tab.is-current').innerText()).toContain('Premium');
    expect(await page.locator('.product-size__tile.is-selected').innerText()).toContain('King');
    await next(page).click();
    await page.waitForURL(/step=2/);
    await expectHeading(page, 'Colour and mattress depth');
    expect(page.url()).toContain('size=king');
  });

  it('accepting the defaults works without JavaScript too', async () => {
    const page = await open('/buy?stage=size', { javaScriptEnabled: false });
    expect(await page.locator('.product-size__tile.is-selected').innerText()).toContain('King');
    await next(page).click();
    await expectHeading(page, 'Colour and mattress depth');
  });

  // The new version starts with king chosen; the old one (V1.0) keeps its rule of no size until the shopper picks one.
  it('Next without a size or a depth says what is missing', async () => {
    const page = await open('/buy?app=old');
    await next(page).click();
    await expect.poll(() => page.locator('#buy-size-error').innerText()).toBe('Please select a mattress size');
    await page.locator('.product-size__tile', { hasText: 'Double' }).click();
    expect(await page.locator('#buy-size-error').innerText()).toBe('');
    await next(page).click();
    await page.waitForURL(/step=2/);
    await next(page).click();
    await expect.poll(() => page.locator('#buy-depth-error').innerText()).toBe('Please select a mattress depth');
  });

  it('a sold-out depth reads SOLD OUT and cannot be chosen', async () => {
    const page = await open('/buy?step=2&version=premium&size=king');
    const soldOut = page.locator('.buy-depth.is-sold-out [aria-disabled="true"]');
    expect(await soldOut.innerText()).toContain('36-40 cm');
    expect(await soldOut.innerText()).toContain('SOLD OUT');
    await soldOut.click();
    await next(page).click();
    await expect.poll(() => page.locator('#buy-depth-error').innerText()).toBe('Please select a mattress depth');
    expect(page.url()).toContain('step=2');
  });

  it('a reload restores the step and the choices from the URL', async () => {
    const page = await open('/buy?step=2&version=classic&size=queen');
    await page.getByRole('link', { name: '31-35 cm' }).click();
    await next(page).click();
    await page.waitForURL(/step=3/);
    await page.reload();
    await expectHeading(page, 'Shipping and returns');
    expect(await page.locator('.buy-services__set').innerText()).toContain('31-35 cm');
  });

  it('the next step opens at its top with focus on its heading, even when Next was pressed far down the page', async () => {
    const page = await open('/buy?step=2&version=classic&size=queen', { viewport: { width: 375, height: 700 } });
    await page.getByRole('link', { name: '26-30 cm' }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next(page).click();
    await page.waitForURL(/step=3/);
    await expectHeading(page, 'Shipping and returns');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Shipping and returns');
  });

  it('without JavaScript the core path reaches the local checkout', async () => {
    const page = await open('/buy', { javaScriptEnabled: false });
    await page
      .getByRole('link', { name: /Classic/ })
      .first()
      .click();
    await page.locator('.product-size__tile', { hasText: 'Double' }).click();
    expect(await page.locator('.product-size__tile.is-selected').innerText()).toContain('Double');
    await next(page).click();
    await expectHeading(page, 'Colour and mattress depth');
    await page.getByRole('link', { name: 'Sand' }).click();
    await page.getByRole('link', { name: '15-20 cm' }).click();
    await next(page).click();
    await expectHeading(page, 'Shipping and returns');
    await next(page).click();
    await page.waitForURL(/\/demo\/shop\//);
    expect(await page.locator('body').innerText()).toContain('Double / 15-20 cm / Sand');
  });
});
