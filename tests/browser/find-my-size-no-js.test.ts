// Find my size without JavaScript: the finder is a plain form whose answer the server renders, 'Choose this set' is a
// link, the flow's links carry the measurements, and step 3's Checkout puts them on the shop's checkout and order.
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

describe('find my size without JavaScript', () => {
  it('measure → choose → checkout: the measurements reach the checkout and the order', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 768, height: 1000 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/measure-up`);
    const block = page.locator('#find-my-size');
    await block.getByLabel('Width').fill('152,5');
    await block.getByLabel('Length').fill('203');
    await block.getByLabel('Depth').fill('abc');
    await block.getByRole('button', { name: 'Find my size' }).click();
    await page.waitForURL(/fit-depth=abc/);
    expect(await block.locator('.form-field__error').allInnerTexts()).toEqual(['', '', 'Please enter a number, such as 152 or 152.5']);
    expect(await block.getByLabel('Width').inputValue()).toBe('152,5');

    await block.getByLabel('Depth').fill('28');
    await block.getByRole('button', { name: 'Find my size' }).click();
    await page.waitForURL(/fit-depth=28/);
    expect(await block.locator('.fit-answer h3').innerText()).toBe('Your set: Queen, 26-30 cm');

    await block.getByRole('link', { name: 'Choose this set' }).click();
    await page.waitForURL(/\/buy\?step=2.*mattress=152.5x203x28cm/);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/buy\?step=3.*mattress=/);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkouts\//);
    expect(await page.locator('body').innerText()).toContain('Mattress: 152.5 × 203 × 28 cm');
    await page.getByLabel('Email for the order confirmation').fill('shopper@example.com');
    await page.getByRole('button', { name: 'Place sandbox order' }).click();
    await page.getByRole('heading', { name: /your order #\d+ is confirmed/ }).waitFor();
    expect(await page.locator('body').innerText()).toContain('Mattress: 152.5 × 203 × 28 cm');
    await context.close();
  });
});
