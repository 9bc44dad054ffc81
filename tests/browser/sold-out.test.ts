// The sold-out notification modal, opened from SOLD OUT tiles: spec §2 "Other modals", §5 email rules.
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openFormSubmissionStore } from '../../demo-backends/cms/form-submissions.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromium = chromiumForFile();

/** Step 2 for a premium king: the demo shop has no 36-40 cm premium king. */
const SOLD_OUT_DEPTH_PATH = '/buy?step=2&version=premium&size=king';

async function open(path: string, width = 1280): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

const notifyButton = (page: Page) => page.getByRole('button', { name: /^Notify me when/ });
const modal = (page: Page) => page.getByRole('dialog', { name: 'Sold out, for now' });
const email = (page: Page) => modal(page).getByLabel('Email address');
const submit = (page: Page) => modal(page).getByRole('button', { name: 'Notify me' });
const messageOf = async (page: Page) => page.locator(`[id="${await email(page).getAttribute('id')}-error"]`).textContent();
const focusInModal = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/** Opens the modal from the keyboard: the 'Notify me' button beside SOLD OUT takes focus and Enter. */
async function openFromKeyboard(page: Page) {
  await notifyButton(page).focus();
  await page.keyboard.press('Enter');
  await modal(page).waitFor();
}

async function storedSoldOutSubmissions() {
  const store = openFormSubmissionStore(join(dataDir, 'demo-cms.sqlite'));
  try {
    return (await store.list()).filter((submission) => submission.formData.formType === 'sold-out');
  } finally {
    await store.close();
  }
}

describe('sold-out notification from a SOLD OUT depth on /buy step 2', () => {
  it('names the item, checks the email, sends it to the CMS and shows the success modal', async () => {
    const page = await open(SOLD_OUT_DEPTH_PATH);
    expect(await notifyButton(page).count()).toBe(1);
    expect(await notifyButton(page).getAttribute('aria-haspopup')).toBe('dialog');
    await openFromKeyboard(page);
    expect(await modal(page).textContent()).toContain('Premium King, 36-40 cm');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await focusInModal(page)).toBe(true);
    expect(await submit(page).isDisabled()).toBe(true);

    await email(page).fill('ana@example');
    await email(page).blur();
    expect(await messageOf(page)).toBe('Please enter a valid email');
    expect(await email(page).getAttribute('aria-invalid')).toBe('true');
    expect(await modal(page).locator('.form-field--invalid .form-field__icon').count()).toBe(1);
    await email(page).fill('');
    expect(await messageOf(page)).toBe('Required');
    expect(await submit(page).isDisabled()).toBe(true);

    const before = (await storedSoldOutSubmissions()).length;
    await email(page).fill('  ana.king@example.com ');
    expect(await messageOf(page)).toBe('');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/forms/soldOut'));
    await submit(page).click();
    expect((await sent).status()).toBe(200);

    const success = page.getByRole('dialog', { name: 'Thank you' });
    await success.waitFor();
    expect(await success.innerText()).toContain('be in touch with you shortly');
    expect(await modal(page).count()).toBe(0);
    expect(await focusInModal(page)).toBe(true);

    const stored = await storedSoldOutSubmissions();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)?.formData).toEqual({
      email: 'ana.king@example.com',
      product: 'Premium King, 36-40 cm',
      size: 'King',
      depth: '36-40 cm',
      variantId: expect.stringMatching(/^\d+$/),
      formType: 'sold-out',
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    // Closing the success modal gives the page back, focus on the button that started it all.
    await page.keyboard.press('Escape');
    await success.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect.poll(() => notifyButton(page).evaluate((button) => document.activeElement === button)).toBe(true);
    await page.context().close();
  });

  it('Esc closes it and focus returns to Notify me; the sold-out depth itself still cannot be chosen', async () => {
    const page = await open(SOLD_OUT_DEPTH_PATH);
    await openFromKeyboard(page);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInModal(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await notifyButton(page).evaluate((button) => document.activeElement === button)).toBe(true);
    await page.locator('.buy-depth.is-sold-out [aria-disabled="true"]').click();
    expect(await page.locator('.buy-depth.is-selected').count()).toBe(0);
    await page.context().close();
  });

  it('a failed send says so clearly and keeps the typed email', async () => {
    const page = await open(SOLD_OUT_DEPTH_PATH);
    await page.route('**/api/forms/soldOut', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) }),
    );
    await openFromKeyboard(page);
    await email(page).fill('ana@example.com');
    await submit(page).click();
    await expect.poll(() => modal(page).getByRole('alert').textContent()).toContain("Sorry, we couldn't send that just now");
    expect(await email(page).inputValue()).toBe('ana@example.com');
    expect(await page.getByRole('dialog', { name: 'Thank you' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('sold-out notification from a SOLD OUT size tile', () => {
  it('the classic super king tile on /buy step 1 offers Notify me for that size', async () => {
    const page = await open('/buy?stage=size&version=classic');
    const tile = page.locator('.product-size__tile.is-sold-out');
    expect(await tile.innerText()).toContain('Super King');
    await tile.getByRole('button', { name: 'Notify me when Classic Super King is back' }).click();
    await modal(page).waitFor();
    expect(await modal(page).textContent()).toContain('Classic Super King');
    await page.context().close();
  });
});

describe('sold-out modal accessibility', () => {
  for (const width of [375, 1280]) {
    it(`has no axe violations at ${width} px, with a message showing`, async () => {
      const page = await open(SOLD_OUT_DEPTH_PATH, width);
      await openFromKeyboard(page);
      await email(page).fill('nope');
      await email(page).blur();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.context().close();
    });
  }
});
