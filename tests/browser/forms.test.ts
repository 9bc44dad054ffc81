import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

async function openContact(options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<Page> {
  const context = await chromium.browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/contact`);
  if (options.javaScriptEnabled !== false) await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

const form = (page: Page) => page.locator('form.contact-form__form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
/** The message line under a field (its id is the input's id + '-error'). */
const messageOf = async (page: Page, label: string) => page.locator(`[id="${await field(page, label).getAttribute('id')}-error"]`).textContent();
const submit = (page: Page) => form(page).getByRole('button', { name: 'Send message' });

async function fillValid(page: Page) {
  await field(page, 'Email').fill('  ana@example.com ');
  await field(page, 'Mobile').fill('0412345678');
  await field(page, 'Message').fill('Do you make cot sheets?');
}

describe('contact form', () => {
  it("shows 'Required' once a field is left empty, with a red border, warning icon and aria-invalid", async () => {
    const page = await openContact();
    await field(page, 'Email').focus();
    await field(page, 'Mobile').focus();
    // The form's island hydrates as the shopper reaches it; the field left meanwhile is checked once it has.
    await expect.poll(() => messageOf(page, 'Email')).toBe('Required');
    expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    const describedBy = await field(page, 'Email').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Required');
    // The border eases to red (a short transition), so poll until it settles.
    await expect.poll(() => field(page, 'Email').evaluate((input) => getComputedStyle(input).borderTopColor)).toBe('rgb(163, 58, 43)');
    expect(await page.locator('.form-field--invalid .form-field__icon').count()).toBe(1);
    expect(await submit(page).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('shows the email and mobile messages of spec §5, and enables submit only when all is valid', async () => {
    const page = await openContact();
    await field(page, 'Email').fill('ana@example');
    await field(page, 'Email').blur();
    await expect.poll(() => messageOf(page, 'Email')).toBe('Please enter a valid email');
    await field(page, 'Mobile').fill('0412 345 678');
    await field(page, 'Mobile').blur();
    expect(await messageOf(page, 'Mobile')).toBe('Please enter a valid Australian mobile number (with no spaces)');
    expect(await field(page, 'Mobile').getAttribute('maxlength')).toBe('12');
    expect(await submit(page).isDisabled()).toBe(true);

    await fillValid(page);
    await expect.poll(() => messageOf(page, 'Email')).toBe('');
    expect(await messageOf(page, 'Mobile')).toBe('');
    expect(await submit(page).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('a successful submission opens the success dialog, which traps focus, closes on Esc and restores the page', async () => {
    const page = await openContact();
    await fillValid(page);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/forms/contact'));
    await submit(page).click();
    expect((await sent).status()).toBe(200);

    const dialog = page.getByRole('dialog', { name: 'Thank you' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.textContent()).toContain("We'll be in touch with you shortly");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    const focusInside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await field(page, 'Email').inputValue()).toBe('');
    // Focus is back on the button that sent it (it reads as disabled again, the form being empty, but stays
    // focusable), and the emptied form does not greet the visitor with 'Required'.
    await expect.poll(() => submit(page).evaluate((button) => document.activeElement === button)).toBe(true);
    expect(await submit(page).getAttribute('aria-disabled')).toBe('true');
    await page.waitForTimeout(300);
    expect(await messageOf(page, 'Email')).toBe('');
    await page.context().close();
  });

  it('a failed submission says so clearly and keeps everything the visitor typed', async () => {
    const page = await openContact();
    await page.route('**/api/forms/contact', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) }),
    );
    await fillValid(page);
    await submit(page).click();
    await expect.poll(() => form(page).getByRole('alert').textContent()).toContain("Sorry, we couldn't send that just now");
    // (An email input's value is whitespace-stripped by the browser itself.)
    expect(await field(page, 'Email').inputValue()).toBe('ana@example.com');
    expect(await field(page, 'Mobile').inputValue()).toBe('0412345678');
    expect(await field(page, 'Message').inputValue()).toBe('Do you make cot sheets?');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('works without JavaScript: the post is redirected back and the page says it was sent', async () => {
    const page = await openContact({ javaScriptEnabled: false });
    await fillValid(page);
    await Promise.all([page.waitForURL(/result=sent/), submit(page).click()]);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await page.locator('#contact-form-result').textContent()).toContain("We'll be in touch with you shortly");
    await page.context().close();
  });

  for (const width of [375, 1280]) {
    it(`has no axe violations at ${width} px, with messages showing`, async () => {
      const page = await openContact({ width });
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await field(page, 'Email').fill('nope');
      await field(page, 'Email').blur();
      expect((await new AxeBuilder({ page }).include('.contact-form').analyze()).violations).toEqual([]);
      await page.context().close();
    });
  }
});
