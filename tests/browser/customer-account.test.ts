// A returning shopper signs in through the demo shop (its one-time code shown on its sign-in page), finds /account
// as a page of the site (its header, menu and footer, the brand's type), with the orders and addresses sections,
// and signs out with the page's form. /account is never stored: private, no-store.
import { describe, expect, inject, it } from 'vitest';
import { signInAsDemoCustomer } from '../../scripts/support/customer-sign-in.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

describe('the customer account', () => {
  it('signs in as ada@example.com, shows /account in the site’s layout with orders and addresses, and signs out', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const accountAnswers: (string | null)[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/account' && response.status() === 200) accountAnswers.push(response.headers()['cache-control'] ?? null);
    });

    await signInAsDemoCustomer(page, baseUrl, 'ada@example.com');

    // The site's own frame around it: the CMS header with its account and cart items, the menu and the footer.
    expect(await page.locator('header').first().getByRole('link', { name: 'Account' }).isVisible()).toBe(true);
    expect(await page.locator('footer').first().isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Account' }).isVisible()).toBe(true);
    expect(await page.title()).toMatch(/^Account \| /);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^"?Cormorant Garamond/);
    expect(await page.locator('main').first().textContent()).toContain('ada@example.com');

    expect(await page.getByRole('heading', { level: 2, name: 'Orders' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Addresses' }).isVisible()).toBe(true);
    expect(await page.locator('address').textContent()).toContain('12 Wattle Street');
    // Another customer's address is never on Ada's page.
    expect(await page.content()).not.toContain('Harbour Road');
    expect(accountAnswers).toEqual(['private, no-store']);

    // Sign out is a form POST: the shop ends its session, the site comes back home, and /account asks to sign in again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    const again = await page.request.get(`${baseUrl}/account`, { maxRedirects: 0 });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toBe('/account/login?return_to=%2Faccount');

    // The header's account item is the way back in: signed out, it leads to the shop's sign-in (a full page load,
    // as the client router's request for /account's page data gets a 404).
    const accountItem = page.locator('header').first().getByRole('link', { name: 'Account' });
    expect(await accountItem.getAttribute('href')).toBe('/account');
    await Promise.all([page.waitForURL(/\/demo\/shop\/.*authorize/), accountItem.click()]);
    expect(await page.getByRole('heading', { level: 1, name: 'Sign in' }).isVisible()).toBe(true);
    await context.close();
  });

  it('Ada signed in buys a set with her measurements through the hosted checkout and finds the order on /account', async () => {
    // Without scripts: the size finder, the flow and the checkout are plain forms and links.
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 1000 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAsDemoCustomer(page, baseUrl, 'ada@example.com');
    const ordersBefore = await page.locator('.account-order').count();

    await page.goto(`${baseUrl}/measure-up`);
    const finder = page.locator('#find-my-size');
    await finder.getByLabel('Width').fill('152.5');
    await finder.getByLabel('Length').fill('203');
    await finder.getByLabel('Depth').fill('28');
    await finder.getByRole('button', { name: 'Find my size' }).click();
    await page.waitForURL(/fit-depth=28/);
    await finder.getByRole('link', { name: 'Choose this set' }).click();
    await page.waitForURL(/\/buy\?step=2.*mattress=/);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/buy\?step=3.*mattress=/);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkouts\//);
    await page.getByLabel('Email for the order confirmation').fill('ada@example.com');
    await page.getByRole('button', { name: 'Place sandbox order' }).click();
    const confirmed = await page.getByRole('heading', { name: /your order #\d+ is confirmed/ }).innerText();
    const orderName = /#\d+/.exec(confirmed)![0];

    await page.goto(`${baseUrl}/account`);
    expect(await page.locator('.account-order').count()).toBe(ordersBefore + 1);
    const order = page.getByRole('article', { name: `Order ${orderName}` });
    const text = await order.innerText();
    expect(text).toContain('Queen / 26-30 cm');
    expect(text).toContain('152.5 × 203 × 28 cm');
    // Newest first.
    expect(await page.locator('.account-order h3').first().innerText()).toBe(orderName);

    // Order again: one form POST puts the same set, packaging and measurements in the cart, and shows its summary.
    await Promise.all([page.waitForURL(/\/buy\?/), order.getByRole('button', { name: `Order again: ${orderName}` }).click()]);
    const { cart } = (await (await page.request.get(`${baseUrl}/api/cart`)).json()) as {
      cart: { lines: { quantity: number; premiumPackaging: boolean; mattress: string | null; variant: { title: string } }[] };
    };
    expect(cart.lines).toEqual([
      expect.objectContaining({
        quantity: 1,
        premiumPackaging: true,
        mattress: '152.5 × 203 × 28 cm',
        variant: expect.objectContaining({ title: expect.stringMatching(/^Queen \/ 26-30 cm/) }),
      }),
    ]);

    // Ben never sees it.
    const ben = await chromium.browser.newContext({ javaScriptEnabled: false });
    const benPage = await ben.newPage();
    await signInAsDemoCustomer(benPage, baseUrl, 'ben@example.com');
    expect(await benPage.locator('main').first().innerText()).not.toContain(orderName);
    await ben.close();
    await context.close();
  }, 120_000); // two sign-ins, the flow, the checkout and order again: more steps than one browser test usually takes

  it('a cancelled sign-in comes back to the site’s own page, which says so and leads back to where the shopper was', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/account/login?return_to=%2Ffaqs`);
    await Promise.all([page.waitForURL(`${baseUrl}/account/authorize?**`), page.getByRole('button', { name: 'Cancel' }).click()]);

    expect(await page.getByRole('heading', { level: 1, name: 'Sign-in cancelled' }).isVisible()).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: 'You are not signed in.' }).isVisible()).toBe(true);
    expect(await page.title()).toMatch(/^Sign-in cancelled \| /);
    // In the site's frame, not a bare page: the CMS header with its account item, and the footer.
    expect(await page.locator('header').first().getByRole('link', { name: 'Account' }).isVisible()).toBe(true);
    expect(await page.locator('footer').first().isVisible()).toBe(true);

    await Promise.all([page.waitForURL(`${baseUrl}/faqs`), page.getByRole('link', { name: 'Back to where you were' }).click()]);
    expect(await page.getByRole('link', { name: 'Account' }).first().isVisible()).toBe(true);
    expect((await context.cookies()).filter((cookie) => cookie.name.endsWith('_token'))).toEqual([]);
    await context.close();
  });
});
