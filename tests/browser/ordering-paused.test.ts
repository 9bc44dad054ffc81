// The site while its shop cannot be reached (a second built site whose shop is away), and when the shop comes
// back: the static sizes and prices with 'Ordering resumes shortly', ordering that waits, and choices that survive.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningSite, startBuiltSite } from '../../scripts/site-process.ts';
import { SHOP_RECHECK_HEADER } from '../../shop-rules/buy-url.ts';
import { ORDERING_PAUSED_HEADING, ORDERING_PAUSED_REASON } from '../../shop-rules/constants.ts';
import { chromiumForFile } from './support/chromium.ts';
import { type ShopOutage, startShopOutage } from './support/shop-outage.ts';

const chromium = chromiumForFile();
let shop: ShopOutage;
let site: RunningSite;

beforeAll(async () => {
  shop = await startShopOutage(`${inject('baseUrl')}/demo/shop`);
  site = await startBuiltSite({
    env: {
      SHOPIFY_STORE_DOMAIN: shop.domain,
      SHOPIFY_STOREFRONT_TOKEN: 'storefront-token',
      NODE_EXTRA_CA_CERTS: shop.certificatePath,
      SHOP_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'silent',
    },
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await shop?.stop();
});

async function open(path: string, width = 1280): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(`${site.baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

const note = (page: Page) => page.getByRole('status').filter({ hasText: ORDERING_PAUSED_HEADING });
/** The flow asking the server (and so the shop) for its page again. */
const isShopRecheck = (response: Response) => new URL(response.url()).pathname === '/buy' && response.request().headers()[SHOP_RECHECK_HEADER] === '1';
const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to cart' });
const services = (page: Page) => page.locator('.buy-services__set').innerText();

/** Presses a control from the keyboard (playwright will not click one marked aria-disabled; a shopper can). */
async function press(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

/** The accessible description of a control: the texts of the elements its aria-describedby names. */
const descriptionOf = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

describe('while the shop cannot be reached', () => {
  it.each([375, 1280])(
    '/buy step 3 and /products with the static catalogue have no axe violations at %i px',
    async (width) => {
      for (const path of ['/buy?step=3&version=premium&size=king&depth=26-30', '/products']) {
        const page = await open(path, width);
        await expect.poll(() => note(page).count()).toBe(1);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        await page.context().close();
      }
    },
    60_000,
  ); // two pages, each loaded and read whole by axe: at a busy machine's pace more than one page's 30 s

  it('/products shows the static sizes and prices of both thread counts, dimensions and colours, with the note', async () => {
    const page = await open('/products');
    await expect.poll(() => note(page).count()).toBe(1);
    const tiles = () => page.locator('.product-size__tile').allInnerTexts();
    const premium = await tiles();
    expect(premium.map((tile) => tile.split('\n').slice(0, 2).join(' '))).toEqual(['Double $850.00', 'Queen $950.00', 'King $1050.00', 'Super King $1150.00']);
    expect(premium[2]).toContain('203 × 183.5 cm');
    expect(await page.locator('.product-size__tile', { hasText: 'King' }).first().innerText()).toContain('Available in White, Sand, Mist');
    await page.getByRole('link', { name: /Classic/ }).click();
    await expect.poll(async () => (await tiles()).map((tile) => tile.split('\n')[1])).toEqual(['$750.00', '$850.00', '$950.00', '$1050.00']);
    await page.context().close();
  });

  it('/buy offers the static sets to choose; Add to cart and Checkout wait and say why; the choices survive a reload', async () => {
    const page = await open('/buy?step=2&version=premium&size=king', 375);
    await expect.poll(() => note(page).count()).toBe(1);
    await page.getByRole('link', { name: 'Sand' }).click();
    await page.getByRole('link', { name: '31-35 cm' }).click();
    await page.locator('.buy-bottom__next').click();
    await page.waitForURL(/step=3/);
    await expect.poll(() => services(page)).toMatch(/King[\s\S]*Sand[\s\S]*31-35 cm[\s\S]*\$1050\.00/);

    const cartWrites: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cart/lines')) cartWrites.push(request.url());
    });
    expect(await addToCart(page).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'Checkout' }).getAttribute('aria-disabled')).toBe('true');
    expect(await descriptionOf(page, 'Add to cart')).toBe(ORDERING_PAUSED_REASON);
    expect(await descriptionOf(page, 'Checkout')).toBe(ORDERING_PAUSED_REASON);
    // A press asks the shop again (the page's data), which is still away: nothing reaches the cart.
    await Promise.all([page.waitForResponse(isShopRecheck), press(addToCart(page))]);
    await expect.poll(() => note(page).count()).toBe(1);
    expect(await addToCart(page).getAttribute('aria-disabled')).toBe('true');
    expect(cartWrites).toEqual([]);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(page.url()).toMatch(/step=3/);
    await expect.poll(() => services(page)).toMatch(/King[\s\S]*Sand[\s\S]*31-35 cm/);
    expect(await note(page).count()).toBe(1);
    await page.context().close();
  });

  it('when the shop is back, the next press finds it: live prices, ordering open, nothing the shopper chose lost', async () => {
    const page = await open('/buy?step=3&version=premium&size=king&colour=sand&depth=31-35');
    await expect.poll(() => note(page).count()).toBe(1);
    shop.away = false;
    await Promise.all([page.waitForResponse((response) => isShopRecheck(response) && response.ok()), press(addToCart(page))]);
    await expect.poll(() => note(page).count()).toBe(0);
    expect(await addToCart(page).getAttribute('aria-disabled')).toBeNull();
    expect(page.url()).toContain('step=3');
    expect(await services(page)).toMatch(/Premium[\s\S]*King[\s\S]*Sand[\s\S]*31-35 cm[\s\S]*\$1050\.00/);

    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/cart/lines') && response.ok()), addToCart(page).click()]);
    await expect.poll(() => page.locator('.buy-summary__label').allInnerTexts()).toEqual(['1 x Premium King']);
    await expect.poll(() => page.locator('.buy-summary__contents').innerText()).toContain('31-35 cm');
    await page.context().close();
  });
});
