import { type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';
import { openHydrated } from './support/open-page.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const open = (path: string, width = 1280): Promise<Page> => openHydrated(chromium.browser, path, { viewport: { width, height: 900 } });

describe('FAQ', () => {
  it('a question opens and closes on click', async () => {
    const page = await open('/faqs');
    const item = page.locator('details.faq__item').filter({ hasText: 'How much is shipping?' });
    const answer = item.locator('.faq__answer');
    expect(await answer.isVisible()).toBe(false);
    await item.locator('summary').click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toContain('free and tracked');
    await item.locator('summary').click();
    await expect.poll(() => answer.isVisible()).toBe(false);
    await page.context().close();
  });

  it('a question opens with Enter and closes with Space from the keyboard', async () => {
    const page = await open('/faqs');
    const item = page.locator('details.faq__item').filter({ hasText: 'When will I get my refund?' });
    await item.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => item.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => item.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await page.context().close();
  });

  it('a section tab scrolls to its section and moves focus to its heading', async () => {
    const page = await open('/faqs', 375);
    const tab = page.getByRole('navigation', { name: 'Choose a section you are having an issue understanding.' }).getByRole('link', { name: 'Care' });
    await tab.click();
    const heading = page.getByRole('heading', { name: 'Care', level: 3 });
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top), { timeout: 5_000 }).toBeLessThan(450);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    expect(await heading.evaluate((element) => document.activeElement === element)).toBe(true);
    expect(new URL(page.url()).hash).toMatch(/^#faq-\d+-section-\d+$/);
    await page.context().close();
  });
});

describe('measure up', () => {
  it('shows The Footer, The Header and The Tuck over the video when it is seeked to 4 s, 12 s and 19 s', async () => {
    const page = await open('/measure-up');
    const video = page.locator('video.measure-video__video');
    await video.scrollIntoViewIfNeeded();
    await video.evaluate((element: HTMLVideoElement) =>
      element.readyState >= 1 ? undefined : new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true })),
    );
    const visiblePanel = () =>
      page
        .locator('.measure-video__panel:not([hidden])')
        .getAttribute('data-panel', { timeout: 1_000 })
        .catch(() => null);
    const seek = (second: number) =>
      video.evaluate(
        (element: HTMLVideoElement, to) =>
          new Promise((resolve) => {
            element.addEventListener('seeked', resolve, { once: true });
            element.currentTime = to;
          }),
        second,
      );

    expect(await visiblePanel()).toBeNull();
    for (const [second, heading] of [
      [4, 'The Footer'],
      [12, 'The Header'],
      [19, 'The Tuck'],
      [8, null],
    ] as const) {
      await seek(second);
      await expect.poll(visiblePanel).toBe(heading);
    }
    await seek(12);
    await expect.poll(() => page.locator('.measure-video__step[aria-current="step"] h3').textContent()).toContain('The Header');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused && !element.autoplay)).toBe(true);
    await page.context().close();
  });

  it('size tabs are a tablist: arrow keys move between sizes and show their measurements', async () => {
    const page = await open('/measure-up');
    const tablist = page.getByRole('tablist', { name: 'Mattress size' });
    await tablist.getByRole('tab', { name: 'Double' }).focus();
    await page.keyboard.press('ArrowRight');
    const queen = tablist.getByRole('tab', { name: 'Queen' });
    // The tabs are there from the first paint; the island hydrates on that focus and replays the key.
    await expect.poll(() => queen.getAttribute('aria-selected')).toBe('true');
    expect(await queen.evaluate((element) => document.activeElement === element)).toBe(true);
    const panel = page.getByRole('tabpanel', { name: 'Queen' });
    expect(await panel.textContent()).toContain('152.5 cm');
    expect(await panel.textContent()).toContain('Variable');
    await page.keyboard.press('End');
    expect(await tablist.getByRole('tab', { name: 'Super King' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await tablist.getByRole('tab', { name: 'Double' }).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('new version: variant tabs above the sizes switch to that variant’s tables, keeping the chosen size', async () => {
    const page = await open('/measure-up');
    const variants = page.getByRole('tablist', { name: 'Sheets' });
    await variants.waitFor();
    expect(await variants.getByRole('tab').allTextContents()).toEqual(['Premium600 thread count', 'Classic400 thread count']);
    const premium = variants.getByRole('tab', { name: /Premium/ });
    const classic = variants.getByRole('tab', { name: /Classic/ });
    expect(await premium.getAttribute('aria-selected')).toBe('true');
    const variantPanel = page.getByRole('tabpanel', { name: /Premium/ });
    await variantPanel.getByRole('tab', { name: 'Queen' }).click();
    const sizePanel = () => page.locator('.measure-specs__panel[role="tabpanel"]:not([hidden])');
    // That first click hydrates the island, which replays it.
    await expect.poll(() => sizePanel().getAttribute('aria-labelledby')).toMatch(/premium-tab-queen$/);
    expect(await sizePanel().locator('table', { hasText: 'Pillowcases' }).textContent()).toContain('61 cm');

    await premium.focus();
    await page.keyboard.press('ArrowRight');
    expect(await classic.getAttribute('aria-selected')).toBe('true');
    expect(await classic.evaluate((element) => document.activeElement === element)).toBe(true);
    expect(
      await page
        .getByRole('tabpanel', { name: /Classic/ })
        .getByRole('tab', { name: 'Queen' })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(await sizePanel().locator('table', { hasText: 'Pillowcases' }).textContent()).toContain('51 cm');
    expect(await sizePanel().textContent()).toContain('152.5 cm');
    await page.keyboard.press('Home');
    expect(await premium.getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('old version (V1.0 chosen on /buy): size tabs only', async () => {
    const page = await open('/buy');
    await page.getByRole('link', { name: /switch to V1\.0/ }).click();
    await page.waitForURL(/app=old/);
    await page.getByRole('link', { name: 'Linden & Tuck' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('button.menu-toggle[aria-controls]').click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Measure up' }).first().click();
    await page.waitForURL(/\/measure-up$/);
    await page.getByRole('tablist', { name: 'Mattress size' }).waitFor();
    await expect.poll(() => page.getByRole('tablist', { name: 'Sheets' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('hydration', () => {
  it('/faqs, /contact and /measure-up hydrate without console errors', async () => {
    for (const path of ['/faqs', '/contact', '/measure-up']) {
      const context = await chromium.browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${path}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
