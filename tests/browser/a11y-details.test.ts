// The smaller points a keyboard or screen-reader shopper meets: labels, where focus goes after a form, errors tied
// to the choices they are about, the state of the thread-count switcher and the FAQ tabs, the page behind a dialog,
// client-side navigation, the step counter's contrast, each step's title and a scroll cue that comes to rest.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';
import { openHydrated } from './support/open-page.ts';
import { openCart } from './support/cart-modal.ts';
import { focusedElement, isFocused, untilFocusSettles } from './support/focus.ts';
import { contrast, type Rgb } from './support/pixels.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const open = (path: string, width = 1280): Promise<Page> => openHydrated(chromium.browser, path, { viewport: { width, height: 900 } });

/** The ids an element's aria-describedby names, read as text. */
async function description(page: Page, element: Locator): Promise<string> {
  const ids = ((await element.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

const footerSubscribe = (page: Page) => page.locator('.footer-subscribe form');

describe('forms', () => {
  it("the subscribe box's field has a visible label, not only a placeholder", async () => {
    const page = await open('/');
    const label = footerSubscribe(page).locator('label', { hasText: 'Email address' });
    expect(await label.isVisible()).toBe(true);
    expect((await label.boundingBox())!.height).toBeGreaterThan(8);
    expect(await footerSubscribe(page).getByLabel('Email address').getAttribute('placeholder')).toBe('Your email');
    await page.context().close();
  });

  it('Enter on an empty subscribe box, or a press on its Subscribe (which reads as disabled), shows the message and puts focus on the field', async () => {
    const page = await open('/');
    const field = footerSubscribe(page).getByLabel('Email address');
    const subscribe = footerSubscribe(page).getByRole('button', { name: 'Subscribe' });
    await field.focus();
    // The box comes alive as the shopper reaches it: Subscribe then reads as disabled until the field is filled.
    await expect.poll(() => subscribe.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => description(page, field)).toBe('Required');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(field)).toBe(true);

    await field.fill('ana@example');
    await subscribe.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => description(page, field)).toBe('Please enter a valid email');
    expect(await isFocused(field)).toBe(true);
    await page.context().close();
  });

  it("after a successful sign-up, focus is back where the shopper pressed Enter, and the emptied field is not marked 'Required'", async () => {
    const page = await open('/');
    const field = footerSubscribe(page).getByLabel('Email address');
    await field.fill('ana.subscriber@example.com');
    await field.focus();
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/forms/subscribe') && response.ok()), page.keyboard.press('Enter')]);
    const dialog = page.getByRole('dialog', { name: 'Thank you' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(field)).toBe(true);
    await page.waitForTimeout(300);
    expect(await field.inputValue()).toBe('');
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    expect(await description(page, field)).toBe('');
    await page.context().close();
  });
});

describe('the purchase flow', () => {
  it("'Please select a mattress size' describes each size, and 'Please select a mattress depth' each depth", async () => {
    const page = await open('/buy?app=old');
    await page.getByRole('link', { name: 'Next' }).click();
    const queen = page.locator('.product-size__tile', { hasText: 'Queen' });
    await expect.poll(() => description(page, queen)).toBe('Please select a mattress size');

    await page.goto(`${baseUrl}/buy?step=2&version=premium&size=king`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('link', { name: 'Next' }).click();
    const depth = page.getByRole('link', { name: '26-30 cm' });
    await expect.poll(() => description(page, depth)).toBe('Please select a mattress depth');
    await page.context().close();
  });

  it('the thread-count switcher says which is chosen, on a control the keyboard reaches', async () => {
    const page = await open('/buy?stage=size');
    const current = page.getByRole('link', { name: /Premium.*\(selected\)/ });
    expect(await current.getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('link', { name: /Classic/ }).getAttribute('aria-current')).toBeNull();
    await page.context().close();
  });

  it('every step has a title of its own, also after a step changes without a page load', async () => {
    const page = await open('/buy');
    const titles = [await page.title()];
    for (const path of [
      '/buy?stage=size',
      '/buy?step=2&version=premium&size=king',
      '/buy?step=3&version=premium&size=king&depth=26-30',
      '/buy?stage=summary',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(5);
    expect(titles[2]).toBe('Colour and mattress depth · Build your set | Linden & Tuck');
    await page.goto(`${baseUrl}/buy?stage=size`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => page.title()).toBe('Colour and mattress depth · Build your set | Linden & Tuck');
    await page.context().close();
  });

  it('completed step numbers stand 4.5:1 against their disc', async () => {
    const page = await open('/buy?step=3&version=premium&size=king&depth=26-30');
    const numbers = page.locator('.buy-top__step.is-done .buy-top__step-number');
    expect(await numbers.count()).toBe(2);
    const colours = await numbers.first().evaluate((number) => {
      const style = getComputedStyle(number);
      const rgb = (value: string) =>
        value
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number);
      return { text: rgb(style.color), disc: rgb(style.backgroundColor) };
    });
    expect(contrast(colours.text as unknown as Rgb, colours.disc as unknown as Rgb)).toBeGreaterThanOrEqual(4.5);
    await page.context().close();
  });

  it('the leave confirmation is described by what leaving means, and the page behind it is inert', async () => {
    const page = await open('/buy?stage=size');
    await page.getByRole('link', { name: 'Leave the purchase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to leave?' });
    await dialog.waitFor();
    expect(await description(page, dialog)).toBe('Your choices so far will not be kept.');
    expect(await page.locator('.buy__body').evaluate((body) => body.closest('[inert]') !== null)).toBe(true);
    await dialog.getByRole('button', { name: 'No, stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.buy__body').evaluate((body) => body.closest('[inert]') !== null)).toBe(false);
    await page.context().close();
  });
});

describe('the site', () => {
  it('while the cart is open the page behind it is inert; closing it gives the page back and focus to the cart button', async () => {
    const page = await open('/faqs');
    const cart = await openCart(page);
    expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true);
    expect(await page.locator('header.site-header').evaluate((header) => header.closest('[inert]') !== null)).toBe(true);
    expect(await cart.evaluate((panel) => panel.closest('[inert]') === null)).toBe(true);
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'detached' });
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(await focusedElement(page)).toMatch(/^button "Cart/);
    await page.context().close();
  });

  it('on /faqs the tab chosen is the one marked current, also for the last section', async () => {
    const page = await open('/faqs');
    const tabs = page.locator('.faq__tab');
    const count = await tabs.count();
    for (const index of [count - 1, 0, Math.floor(count / 2)]) {
      await tabs.nth(index).focus();
      await page.keyboard.press('Enter');
      // The FAQ's island may still be hydrating on that first press, which it then replays; the page then scrolls
      // smoothly to the section, the reading band's marks arriving on the way: read them once it rests.
      const marked = async () =>
        (await tabs.evaluateAll((links) => links.map((link) => link.getAttribute('aria-current'))))
          .map((value, position) => (value === 'true' ? position : -1))
          .filter((position) => position >= 0);
      await expect.poll(marked, { timeout: 5_000 }).toEqual([index]);
      await untilFocusSettles(page);
      expect(await marked()).toEqual([index]);
    }
    await page.context().close();
  });

  it('a link to another content page opens it as a new document, titled for it, with focus back at its start', async () => {
    const page = await open('/faqs');
    const link = page.locator('.footer-legal').getByRole('link', { name: 'Privacy policy' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/privacy$/);
    // A new document: screen readers read its title as it loads, and the keyboard starts again from the top.
    await expect.poll(() => page.title()).toMatch(/^Privacy/);
    expect(await focusedElement(page)).toBe('body');
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toBe('a "Skip to content"');
    await page.context().close();
  });

  it("the hero's scroll cue draws itself at most twice, then rests", async () => {
    const page = await open('/');
    const iterations = await page
      .locator('.home-intro__scroll-line')
      .evaluate((line) => line.getAnimations().map((animation) => animation.effect?.getTiming().iterations));
    expect(iterations).toEqual([2]);
    await page.context().close();
  });
});
