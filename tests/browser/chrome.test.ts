import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { navigation } from '../../demo-backends/cms/content/singletons/navigation.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

/** A hydrated page at the given viewport width; the context closes with the test. */
async function openPage(path: string, width: number, options: { reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 800 }, reducedMotion: options.reducedMotion ?? 'reduce' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

const menuButton = (page: Page) => page.locator('button.menu-toggle[aria-controls]');
const menuDialog = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  await menuButton(page).click();
  await menuDialog(page).waitFor();
}

/** Scrolls in small steps so the rAF-throttled listener sees a real scroll, like a wheel would. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(async (target) => {
    const step = target > window.scrollY ? 120 : -120;
    while (Math.abs(window.scrollY - target) > Math.abs(step)) {
      window.scrollBy(0, step);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, target);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }, y);
}

const headerHidden = (page: Page) => page.locator('header.site-header').getAttribute('data-hidden');

describe('site header', () => {
  it('hides while scrolling down and shows again when scrolling up or at the top', async () => {
    const page = await openPage('/', 1280);
    expect(await headerHidden(page)).toBeNull();
    await scrollTo(page, 1400);
    await expect.poll(() => headerHidden(page)).toBe('true');
    await scrollTo(page, 1100);
    await expect.poll(() => headerHidden(page)).toBeNull();
    await scrollTo(page, 1800);
    await expect.poll(() => headerHidden(page)).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerHidden(page)).toBeNull();
    await page.context().close();
  });

  it('slides out of view when hidden and back when shown', async () => {
    const page = await openPage('/', 375, { reducedMotion: 'no-preference' });
    await scrollTo(page, 1400);
    await expect.poll(async () => (await page.locator('header.site-header').boundingBox())?.y ?? 0).toBeLessThan(-40);
    await scrollTo(page, 1000);
    await expect.poll(async () => (await page.locator('header.site-header').boundingBox())?.y).toBe(0);
    await page.context().close();
  });

  it("shows 'Buy now' to /buy on mobile only", async () => {
    const mobile = await openPage('/', 375);
    const buyNow = mobile.locator('header.site-header').getByRole('link', { name: 'Buy now' });
    expect(await buyNow.isVisible()).toBe(true);
    expect(await buyNow.getAttribute('href')).toBe('/buy');
    await mobile.context().close();
    const desktop = await openPage('/', 1280);
    expect(await desktop.locator('header.site-header').getByRole('link', { name: 'Buy now' }).isVisible()).toBe(false);
    expect(await desktop.locator('header.site-header').getByRole('link', { name: 'Shop sheets' }).getAttribute('href')).toBe('/products');
    await desktop.context().close();
  });

  it('is not shown on /buy, nor the footer', async () => {
    const page = await openPage('/buy', 1280);
    expect(await page.locator('header.site-header').count()).toBe(0);
    expect(await page.locator('footer.site-footer').count()).toBe(0);
    await page.context().close();
  });
});

describe('navigation menu', () => {
  it('opens from the hamburger, locks page scroll and traps focus', async () => {
    const page = await openPage('/', 1280);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await openMenu(page);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    const focusInsideMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await expect.poll(focusInsideMenu).toBe(true);
    const stops = await page.evaluate(() => document.querySelectorAll('[role="dialog"] a[href], [role="dialog"] button').length);
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsideMenu()).toBe(true);
    }
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInsideMenu()).toBe(true);
    }
    await page.context().close();
  });

  it('closes on Esc and gives focus back to the hamburger', async () => {
    const page = await openPage('/faqs', 375);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await menuDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await menuDialog(page).waitFor({ state: 'detached' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-navigation');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.context().close();
  });

  it('links each item to its page, with Buy now and Contact us', async () => {
    const page = await openPage('/', 1280);
    await openMenu(page);
    const menu = menuDialog(page);
    const first = navigation.navigationList[0]!.navigationItem[0]!;
    expect(await menu.getByRole('link', { name: first.label }).getAttribute('href')).toBe(`/${first.link.data!.attributes.slug}`);
    expect(await menu.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe('/buy');
    expect(await menu.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    await page.context().close();
  });

  it('makes categories accordions at 375 px', async () => {
    const page = await openPage('/', 375);
    await openMenu(page);
    const menu = menuDialog(page);
    const category = navigation.navigationList[1]!;
    const toggle = menu.getByRole('button', { name: category.category });
    const link = menu.getByRole('link', { name: category.navigationItem[0]!.label });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await link.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await link.isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await link.isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows every category open, without accordions, at 1280 px', async () => {
    const page = await openPage('/', 1280);
    await openMenu(page);
    const menu = menuDialog(page);
    expect(await menu.locator('nav button[aria-expanded]').count()).toBe(0);
    for (const category of navigation.navigationList) {
      expect(await menu.getByRole('heading', { name: category.category }).isVisible()).toBe(true);
      expect(await menu.getByRole('link', { name: category.navigationItem[0]!.label }).isVisible()).toBe(true);
    }
    await page.context().close();
  });

  it('opens the subscribe modal from its subscribe box', async () => {
    const page = await openPage('/', 1280);
    await openMenu(page);
    await menuDialog(page).getByRole('button', { name: 'Subscribe' }).click();
    const modal = page.getByRole('dialog', { name: 'Subscribe to get more information' });
    await modal.waitFor();
    expect(await menuDialog(page).count()).toBe(0);
    await modal.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
    await modal.getByRole('textbox', { name: 'Email address' }).blur();
    await expect.poll(() => modal.getByText('Please enter a valid email').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('site footer', () => {
  it("shows 'Please enter a valid email' for a bad subscribe address", async () => {
    const page = await openPage('/', 375);
    const footer = page.locator('footer.site-footer');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await email.fill('hello@linen');
    await email.blur();
    await expect.poll(() => footer.getByText('Please enter a valid email').isVisible()).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await footer.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('names each social link and links the legal pages', async () => {
    const page = await openPage('/', 1280);
    const footer = page.locator('footer.site-footer');
    expect(await footer.getByRole('link', { name: /^Instagram/ }).getAttribute('href')).toContain('instagram.com');
    expect(await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
    await page.context().close();
  });
});

describe('navigation between content pages', () => {
  it('loads the next page as a document of its own, with no page data fetched by a client router', async () => {
    const page = await openPage('/', 1280);
    const pageDataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.pageContext.json')) pageDataRequests.push(request.url());
    });
    await page.evaluate(() => Object.assign(window, { previousDocument: true }));
    await page.locator('footer.site-footer').getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL('**/privacy');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => 'previousDocument' in window)).toBe(false);
    expect(pageDataRequests).toEqual([]);
    await page.context().close();
  });
});

describe('chrome accessibility (axe)', () => {
  const violationsOf = async (page: Page) =>
    (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  // axe over a whole page is slow on a busy machine.
  const AXE_TIMEOUT_MS = 90_000;

  // One page for both: axe with the menu closed, then again once it is open.
  for (const path of ['/', '/faqs']) {
    for (const width of [375, 1280]) {
      it(
        `finds no violations on ${path} at ${width} px with the menu closed, nor once it is open`,
        async () => {
          const page = await openPage(path, width);
          expect({ menuClosed: await violationsOf(page) }).toEqual({ menuClosed: [] });
          await openMenu(page);
          expect({ menuOpen: await violationsOf(page) }).toEqual({ menuOpen: [] });
          await page.context().close();
        },
        AXE_TIMEOUT_MS,
      );
    }
  }
});
