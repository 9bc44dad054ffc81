// Editing the order with the keyboard alone (WCAG 2.4.3, 3.2.2): a passing arrow key never changes the order,
// and every action that takes away the focused control leaves focus on a sensible one, with the change announced.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';
import { openCart } from './support/cart-modal.ts';
import { focusedElement, isFocused } from './support/focus.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

/** A fresh shopper (own cart) who added each of these step 3 sets with 'Add to cart', and is now on the step 4 summary. */
async function shopperWithSets(...paths: string[]): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const path of paths) {
    await open(page, path);
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/cart/lines') && response.ok()),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Your order');
  }
  return page;
}

const PREMIUM_KING = '/buy?step=3&version=premium&size=king&depth=26-30';
const CLASSIC_QUEEN = '/buy?step=3&version=classic&size=queen&depth=15-20';

describe('editing the order with the keyboard', () => {
  it('ArrowDown on the Size and Depth selects in Edit does not change the order until Apply changes; focus never leaves the editor', async () => {
    const page = await shopperWithSets(PREMIUM_KING);
    await expect.poll(() => page.locator('.buy-summary__label').allInnerTexts()).toEqual(['1 x Premium King']);
    await page.getByRole('button', { name: 'Edit 1 x Premium King' }).focus();
    await page.keyboard.press('Enter');
    const size = page.getByLabel('Size');
    const depth = page.getByLabel('Mattress depth');
    const apply = page.getByRole('button', { name: 'Apply changes' });
    expect(await apply.getAttribute('aria-disabled')).toBe('true');

    await page.keyboard.press('Tab');
    expect(await isFocused(size)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(700);
    expect(await size.inputValue()).toBe('super-king');
    expect(await isFocused(size)).toBe(true);
    expect(await page.locator('.buy-summary__label').allInnerTexts()).toEqual(['1 x Premium King']);
    expect(await page.locator('.buy-summary__price').allInnerTexts()).toEqual(['$1050.00']);

    await page.keyboard.press('Tab');
    expect(await isFocused(depth)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(700);
    expect(await depth.inputValue()).toBe('31-35');
    expect(await isFocused(depth)).toBe(true);
    expect(await page.locator('.buy-summary__contents').innerText()).toContain('26-30 cm');

    // What Apply changes will do is its description, so it is heard on reaching it.
    await page.keyboard.press('Tab');
    expect(await isFocused(apply)).toBe(true);
    expect(await apply.getAttribute('aria-disabled')).toBeNull();
    const hintId = await apply.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hintId}"]`).innerText()).toBe('Not applied yet: Super King, 31-35 cm, $1150.00');

    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.buy-summary__label').allInnerTexts()).toEqual(['1 x Premium Super King']);
    expect(await page.locator('.buy-summary__price').allInnerTexts()).toEqual(['$1150.00']);
    expect(await page.locator('.buy-summary__contents').innerText()).toContain('31-35 cm');
    await expect.poll(() => page.locator('.buy__toast[role="status"]').innerText()).toBe('Successfully updated your cart · Super King / 31-35 cm / White');
    // The line moved to another variant in the shop, yet the tile and its button stayed: focus is where it was.
    await page.waitForTimeout(500);
    expect(await focusedElement(page)).toBe('button "Apply changes"');
    expect(await apply.getAttribute('aria-disabled')).toBe('true');
    await page.context().close();
  });

  it("after 'Yes, delete' in the cart, focus is on Remove of the line that took its place; the confirmation names the set", async () => {
    const page = await shopperWithSets(PREMIUM_KING, CLASSIC_QUEEN);
    await open(page, '/faqs');
    const cart = await openCart(page);
    await expect.poll(() => cart.locator('.cart-line__label').allInnerTexts()).toEqual(['1 x Premium King', '1 x Classic Queen']);
    await cart.getByRole('button', { name: 'Remove Premium King' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this item?' });
    await confirm.waitFor();
    const describedBy = await confirm.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('King / 26-30 cm / White');

    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toBe('button "Yes, delete"');
    await page.keyboard.press('Enter');
    await expect.poll(() => cart.locator('.cart-line__label').allInnerTexts()).toEqual(['1 x Classic Queen']);
    await expect.poll(() => focusedElement(page)).toBe('button "Remove Classic Queen"');
    await expect.poll(() => cart.getByRole('status').innerText()).toContain('Successfully removed item from cart');
    await page.context().close();
  });

  it('a quantity of 0 asks the delete confirmation: No keeps the line and returns to the field, Yes leaves focus on the empty cart', async () => {
    const page = await shopperWithSets(CLASSIC_QUEEN);
    await open(page, '/faqs');
    const cart = await openCart(page);
    const quantity = cart.getByLabel('Quantity of Classic Queen');
    await quantity.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this item?' });
    await confirm.waitFor();
    expect(await focusedElement(page)).toBe('button "No"');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    expect(await isFocused(quantity)).toBe(true);
    expect(await quantity.inputValue()).toBe('1');
    await page.waitForTimeout(600);
    expect(await cart.locator('.cart-line__label').allInnerTexts()).toEqual(['1 x Classic Queen']);

    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes, delete' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedElement(page)).toBe('p "Looks like your cart is empty"');
    await expect.poll(() => cart.getByRole('status').innerText()).toContain('Successfully removed item from cart');
    await page.context().close();
  });
});
