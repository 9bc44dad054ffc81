// Measurements remembered on the account: a signed-in shopper who ticks "Remember these measurements in my account"
// finds them filled in on another browser after signing in there, and /account forgets them; without the tick nothing
// is kept beyond the visit.
// The page itself is shared: the measurements come from a private endpoint the finder asks after it hydrates.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInAsDemoCustomer } from '../../scripts/support/customer-sign-in.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
const REMEMBER = 'Remember these measurements in my account, to fill them in next time on any device';

/** A browser of its own (a phone, a laptop), signed in as the customer and on the page with the finder. */
async function signedInBrowser(email: string): Promise<{ context: BrowserContext; page: Page; endpointCaching: Promise<string | null> }> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Australia/Melbourne' });
  const page = await context.newPage();
  await signInAsDemoCustomer(page, baseUrl, email);
  const endpointCaching = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/account/measurements' && response.request().method() === 'GET')
    .then((response) => response.headers()['cache-control'] ?? null);
  await page.goto(`${baseUrl}/measure-up`);
  return { context, page, endpointCaching };
}

const finder = (page: Page) => page.locator('#find-my-size');
const fieldValues = (page: Page) => Promise.all(['Width', 'Length', 'Depth'].map((label) => finder(page).getByLabel(label).inputValue()));

async function measure(page: Page, width: string, length: string, depth: string) {
  await finder(page).getByLabel('Width').fill(width);
  await finder(page).getByLabel('Length').fill(length);
  await finder(page).getByLabel('Depth').fill(depth);
  await finder(page).getByRole('button', { name: 'Find my size' }).click();
  await expect.poll(() => finder(page).locator('.fit-answer h3').count()).toBe(1);
}

// Each case signs two browsers in through the shop: 90 s, for a loaded machine.
describe('measurements remembered on the account', () => {
  it('ticked on one browser, filled in on another after signing in there', async () => {
    const laptop = await signedInBrowser('ada@example.com');
    expect(await laptop.endpointCaching).toBe('private, no-store');
    const remember = finder(laptop.page).getByRole('checkbox', { name: REMEMBER });
    await remember.waitFor();
    expect(await remember.isChecked()).toBe(false);
    await remember.check();
    await measure(laptop.page, '152', '203', '28');
    await expect.poll(() => finder(laptop.page).innerText()).toContain('Saved in your account.');
    await laptop.context.close();

    const phone = await signedInBrowser('ada@example.com');
    await expect.poll(() => fieldValues(phone.page)).toEqual(['152', '203', '28']);
    expect(await finder(phone.page).locator('.fit-answer h3').innerText()).toBe('Your set: Queen, 26-30 cm');
    // Saved with the shopper's tick: it stays ticked, so a new answer replaces the saved one.
    expect(await finder(phone.page).getByRole('checkbox', { name: REMEMBER }).isChecked()).toBe(true);

    // /account shows them, and forgets them from the keyboard.
    await phone.page.goto(`${baseUrl}/account`);
    const kept = phone.page.getByRole('region', { name: 'Your mattress' });
    expect(await kept.innerText()).toContain('152 × 203 × 28 cm');
    await kept.getByRole('button', { name: 'Forget these measurements' }).focus();
    await Promise.all([phone.page.waitForURL(`${baseUrl}/account`), phone.page.keyboard.press('Enter')]);
    await expect.poll(() => kept.innerText()).toContain('No measurements are kept on your account.');
    await phone.context.close();

    const tablet = await signedInBrowser('ada@example.com');
    await tablet.endpointCaching;
    await finder(tablet.page).getByRole('checkbox', { name: REMEMBER }).waitFor();
    expect(await fieldValues(tablet.page)).toEqual(['', '', '']);
    await tablet.context.close();
  }, 120_000);

  it('without the tick nothing is saved: another browser signed in as the same customer finds the finder empty', async () => {
    const laptop = await signedInBrowser('ben@example.com');
    const remember = finder(laptop.page).getByRole('checkbox', { name: REMEMBER });
    await remember.waitFor();
    await measure(laptop.page, '137', '188', '18');
    expect(await finder(laptop.page).innerText()).not.toContain('Saved in your account.');
    await laptop.context.close();

    const phone = await signedInBrowser('ben@example.com');
    await phone.endpointCaching;
    await finder(phone.page).getByRole('checkbox', { name: REMEMBER }).waitFor();
    expect(await fieldValues(phone.page)).toEqual(['', '', '']);
    expect(await finder(phone.page).locator('.fit-answer').count()).toBe(0);
    await phone.context.close();
  }, 90_000);
});
