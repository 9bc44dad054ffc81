// Premium packaging (spec §3, on by default): chosen on the services step, sent with the set to the shop's cart
// as a line attribute, shown in the summary and the cart modal, and kept across reloads because it comes back
// with the shop's cart. The checks after a reload need the cart endpoints to keep it (POST / PATCH premiumPackaging).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';
import { openCart } from './support/cart-modal.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

async function freshShopper(path: string): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

const packagingSwitch = (scope: Page | Locator) => scope.getByRole('switch', { name: /Premium packaging/ });
/** The switch's state in words, as the shopper reads it beside the switch. */
const packagingWord = (scope: Page | Locator) => scope.locator('.packaging-switch__state').first().textContent();

describe('premium packaging', () => {
  it('is on by default on the services step, a switch the keyboard can turn off', async () => {
    const page = await freshShopper('/buy?step=3&version=premium&size=queen&depth=21-25');
    const toggle = packagingSwitch(page);
    expect(await toggle.isChecked()).toBe(true);
    expect(await packagingWord(page)).toBe('Yes');
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.isChecked()).toBe(false);
    expect(await packagingWord(page)).toBe('No');
    await page.context().close();
  });

  it("chosen off on step 3 shows 'No' in the summary and the cart modal, and survives a reload", async () => {
    const page = await freshShopper('/buy?step=3&version=premium&size=queen&depth=21-25');
    await packagingSwitch(page).click();
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/cart/lines') && response.ok()),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
    await expect.poll(() => page.locator('.buy-summary__packaging').allInnerTexts()).toEqual(['Premium packaging: No']);

    // Home through the flow's own link (a page load: the cart comes back from the shop), then the cart modal.
    await page.locator('.buy-top__brand').click();
    await page.waitForURL(`${baseUrl}/`);
    let cart = await openCart(page);
    expect(await packagingSwitch(cart).isChecked()).toBe(false);
    expect(await packagingWord(cart)).toBe('No');

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    cart = await openCart(page);
    await expect.poll(() => cart.locator('.cart-line__label').allInnerTexts()).toEqual(['1 x Premium Queen']);
    expect(await packagingSwitch(cart).isChecked()).toBe(false);
    await page.context().close();
  });

  it('turned back on in the cart modal, it is on in the shop after a reload', async () => {
    const page = await freshShopper('/buy?step=3&version=classic&size=king&depth=26-30');
    await packagingSwitch(page).click();
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/cart/lines') && response.ok()),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
    await page.goto(`${baseUrl}/faqs`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    let cart = await openCart(page);
    await expect.poll(() => cart.locator('.cart-line__label').allInnerTexts()).toEqual(['1 x Classic King']);
    expect(await packagingSwitch(cart).isChecked()).toBe(false);
    await Promise.all([page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok()), packagingSwitch(cart).click()]);
    await expect.poll(() => cart.getByRole('status').innerText()).toContain('Successfully updated your cart');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    cart = await openCart(page);
    await expect.poll(() => cart.locator('.cart-line__label').allInnerTexts()).toEqual(['1 x Classic King']);
    expect(await packagingSwitch(cart).isChecked()).toBe(true);
    await page.context().close();
  });
});
