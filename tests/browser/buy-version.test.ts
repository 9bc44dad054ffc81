// V1.0 / V1.1 lasts for the visit: once chosen on /buy, 'Start now', 'Edit cart' and 'Buy now' open the flow in
// that version (a session cookie the server reads when rendering /buy), with JavaScript and without.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';
import { openCart } from './support/cart-modal.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

async function shopper(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return context.newPage();
}

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

/** The toggle names the version it switches to, so 'switch to V1.1' means the flow shows V1.0. */
const toggle = (page: Page, to: 'V1.0' | 'V1.1') => page.getByRole('link', { name: new RegExp(`switch to ${to.replace('.', '\\.')}`) });

async function expectOldVersion(page: Page) {
  await page.waitForURL(/\/buy/);
  await expect.poll(() => toggle(page, 'V1.1').count()).toBe(1);
  expect(await page.locator('.product-size__tab[aria-disabled="true"]').innerText()).toContain('Premium');
  // The server renders the remembered version from a link without app=; the flow writes it into the address once it has hydrated.
  await expect.poll(() => page.url()).toContain('app=old');
}

async function chooseOldVersion(page: Page) {
  await open(page, '/buy');
  await toggle(page, 'V1.0').click();
  await page.waitForURL(/app=old/);
}

describe('the V1.0 / V1.1 choice lasts for the visit', () => {
  it("'Start now' in the empty cart opens V1.0 after the shopper chose it", async () => {
    const page = await shopper();
    await chooseOldVersion(page);
    await open(page, '/faqs');
    const cart = await openCart(page);
    await cart.getByRole('link', { name: 'Start now' }).click();
    await expectOldVersion(page);
    await page.context().close();
  });

  it("'Edit cart' opens the V1.0 summary", async () => {
    const page = await shopper();
    await chooseOldVersion(page);
    await page.locator('.product-size__tile', { hasText: /^King/ }).click();
    await page.locator('.buy-bottom__next').click();
    await page.getByRole('link', { name: '21-25 cm' }).click();
    await page.locator('.buy-bottom__next').click();
    await page.waitForURL(/step=3/);
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/cart/lines') && response.ok()),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Your order');
    await open(page, '/');
    const cart = await openCart(page);
    await cart.getByRole('link', { name: 'Edit cart' }).click();
    await page.waitForURL(/stage=summary/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Your order');
    await expect.poll(() => toggle(page, 'V1.1').count()).toBe(1);
    await expect.poll(() => page.url()).toContain('app=old');
    await page.context().close();
  });

  it("'Buy now' in the phone header opens V1.0, and V1.1 again once the shopper switches back", async () => {
    const page = await shopper({ viewport: { width: 375, height: 800 } });
    await chooseOldVersion(page);
    await open(page, '/');
    await page.getByRole('link', { name: 'Buy now' }).click();
    await expectOldVersion(page);
    await toggle(page, 'V1.1').click();
    await page.waitForURL(/app=new/);
    await open(page, '/faqs');
    await page.getByRole('link', { name: 'Buy now' }).click();
    await page.waitForURL(/\/buy/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Choose your sheets');
    expect(await toggle(page, 'V1.0').count()).toBe(1);
    await page.context().close();
  });

  it('the cookie lasts for the visit only (no expiry) and is site-wide', async () => {
    const page = await shopper();
    await chooseOldVersion(page);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'lt_app_version');
    expect(cookie).toMatchObject({ value: 'old', expires: -1, path: '/', sameSite: 'Lax' });
    await page.context().close();
  });

  it('works without JavaScript: the toggle link sets it, and /buy without app= opens that version', async () => {
    const page = await shopper({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/buy`);
    await toggle(page, 'V1.0').click();
    await page.waitForURL(/app=old/);
    await page.goto(`${baseUrl}/buy?stage=size`);
    expect(await toggle(page, 'V1.1').count()).toBe(1);
    expect(await page.locator('.product-size__tab[aria-disabled="true"]').innerText()).toContain('Premium');
    await page.goto(`${baseUrl}/buy?stage=summary`);
    expect(await toggle(page, 'V1.1').count()).toBe(1);
    await toggle(page, 'V1.1').click();
    await page.goto(`${baseUrl}/buy`);
    expect(await page.locator('h1').innerText()).toBe('Choose your sheets');
    await page.context().close();
  });
});
