import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';
import { openCart } from './support/cart-modal.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

const isAddToCart = (url: string) => url.endsWith('/api/cart/lines');

/** Clicks step 3's Add to cart and waits until the shop has confirmed the new line. */
async function addToCartConfirmed(page: Page) {
  await Promise.all([
    page.waitForResponse((response) => isAddToCart(response.url()) && response.ok()),
    page.getByRole('button', { name: 'Add to cart' }).click(),
  ]);
}

async function freshShopper(): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** A fresh shopper (own cart cookie) who put one premium king set, 26-30 cm, in the cart via step 3. */
async function shopperWithOneSet(): Promise<Page> {
  const page = await freshShopper();
  await open(page, '/buy?step=3&version=premium&size=king&depth=26-30');
  await addToCartConfirmed(page);
  await expect.poll(() => page.locator('h1').innerText()).toBe('Your order');
  await expect.poll(() => page.locator('.buy-summary__label').allInnerTexts()).toEqual(['1 x Premium King']);
  return page;
}

describe('cart modal', () => {
  it('shows the added set, changes its quantity, keeps it across a reload and deletes it after confirming', async () => {
    const page = await shopperWithOneSet();
    await open(page, '/');
    let cart = await openCart(page);
    await expect.poll(() => cart.locator('.cart-line__label').allInnerTexts()).toEqual(['1 x Premium King']);
    expect(await cart.locator('.cart-line__price').innerText()).toBe('$1050.00');
    expect(await cart.locator('.cart-line__contents').innerText()).toBe('Bottom sheet, top sheet & 2x pillow sheets. Mattress depth of 26-30 cm');

    await cart.getByLabel('Quantity of Premium King').fill('2');
    await expect.poll(() => cart.locator('.cart-line__label').innerText()).toBe('2 x Premium King');
    await expect.poll(() => cart.getByRole('status').innerText()).toContain('Successfully updated your cart');
    await expect.poll(() => cart.locator('.cart-modal__total').innerText()).toContain('$2100.00');

    await page.waitForTimeout(500);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    cart = await openCart(page);
    await expect.poll(() => cart.locator('.cart-line__label').allInnerTexts()).toEqual(['2 x Premium King']);

    await cart.getByRole('button', { name: 'Remove Premium King' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this item?' });
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => cart.getByRole('status').innerText()).toContain('Successfully removed item from cart');
    expect(await cart.getByRole('status').innerText()).toContain('King / 26-30 cm / White');
    await expect.poll(() => cart.innerText()).toContain('Looks like your cart is empty');
    expect(await cart.getByRole('link', { name: 'Start now' }).getAttribute('href')).toBe('/buy?stage=size');
  });

  it('a rejected promo code says so; Edit cart opens the step 4 summary where a tile can be edited', async () => {
    const page = await shopperWithOneSet();
    await open(page, '/faqs');
    const cart = await openCart(page);
    await cart.getByLabel('Promo code').fill('NOT-A-CODE');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => cart.getByRole('alert').innerText()).toBe('This promo code is invalid');

    await cart.getByRole('link', { name: 'Edit cart' }).click();
    await page.waitForURL(/\/buy\?stage=summary/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Your order');
    await expect.poll(() => page.locator('.buy-summary__label').allInnerTexts()).toEqual(['1 x Premium King']);
    await page.getByRole('button', { name: 'Edit 1 x Premium King' }).click();
    await page.getByLabel('Size').selectOption('queen');
    await page.getByRole('button', { name: 'Apply changes' }).click();
    await expect.poll(() => page.locator('.buy-summary__label').allInnerTexts()).toEqual(['1 x Premium Queen']);
    await Promise.all([page.waitForURL(/\/demo\/shop\//, { timeout: 8000 }), page.locator('.buy-bottom__next').click()]);
    expect(await page.locator('body').innerText()).toContain('Queen / 26-30 cm / White');
  });

  it('step 4 Checkout takes a cart of two sets to the local checkout with both lines and the total', async () => {
    const page = await shopperWithOneSet();
    await open(page, '/buy?step=3&version=classic&size=queen&depth=15-20');
    await addToCartConfirmed(page);
    await expect.poll(() => page.locator('.buy-summary__label').allInnerTexts()).toEqual(['1 x Premium King', '1 x Classic Queen']);
    await Promise.all([page.waitForURL(/\/demo\/shop\/checkouts\//, { timeout: 15_000 }), page.locator('.buy-bottom__next').click()]);
    const rows = await page.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows.join('\n')).toMatch(/King[\s\S]*26-30 cm/);
    expect(rows.join('\n')).toMatch(/Queen[\s\S]*15-20 cm/);
    const dollarsIn = (text: string) => Number(text.match(/\$([\d,]+\.\d\d)\s*$/)?.[1]?.replace(/,/g, ''));
    const lineTotals = rows.map(dollarsIn);
    expect(lineTotals.every((amount) => amount > 0)).toBe(true);
    expect(dollarsIn(await page.locator('tr', { hasText: 'Total (AUD)' }).innerText())).toBe(lineTotals[0]! + lineTotals[1]!);
    await page.context().close();
  });

  it('a set added just before the shopper leaves the page still reaches the cart', async () => {
    const page = await freshShopper();
    await open(page, '/buy?step=3&version=classic&size=queen&depth=21-25');
    // The shop answers the add only after the shopper has gone to another page.
    await page.route('**/api/cart/lines', async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await open(page, '/faqs');
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'lt_cart'), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const cart = await openCart(page);
    await expect.poll(() => cart.locator('.cart-line__label').allInnerTexts()).toEqual(['1 x Classic Queen']);
    await page.context().close();
  });
});
