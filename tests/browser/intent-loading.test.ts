// Code a shopper has not asked for yet stays off the wire: the cart stores (mobx-state-tree) load when the
// cart is reached for, not on every content page; a browser that holds a cart with items gets them at once,
// so the header count is right after a reload; Swiper waits until the size tiles are touched or pointed at;
// /buy's info panels wait until an info link is pointed at or focused.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

/** Signatures that survive minification: mobx-state-tree's error prefix, Swiper's option names. */
const STORES_SIGNATURE = '[mobx-state-tree]';
const SWIPER_SIGNATURE = 'containerModifierClass';
/** A class name only the info panels' code holds. */
const INFO_PANEL_SIGNATURE = 'buy-info__sizes';

type Watched = { page: Page; scriptsWith: (signature: string) => Promise<string[]> };

async function openWatched(path: string, width: number): Promise<Watched> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      bodies.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  const scriptsWith = async (signature: string) => {
    const found: string[] = [];
    for (const [url, body] of bodies) if ((await body).includes(signature)) found.push(url);
    return found;
  };
  return { page, scriptsWith };
}

describe('loading on intent', () => {
  it('a content page does not download the cart stores until the pointer reaches the cart', async () => {
    const { page, scriptsWith } = await openWatched('/faqs', 1280);
    expect(await scriptsWith(STORES_SIGNATURE)).toEqual([]);
    await page.locator('.header-item--cart').hover();
    await expect.poll(() => scriptsWith(STORES_SIGNATURE)).not.toEqual([]);
    await page.context().close();
  });

  it('after a set is added, a reload shows the header count without touching anything', async () => {
    const { page } = await openWatched('/buy?step=3&version=premium&size=king&depth=26-30', 1280);
    // Any answer to the add, so a refused one fails here with what the site said, not as a timeout.
    const [added] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/cart/lines') && response.request().method() === 'POST', { timeout: 15_000 }),
      page.getByRole('button', { name: 'Add to cart' }).click({ timeout: 15_000 }),
    ]);
    expect(added.status(), await added.text()).toBe(200);
    await page.goto(`${baseUrl}/faqs`);
    await expect.poll(() => page.locator('.header-item--cart .header-item__count').textContent(), { timeout: 10_000 }).toBe('1');
    await page.context().close();
  });

  it('the size tiles on a phone load Swiper only once touched or pointed at', async () => {
    const { page, scriptsWith } = await openWatched('/products', 375);
    expect(await scriptsWith(SWIPER_SIGNATURE)).toEqual([]);
    await page.locator('.product-size__carousel').first().hover();
    await page.waitForSelector('.product-size__carousel.swiper-initialized');
    expect(await scriptsWith(SWIPER_SIGNATURE)).not.toEqual([]);
    await page.context().close();
  });

  it("/buy's info panels load only when an info link is pointed at, and then open", async () => {
    const { page, scriptsWith } = await openWatched('/buy?step=2&version=premium&size=king', 1280);
    expect(await scriptsWith(INFO_PANEL_SIGNATURE)).toEqual([]);
    const link = page.locator('.buy-info-link').first();
    await link.hover();
    await expect.poll(() => scriptsWith(INFO_PANEL_SIGNATURE)).not.toEqual([]);
    await link.click();
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });

  it("a tap on the menu or the cart before the page's script has arrived opens it once the script has (a slow phone network)", async () => {
    const taps: [control: string, opened: (page: Page) => Locator][] = [
      ['button.menu-toggle[aria-controls]', (page) => page.getByRole('dialog', { name: 'Menu' })],
      ['.header-item--cart', (page) => page.locator('.cart-modal')],
    ];
    for (const [control, opened] of taps) {
      const context = await chromium.browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      // The page's entry is held back, as a slow network would: the page shows, its script has not come.
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/entries\/pages_content_client\.[^/]+\.js$/, async (route) => {
        await arrived;
        await route.continue();
      });
      await page.goto(`${baseUrl}/faqs`, { waitUntil: 'load' });
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await page.locator(control).tap();
      release();
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await expect.poll(() => opened(page).isVisible(), { message: control }).toBe(true);
      await context.close();
    }
  });
});
