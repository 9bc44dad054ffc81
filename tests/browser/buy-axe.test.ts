import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const STEPS = [
  { name: 'step 0 (product)', path: '/buy' },
  { name: 'step 1 (size)', path: '/buy?stage=size' },
  { name: 'step 2 (details)', path: '/buy?step=2&version=premium&size=king' },
  { name: 'step 3 (services)', path: '/buy?step=3&version=premium&size=king&depth=26-30' },
];

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe.each([375, 1280])('purchase flow accessibility at %i px', (width) => {
  it.each(STEPS)('$name has no axe violations', async ({ path }) => {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('step 4 (summary), the info panel and the cart modal have no axe violations', async () => {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/buy?step=3&version=classic&size=queen&depth=21-25`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('button', { name: 'Packaging' }).click();
    await page.getByRole('dialog', { name: 'Packaging' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/cart/lines') && response.ok()),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
    await expect.poll(() => page.locator('.buy-summary__label').allInnerTexts()).toEqual(['1 x Classic Queen']);
    expect(await violations(page)).toEqual([]);
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.locator('.header-item--cart').click();
    await page.getByRole('dialog', { name: 'Your cart' }).locator('.cart-line').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
