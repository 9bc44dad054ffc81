// Focus is always visible (WCAG 2.4.7, 2.4.11, 1.4.11): what the keyboard focuses is on screen and not under the
// purchase flow's sticky bars, a carousel starting never takes focus away, and the focus ring stands 3:1 against
// the block behind it and the control it rings, measured from the rendered pixels.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';
import { openHydrated } from './support/open-page.ts';
import { focusedElement, focusedPlacement, isFocused, trackRequests, untilFocusSettles } from './support/focus.ts';
import { measureFocusRing } from './support/focus-ring.ts';

const chromium = chromiumForFile();

async function open(path: string, viewport: { width: number; height: number }, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
  const page = await openHydrated(chromium.browser, path, { viewport, reducedMotion });
  trackRequests(page);
  return page;
}

/**
 * Tabs through the page once (until focus comes back round or falls to the page), calling `each` at every stop, once
 * what that focus set moving has come to rest.
 */
async function tabThrough(page: Page, each: (stop: string) => Promise<void>): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < 150; press += 1) {
    await page.keyboard.press('Tab');
    await untilFocusSettles(page);
    const stop = await focusedElement(page);
    if (stop === 'body' || stops[0] === stop) break;
    stops.push(stop);
    await each(stop);
  }
  return stops;
}

/**
 * Where the focused control is once the page has moved it into view (the size carousel arrives on that focus and
 * starts on the focused tile; on a busy machine its code can take a moment): asked again each frame for up to 2 s.
 */
async function settledPlacement(page: Page): Promise<Awaited<ReturnType<typeof focusedPlacement>>> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const placement = await focusedPlacement(page);
    if (!placement.hidden || Date.now() > deadline) return placement;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  }
}

const BUY_STEPS = [
  '/buy',
  '/buy?stage=size',
  '/buy?step=2&version=premium&size=king',
  '/buy?step=3&version=premium&size=king&depth=26-30',
  '/buy?stage=summary',
];

describe('focused controls are never hidden', () => {
  it('at 375 px the focused Double tile is within the viewport, and so is each size tile after it, tabbed to the moment the carousel starts', async () => {
    const page = await open('/buy?stage=size', { width: 375, height: 812 });
    const tile = (name: string) =>
      page.locator('.product-size__tile').filter({ has: page.locator('.product-size__name', { hasText: new RegExp(`^${name}$`) }) });
    await tile('Double').focus();
    // The carousel arrives because of that focus and must start on the focused tile; the next Tab follows at once
    // (Swiper's own focus handling ignored focus in its first 100 ms, leaving Queen off screen).
    await page.waitForSelector('.product-size__carousel.swiper-initialized');
    await page.keyboard.press('Tab');
    await untilFocusSettles(page);
    expect(await isFocused(tile('Queen'))).toBe(true);
    expect((await focusedPlacement(page)).hidden).toBe('');
    await page.keyboard.press('Shift+Tab');
    await untilFocusSettles(page);
    expect(await isFocused(tile('Double'))).toBe(true);
    expect((await focusedPlacement(page)).hidden).toBe('');
    for (const name of ['Queen', 'King', 'Super King']) {
      await page.keyboard.press('Tab');
      await untilFocusSettles(page);
      expect(await isFocused(tile(name))).toBe(true);
      expect(`${name}: ${(await focusedPlacement(page)).hidden}`).toBe(`${name}: `);
    }
    await page.context().close();
  });

  describe.each([
    { width: 375, height: 812 },
    { width: 1280, height: 720 },
  ])('tabbing through /buy at $width × $height', (viewport) => {
    it.each(BUY_STEPS)('every control focused on %s is inside the viewport and not under the sticky bars', async (path) => {
      const page = await open(path, viewport, 'reduce');
      const hidden: string[] = [];
      const stops = await tabThrough(page, async () => {
        const placement = await settledPlacement(page);
        if (placement.hidden) hidden.push(`${placement.name}: ${placement.hidden}`);
      });
      expect(stops.length).toBeGreaterThan(4);
      expect(hidden).toEqual([]);
      await page.context().close();
    });
  });

  it('at 375 × 812, every control of an open step 4 editor is inside the viewport and not under the Checkout bar', async () => {
    const page = await open('/buy?step=3&version=premium&size=king&depth=26-30', { width: 375, height: 812 }, 'reduce');
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/cart/lines') && response.ok()),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
    await page.getByRole('button', { name: 'Edit 1 x Premium King' }).focus();
    await page.keyboard.press('Enter');
    const hidden: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      const placement = await settledPlacement(page);
      if (placement.hidden) hidden.push(`${placement.name}: ${placement.hidden}`);
    }
    expect(hidden).toEqual([]);
    await page.context().close();
  });

  it('tabbing through the home page at 375 px, focus never falls to the page; the reviews carousel keeps it when it starts', async () => {
    const page = await open('/', { width: 375, height: 812 });
    const row = page.locator('.testimonial-carousel__row');
    await row.focus();
    // Swiper arrives because of that focus (the carousel's island hydrates on it, then the carousel starts).
    await expect.poll(() => page.locator('.testimonial-carousel__viewport.swiper-initialized').count()).toBe(1);
    await untilFocusSettles(page);
    expect(await isFocused(row)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('.testimonial-carousel__count span').innerText()).toBe('02');
    expect(await isFocused(row)).toBe(true);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const lastControl = await page.evaluate(() => {
      const tabbable = [
        ...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'),
      ].filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && element.tabIndex >= 0);
      const last = tabbable.at(-1)!;
      return `${last.tagName.toLowerCase()} "${(last.getAttribute('aria-label') ?? last.textContent ?? '').replace(/\s+/g, ' ').trim()}"`;
    });
    const stops = await tabThrough(page, async () => {});
    // Focus went all the way to the last control in the page before it left the page.
    expect(stops.at(-1)).toBe(lastControl);
    await page.context().close();
  });
});

const RING_PAGES = [
  { path: '/', width: 1280 },
  { path: '/', width: 375 },
  { path: '/products', width: 1280 },
  { path: '/faqs', width: 375 },
  { path: '/buy?stage=size', width: 375 },
  { path: '/buy?step=2&version=premium&size=king', width: 1280 },
  { path: '/buy?step=3&version=premium&size=king&depth=26-30', width: 1280 },
];

describe('the focus ring', () => {
  it.each(RING_PAGES)('on $path at $width px stands 3:1 against the block behind it and the control it rings, for every control', async ({ path, width }) => {
    const page = await open(path, { width, height: 900 }, 'reduce');
    await page.mouse.move(0, 0);
    const weak: string[] = [];
    await tabThrough(page, async (stop) => {
      const ring = await measureFocusRing(page);
      if (!ring) return;
      if (ring.changed < ring.perimeter || ring.againstControl < 3) weak.push(`${stop}: ${JSON.stringify(ring)}`);
    });
    expect(weak).toEqual([]);
    await page.context().close();
  });

  it('in the open menu at 375 px (the dark "Shop sheets" card included) stands 3:1 against block and control', async () => {
    const page = await open('/', { width: 375, height: 812 }, 'reduce');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: /menu/i });
    await menu.waitFor();
    const weak: string[] = [];
    await tabThrough(page, async (stop) => {
      const ring = await measureFocusRing(page);
      if (ring && (ring.changed < ring.perimeter || ring.againstControl < 3)) weak.push(`${stop}: ${JSON.stringify(ring)}`);
    });
    expect(weak).toEqual([]);
    await page.context().close();
  });
});
