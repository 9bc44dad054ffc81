// Leaving the purchase flow: the exit control morphs into the exit panel (question + subscribe) and back.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

type Counted = { viewTransitions: number };

async function openBuy(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  // Count view transitions the page starts (they animate the control into the panel and back).
  await context.addInitScript(() => {
    const counted = window as unknown as Counted;
    counted.viewTransitions = 0;
    const start = document.startViewTransition?.bind(document);
    if (start) document.startViewTransition = ((update: () => void) => (counted.viewTransitions++, start(update))) as typeof document.startViewTransition;
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/buy?stage=size`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return page;
}

const exitControl = (page: Page) => page.getByRole('link', { name: 'Leave the purchase' });
const exitPanel = (page: Page) => page.getByRole('dialog', { name: 'Are you sure you want to leave?' });
const transitionName = (page: Page, selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).viewTransitionName);
const viewTransitions = (page: Page) => page.evaluate(() => (window as unknown as Counted).viewTransitions);

describe('leaving the purchase flow', () => {
  it('the exit control expands into the exit panel with a subscribe form, and collapses back on No', async () => {
    const page = await openBuy();
    expect(await transitionName(page, '.buy-top__exit')).toBe('buy-exit-subscribe');
    await exitControl(page).click();
    await expect.poll(() => exitPanel(page).isVisible()).toBe(true);
    expect(await viewTransitions(page)).toBe(1);
    // While open the panel carries the shared name, so the control morphs into it.
    expect(await transitionName(page, '.buy-exit')).toBe('buy-exit-subscribe');
    expect(await transitionName(page, '.buy-top__exit')).toBe('none');

    const email = exitPanel(page).getByRole('textbox', { name: 'Email address' });
    await email.fill('not-an-email');
    await email.blur();
    await expect.poll(() => exitPanel(page).innerText()).toContain('Please enter a valid email');
    await email.fill('  leaving@example.com ');
    await exitPanel(page)
      .getByRole('button', { name: /subscribe/i })
      .click();
    await expect.poll(() => exitPanel(page).innerText()).toMatch(/thank you/i);

    await exitPanel(page).getByRole('button', { name: 'No, stay' }).click();
    await expect.poll(() => exitPanel(page).count()).toBe(0);
    expect(await viewTransitions(page)).toBe(2);
    expect(await transitionName(page, '.buy-top__exit')).toBe('buy-exit-subscribe');
    await expect.poll(() => exitControl(page).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(page.url()).toContain('/buy');
    await page.context().close();
  });

  it('Yes goes home after a second', async () => {
    const page = await openBuy();
    await exitControl(page).click();
    await exitPanel(page).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  });

  it('with reduced motion the panel opens and closes without animating', async () => {
    const page = await openBuy({ reducedMotion: 'reduce' });
    await exitControl(page).click();
    await expect.poll(() => exitPanel(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => exitPanel(page).count()).toBe(0);
    expect(await viewTransitions(page)).toBe(0);
    await page.context().close();
  });
});
