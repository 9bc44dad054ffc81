// axe-core over every demo page, on a phone (375 px) and a wide screen (1280 px), once hydrated and at rest,
// and no page scrolls sideways down to a 320 px phone: the one list of pages, so a new page is added here. Each
// width's pages open one after another in one browser page, each as a new visitor (support/warm-pages.ts).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanFoldAndStoreArticle } from '../../demo-backends/cms/content/blog/care-guide.ts';
import { chromiumForFile } from './support/chromium.ts';
import { pageForTests, visitAtRest } from './support/warm-pages.ts';

// axe over a whole page is slow on a busy machine.
const AXE_TIMEOUT_MS = 90_000;

const chromium = chromiumForFile();

const PAGES = [
  { name: 'home', path: '/', status: 200 },
  { name: 'how it works', path: '/how-it-works', status: 200 },
  { name: 'measure up', path: '/measure-up', status: 200 },
  { name: 'products', path: '/products', status: 200 },
  { name: 'testimonials', path: '/testimonials', status: 200 },
  { name: 'experts', path: '/experts', status: 200 },
  { name: 'FAQs', path: '/faqs', status: 200 },
  { name: 'blog', path: '/blog', status: 200 },
  { name: 'a blog article', path: `/${cleanFoldAndStoreArticle.attributes.slug}`, status: 200 },
  { name: 'contact', path: '/contact', status: 200 },
  { name: 'terms', path: '/terms', status: 200 },
  { name: 'privacy', path: '/privacy', status: 200 },
  { name: '404', path: '/404', status: 404 },
  { name: 'an unknown path (the 404 page)', path: '/no-such-page', status: 404 },
] as const;

/** How far the page is wider than the screen (0 when nothing sticks out and it cannot scroll sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * axe with its default rules, run in the page itself (axe.run, its "legacy mode"), or, when the page holds a
 * frame of another origin, which only the default mode reaches, by axe.runPartial in each frame and axe.finishRun
 * in a blank page it opens for every run (twice the time).
 */
function axeOn(page: Page): AxeBuilder {
  const origin = new URL(page.url()).origin;
  const otherOrigins = page.frames().some((frame) => frame !== page.mainFrame() && new URL(frame.url()).origin !== origin);
  return new AxeBuilder({ page }).setLegacyMode(!otherOrigins);
}

describe.each([375, 1280])('axe on every demo page at %i px', (width) => {
  const tab = pageForTests(chromium, { viewport: { width, height: 900 } });

  it.each(PAGES)(
    '$name ($path) has no violations',
    async ({ path, status }) => {
      const { page } = tab;
      const response = await visitAtRest(page, path);
      expect(response?.status()).toBe(status);
      const { violations } = await axeOn(page).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
    },
    AXE_TIMEOUT_MS,
  );
});

describe('the narrowest phones (320 px)', () => {
  const tab = pageForTests(chromium, { viewport: { width: 320, height: 640 } });

  it(
    'no demo page scrolls sideways',
    async () => {
      const overflowing: string[] = [];
      for (const { path } of PAGES) {
        await visitAtRest(tab.page, path);
        const overflow = await sidewaysOverflow(tab.page);
        if (overflow !== 0) overflowing.push(`${path}: ${overflow} px too wide`);
      }
      expect(overflowing).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );
});

// Before the scripts run (and for good without JavaScript) the server's markup alone must fit the screen: the
// size tiles once laid themselves out for a carousel that did not exist yet and made /products 1,221 px wide.
const SERVER_MARKUP_PAGES = [...PAGES.map(({ path }) => path), '/buy'];

// One page with JavaScript disabled and one whose scripts never arrive, each taken through the three widths.
const withoutJavaScript = pageForTests(chromium, { javaScriptEnabled: false });
const scriptsHeld = pageForTests(chromium);
beforeAll(async () => {
  // The page's module scripts never arrive: what the shopper sees before they run.
  await scriptsHeld.page.context().route(/\/assets\/.*\.js$/, (route) => route.abort());
});

describe.each([320, 375, 1280])('the server-rendered markup at %i px', (width) => {
  async function overflowingPages(page: Page): Promise<string[]> {
    await page.setViewportSize({ width, height: 800 });
    const overflowing: string[] = [];
    for (const path of SERVER_MARKUP_PAGES) {
      await visitAtRest(page, path, { hydrated: false });
      const overflow = await sidewaysOverflow(page);
      if (overflow !== 0) overflowing.push(`${path}: ${overflow} px too wide`);
    }
    return overflowing;
  }

  it('no page scrolls sideways with JavaScript disabled', { timeout: AXE_TIMEOUT_MS }, async () => {
    expect(await overflowingPages(withoutJavaScript.page)).toEqual([]);
  });

  it('no page scrolls sideways before its scripts run', { timeout: AXE_TIMEOUT_MS }, async () => {
    expect(await overflowingPages(scriptsHeld.page)).toEqual([]);
  });
});
