// The browser's Back and Forward move between the purchase flow's steps, and a reload keeps the step (spec §2:
// the /buy URL tracks the step), with JavaScript (history entries per step) and without (plain links).
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

async function shopper(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return context.newPage();
}

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

const next = (page: Page) => page.locator('.buy-bottom__next');
const expectHeading = (page: Page, text: string) => expect.poll(() => page.locator('h1').innerText()).toBe(text);
const selectedSize = (page: Page) => page.locator('.product-size__tile.is-selected').innerText();

describe('purchase flow history, with JavaScript', () => {
  it('Back and Forward move between the visited steps within the page; Back past the first step leaves the flow', async () => {
    const page = await shopper();
    await page.goto(`${baseUrl}/faqs`);
    await page.goto(`${baseUrl}/buy`);
    await hydrated(page);
    // Set on this document only: still there after Back and Forward means the page was never loaded again.
    await page.evaluate(() => Object.assign(window, { flowDocument: true }));

    await expectHeading(page, 'Choose your sheets');
    await page
      .getByRole('link', { name: /Classic/ })
      .first()
      .click();
    await expectHeading(page, 'Choose your mattress size');
    await page.locator('.product-size__tile', { hasText: 'Queen' }).click();
    await next(page).click();
    await page.waitForURL(/step=2/);
    await page.getByRole('link', { name: '26-30 cm' }).click();
    await next(page).click();
    await expectHeading(page, 'Shipping and returns');

    await page.goBack();
    await expectHeading(page, 'Colour and mattress depth');
    expect(await page.locator('.buy-depth.is-selected').innerText()).toContain('26-30 cm');
    await page.goBack();
    await expectHeading(page, 'Choose your mattress size');
    expect(await selectedSize(page)).toContain('Queen');
    await page.goBack();
    await expectHeading(page, 'Choose your sheets');
    await page.goForward();
    await expectHeading(page, 'Choose your mattress size');
    await page.goForward();
    await expectHeading(page, 'Colour and mattress depth');
    expect(await page.evaluate(() => 'flowDocument' in window)).toBe(true);

    await page.goBack();
    await page.goBack();
    await expectHeading(page, 'Choose your sheets');
    await page.goBack();
    await page.waitForURL(`${baseUrl}/faqs`);
    await page.context().close();
  });

  it('a reload keeps the step and its choices, and Back still returns to the step before', async () => {
    const page = await shopper();
    await page.goto(`${baseUrl}/buy?stage=size`);
    await hydrated(page);
    await page.locator('.product-size__tile', { hasText: 'Double' }).click();
    await next(page).click();
    await page.waitForURL(/step=2/);
    await page.getByRole('link', { name: 'Sand' }).click();
    await page.reload();
    await hydrated(page);
    await expectHeading(page, 'Colour and mattress depth');
    expect(await page.locator('.buy-colour.is-selected').innerText()).toContain('Sand');
    await page.goBack();
    await expectHeading(page, 'Choose your mattress size');
    expect(await selectedSize(page)).toContain('Double');
    await page.context().close();
  });

  it('Back after switching V1.0 / V1.1 returns to the step of the other version', async () => {
    const page = await shopper();
    await page.goto(`${baseUrl}/buy?stage=size`);
    await hydrated(page);
    await page.getByRole('link', { name: /switch to V1\.0/ }).click();
    await page.waitForURL(/app=old/);
    await page.goBack();
    await expect.poll(() => page.getByRole('link', { name: /switch to V1\.0/ }).count()).toBe(1);
    await expectHeading(page, 'Choose your mattress size');
    expect(await page.locator('.product-size__tab.is-current').innerText()).toContain('Premium');
    await page.context().close();
  });

  it("Next pressed while the flow moves into the page's shared store is not undone by the move", async () => {
    const page = await shopper();
    // The move copies the flow, shows the shared store and asks for the cart, in that order. Pressing Next at the
    // cart's request lands between the copy and the shared store on screen, where CI's Find my size once did.
    await page.addInitScript(() => {
      const send = window.fetch.bind(window);
      let pressed = false;
      window.fetch = (input, init) => {
        if (!pressed && String(input).endsWith('/api/cart') && (init?.method ?? 'GET') === 'GET') {
          pressed = true;
          document.querySelector<HTMLAnchorElement>('.buy-bottom__next')?.click();
        }
        return send(input, init);
      };
    });
    await page.goto(`${baseUrl}/buy?step=2&size=queen&depth=26-30`);
    await hydrated(page);
    await expectHeading(page, 'Shipping and returns');
    await page.waitForURL(/step=3/);
    await page.reload();
    await expectHeading(page, 'Shipping and returns');
    await page.context().close();
  });
});

describe('purchase flow history, without JavaScript', () => {
  it('the steps are plain links: Back and Forward move between them and a reload keeps the step', async () => {
    const page = await shopper({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/buy`);
    await page
      .getByRole('link', { name: /Classic/ })
      .first()
      .click();
    await expectHeading(page, 'Choose your mattress size');
    await page.locator('.product-size__tile', { hasText: 'Queen' }).click();
    await next(page).click();
    await expectHeading(page, 'Colour and mattress depth');
    await page.reload();
    await expectHeading(page, 'Colour and mattress depth');
    await page.goBack();
    await expectHeading(page, 'Choose your mattress size');
    expect(await selectedSize(page)).toContain('Queen');
    await page.goForward();
    await expectHeading(page, 'Colour and mattress depth');
    await page.context().close();
  });
});
