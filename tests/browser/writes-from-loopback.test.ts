// Without SITE_URL the site calls itself http://localhost:PORT, yet a shopper may open it at http://127.0.0.1:PORT
// or a LAN address: its forms and cart must work there too (the origin check takes the request's own origin).
// This file starts its own built site with SITE_URL unset and opens it at 127.0.0.1.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, startBuiltSite } from '../../scripts/site-process.ts';
import { chromiumForFile } from './support/chromium.ts';

const chromium = chromiumForFile();
let site: RunningSite;

beforeAll(async () => {
  // An empty SITE_URL counts as unset: the site then assumes http://localhost:PORT.
  site = await startBuiltSite({ env: { SITE_URL: '' } });
});
afterAll(async () => {
  await site?.stop();
});

async function open(path: string): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

describe('the site opened at 127.0.0.1 with SITE_URL unset', () => {
  it('is opened at 127.0.0.1, not at the address it assumes', () => {
    expect(new URL(site.baseUrl).hostname).toBe('127.0.0.1');
  });

  it('sends the contact form', async () => {
    const page = await open('/contact');
    const form = page.locator('form.contact-form__form');
    await form.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await form.getByLabel('Mobile', { exact: true }).fill('0412345678');
    await form.getByLabel('Message', { exact: true }).fill('Do you make cot sheets?');
    const [sent] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/forms/contact')),
      form.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(sent.status()).toBe(200);
    await page.getByRole('dialog', { name: 'Thank you' }).waitFor();
    await page.context().close();
  });

  it('a write refused as coming from elsewhere shows the site’s reason under the form, and keeps what was typed', async () => {
    const page = await open('/contact');
    // Stands in for a page of another site: the request reaches the server with a foreign Origin (a browser will not
    // rewrite Origin itself, so the request is sent from the test and its real answer handed to the page).
    await page.route('**/api/forms/contact', async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), origin: 'http://192.0.2.1:3000' } });
      await route.fulfill({ response });
    });
    const form = page.locator('form.contact-form__form');
    await form.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await form.getByLabel('Mobile', { exact: true }).fill('0412345678');
    await form.getByLabel('Message', { exact: true }).fill('Do you make cot sheets?');
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/forms/contact')),
      form.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(refused.status()).toBe(403);
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toBe('This page is out of date or was opened from another site. Please reload the page and try again.');
    expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe('Do you make cot sheets?');
    await page.context().close();
  });

  it('adds a set to the cart', async () => {
    const page = await open('/buy?step=3&version=premium&size=king&depth=26-30');
    const [added] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/cart/lines')),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
    expect(added.status()).toBe(200);
    await expect.poll(() => page.locator('.buy-summary__label').allInnerTexts()).toEqual(['1 x Premium King']);
    await page.context().close();
  });
});
