// Find my size with JavaScript: a shopper measures their mattress, chooses the set the finder offers, adds it, and
// finds their measurements in the step 4 summary and the cart modal, also after a reload (they come back from the
// shop's cart); the same in inches. Bad input keeps what was typed; the visit remembers the measurements; axe clean.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openCart } from './support/cart-modal.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

async function freshShopper(path: string, width = 1280): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

const finder = (page: Page) => page.locator('#find-my-size');

async function measure(page: Page, width: string, length: string, depth: string) {
  const block = finder(page);
  await block.getByLabel('Width').fill(width);
  await block.getByLabel('Length').fill(length);
  await block.getByLabel('Depth').fill(depth);
  await block.getByRole('button', { name: 'Find my size' }).click();
}

/**
 * From the finder's answer to the step 4 summary: Choose this set, Next, Add to cart. The journey with JavaScript:
 * /buy has hydrated before Add to cart is pressed (pressed earlier, it is the form of the path without JavaScript).
 */
async function chooseAndAdd(page: Page) {
  await finder(page).getByRole('link', { name: 'Choose this set' }).click();
  await page.waitForURL(/\/buy\?step=2/);
  await page.getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(/\/buy\?step=3/);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/cart/lines') && response.ok()),
    page.getByRole('button', { name: 'Add to cart' }).click(),
  ]);
}

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).include('#find-my-size').analyze();
  return found.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// The journeys go through six page loads each: 60 s, for a loaded machine.
describe('find my size', () => {
  it('measure → choose → add: the measurements are in the summary and the cart, also after a reload', async () => {
    const page = await freshShopper('/measure-up');
    await measure(page, '152', '203', '28');
    const answer = finder(page).locator('.fit-answer');
    await expect.poll(() => answer.locator('h3').innerText()).toBe('Your set: Queen, 26-30 cm');
    expect(await answer.innerText()).toContain('152 × 203 × 28 cm');
    await chooseAndAdd(page);
    expect(page.url()).toContain('mattress=152x203x28cm');
    await expect.poll(() => page.locator('.buy-summary__mattress').allInnerTexts()).toEqual(['Mattress: 152 × 203 × 28 cm']);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expect.poll(() => page.locator('.buy-summary__mattress').allInnerTexts()).toEqual(['Mattress: 152 × 203 × 28 cm']);
    await page.goto(`${baseUrl}/faqs`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const cart = await openCart(page);
    await expect.poll(() => cart.locator('.cart-line__mattress').allInnerTexts()).toEqual(['Mattress: 152 × 203 × 28 cm']);
    await page.context().close();
  }, 60_000);

  it('in inches: the numbers stay as typed when the unit flips, and the cart reads inches with centimetres', async () => {
    const page = await freshShopper('/products');
    const block = finder(page);
    await block.getByLabel('Width').fill('60');
    await block.getByLabel('Length').fill('80');
    await block.getByLabel('Depth').fill('12');
    await block.getByRole('radio', { name: 'Inches' }).check();
    expect(await block.getByLabel('Width').inputValue()).toBe('60');
    await block.getByRole('button', { name: 'Find my size' }).click();
    await expect.poll(() => block.locator('.fit-answer h3').innerText()).toBe('Your set: Queen, 31-35 cm');
    await chooseAndAdd(page);
    const text = 'Mattress: 60 × 80 × 12 in (152.4 × 203.2 × 30.5 cm)';
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expect.poll(() => page.locator('.buy-summary__mattress').allInnerTexts()).toEqual([text]);
    await page.context().close();
  }, 60_000);

  it('bad input: each message beside its field, focus on the first, nothing typed lost; the visit remembers good measurements', async () => {
    const page = await freshShopper('/measure-up', 375);
    await measure(page, '', 'abc', '-3');
    const block = finder(page);
    await expect
      .poll(() => block.locator('.form-field__error').allInnerTexts())
      .toEqual(['Required', 'Please enter a number, such as 152 or 152.5', 'Please enter a measurement larger than zero']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fit-width');
    expect(await block.getByLabel('Length').inputValue()).toBe('abc');
    expect(await block.getByLabel('Width').getAttribute('aria-invalid')).toBe('true');
    expect(await violations(page)).toEqual([]);

    await measure(page, '165cm', '203', '32,5');
    await expect.poll(() => block.locator('.fit-answer h3').innerText()).toBe('Your set: King, 31-35 cm');
    expect(await block.locator('.fit-answer').innerText()).toContain('between our Queen and King sizes');
    expect(await violations(page)).toEqual([]);

    await page.goto(`${baseUrl}/products`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expect.poll(() => finder(page).getByLabel('Width').inputValue()).toBe('165');
    await expect.poll(() => finder(page).locator('.fit-answer h3').innerText()).toBe('Your set: King, 31-35 cm');
    await page.context().close();
  });

  it('the answer the server renders for a plain submission is axe clean at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const page = await freshShopper('/measure-up?fit-unit=in&fit-width=60&fit-length=80&fit-depth=12#find-my-size', width);
      expect(await finder(page).locator('.fit-answer h3').innerText()).toBe('Your set: Queen, 31-35 cm');
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('a mattress deeper than any band goes to the contact form with the measurements in the message', async () => {
    const page = await freshShopper('/measure-up');
    await measure(page, '152', '203', '45');
    const block = finder(page);
    await expect.poll(() => block.locator('.fit-answer').innerText()).toContain('deeper than 40 cm');
    expect(await block.getByRole('link', { name: 'Choose this set' }).count()).toBe(0);
    await block.getByRole('link', { name: 'Ask our workroom' }).click();
    await page.waitForURL(/\/contact\?/);
    await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue()).toContain('My mattress measures 152 × 203 × 45 cm');
    await page.context().close();
  });
});
