// What the shop's events tell the brand as a shopper buys: the step /buy opened on and each step reached, the set
// added to the cart (its variant and quantity), the cart modal opened, with the consent the shopper gave, all in the
// site's own store; never an e-mail, a name or anything typed.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ANALYTICS_FILE } from '../../server/analytics/analytics-database.ts';
import { chromiumForFile } from './support/chromium.ts';
import { openCart } from './support/cart-modal.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromium = chromiumForFile();

type StoredEvent = { name: string; path: string; consent: string; properties: Record<string, unknown> };

/** The events stored for one campaign (each test lands with a campaign of its own), oldest first. */
function storedEvents(campaign: string): StoredEvent[] {
  const db = new Database(join(dataDir, ANALYTICS_FILE), { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT name, path, properties,
                consent_analytics || consent_marketing || consent_preferences || consent_sale_of_data AS consent
         FROM analytics_events WHERE utm_campaign = ? ORDER BY id`,
      )
      .all(campaign) as (Omit<StoredEvent, 'properties'> & { properties: string })[];
    return rows.map((row) => ({ ...row, properties: JSON.parse(row.properties) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

const shopEvents = (campaign: string) => storedEvents(campaign).filter((event) => event.name !== 'page_viewed');

type Visit = { context: BrowserContext; page: Page; campaign: string };

/** A shopper in `timeZone` landing on `path` from a campaign link. */
async function land(path: string, timeZone: string): Promise<Visit> {
  const context = await chromium.browser.newContext({ timezoneId: timeZone, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const campaign = `shop ${randomBytes(4).toString('hex')}`;
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${baseUrl}${path}${separator}utm_source=test&utm_campaign=${encodeURIComponent(campaign)}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return { context, page, campaign };
}

/** Clicks step 3's Add to cart and waits until the shop has confirmed the new line. */
async function addToCartConfirmed(page: Page) {
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/cart/lines') && response.ok()),
    page.getByRole('button', { name: 'Add to cart' }).click(),
  ]);
}

const SET_ON_STEP_3 = '/buy?app=new&step=3&version=premium&size=king&depth=26-30';

describe('shop events', () => {
  it('a set added on /buy is product_added_to_cart with its variant and quantity, after the steps reached; the cart opened is cart_viewed', async () => {
    const { context, page, campaign } = await land(SET_ON_STEP_3, 'Australia/Sydney');
    await addToCartConfirmed(page);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Your order');

    await expect
      .poll(() => shopEvents(campaign).map(({ name, properties }) => ({ name, ...properties })), { timeout: 10_000 })
      .toEqual([
        { name: 'buy_step_reached', step: 3, appVersion: 'new' },
        { name: 'buy_step_reached', step: 4, appVersion: 'new' },
        { name: 'product_added_to_cart', variantId: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/), quantity: 1 },
      ]);
    const added = shopEvents(campaign).find((event) => event.name === 'product_added_to_cart')!;
    expect(added).toMatchObject({ path: '/buy', consent: '1111' });

    // The same visit on a content page: the cart modal opened from the header.
    await page.goto(`${baseUrl}/faqs`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const cart = await openCart(page);
    await expect.poll(() => cart.locator('.cart-line__label').allInnerTexts()).toEqual(['1 x Premium King']);
    await expect
      .poll(() => shopEvents(campaign).filter((event) => event.name === 'cart_viewed'), { timeout: 10_000 })
      .toEqual([{ name: 'cart_viewed', path: '/faqs', consent: '1111', properties: { lines: 1 } }]);
    await context.close();
  }, 60_000);

  it('/products is product_viewed for the version its sizes show, and again for the other when the shopper switches', async () => {
    const { context, page, campaign } = await land('/products', 'Australia/Sydney');
    await expect
      .poll(() => shopEvents(campaign).map(({ name, path, properties }) => ({ name, path, ...properties })), { timeout: 10_000 })
      .toEqual([{ name: 'product_viewed', path: '/products', version: 'premium' }]);
    await page
      .locator('#sizes')
      .getByRole('link', { name: /Classic/ })
      .first()
      .click();
    await page.waitForURL(/version=classic/);
    await expect
      .poll(() => shopEvents(campaign).map(({ name, properties }) => ({ name, ...properties })), { timeout: 10_000 })
      .toEqual([
        { name: 'product_viewed', version: 'premium' },
        { name: 'product_viewed', version: 'classic' },
      ]);
    await context.close();
  });

  it('a shopper who declined everything is still counted, anonymously: the events carry the consent they gave', async () => {
    const { context, page, campaign } = await land(SET_ON_STEP_3, 'Europe/Berlin');
    await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'Decline all' }).click();
    await addToCartConfirmed(page);
    await expect.poll(() => shopEvents(campaign).find((event) => event.name === 'product_added_to_cart')?.consent, { timeout: 10_000 }).toBe('0000');
    await context.close();
  });
});
