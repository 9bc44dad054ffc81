// The progress bar along the top also runs while a cart request or a form is on its way (spec §4 progress
// bar, §7 "a loading indicator tied to requests"), and shows the failed state when one fails.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

/** Long enough to pass the bar's 200 ms throttle with room to spare on a busy machine. */
const DELAY_MS = 1500;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bar = (page: Page) => page.getByRole('progressbar');

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

async function newPage(): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

describe('the progress bar during requests', () => {
  it('shows while the cart of a returning shopper is slow to load, then goes; the page stays free of axe violations meanwhile', async () => {
    const page = await newPage();
    // A browser that remembers a cart with items loads it at once (renderer/cart/cart-presence.ts).
    await page.addInitScript(() => window.localStorage.setItem('lt-cart-has-items', '1'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cart', async (route: Route) => {
      await held;
      await route.continue();
    });
    await open(page, '/');
    await bar(page).waitFor();
    expect(await bar(page).getAttribute('aria-label')).toBe('Loading');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await bar(page).count()).toBe(1);
    release();
    await bar(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('turns to the failed state when adding to the cart fails', async () => {
    const page = await newPage();
    await open(page, '/buy?step=3&version=classic&size=queen&depth=21-25');
    await page.route('**/api/cart/lines', async (route: Route) => {
      await delay(DELAY_MS);
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'The shop is not answering right now.' } }),
      });
    });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await bar(page).waitFor();
    await expect.poll(() => bar(page).getAttribute('aria-label')).toBe('Loading failed');
    await bar(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows while a form is being sent', async () => {
    const page = await newPage();
    await open(page, '/contact');
    await page.route('**/api/forms/contact', async (route: Route) => {
      await delay(DELAY_MS);
      await route.continue();
    });
    const form = page.locator('form.contact-form__form');
    await form.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await form.getByLabel('Mobile', { exact: true }).fill('0412345678');
    await form.getByLabel('Message', { exact: true }).fill('Do you make cot sheets?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await bar(page).waitFor();
    expect(await bar(page).getAttribute('aria-label')).toBe('Loading');
    await page.getByRole('dialog', { name: 'Thank you' }).waitFor();
    await page.context().close();
  });
});
