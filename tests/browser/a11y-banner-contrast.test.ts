// Text over the banner photographs (WCAG 1.4.3), which axe cannot measure: each line's colour against the lightest
// pixel of the picture under it, from a screenshot with the text made transparent. Also with the photograph
// swapped for a white one, so the scrim (not a hope about the photo) is what keeps the words readable.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';
import { openHydrated } from './support/open-page.ts';
import { textContrast } from './support/pixels.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const BANNER_TEXTS = [
  '.page-intro--dark .tagline',
  '.page-intro--dark .page-intro__heading',
  '.page-intro--dark .page-intro__sub',
  '.page-cta--light-text .page-cta__heading',
  '.page-cta--light-text .page-cta__sub',
];

const open = (path: string, width: number): Promise<Page> =>
  openHydrated(chromium.browser, path, { viewport: { width, height: 900 }, reducedMotion: 'reduce' });

/** Every banner text on the page, with its contrast; the banner pictures loaded first. */
async function bannerContrasts(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const selector of BANNER_TEXTS) {
    const count = await page.locator(selector).count();
    for (let index = 0; index < count; index += 1) {
      await page
        .locator(selector)
        .nth(index)
        .evaluate((node) =>
          Promise.all(
            [...(node.closest('section')?.querySelectorAll('img') ?? [])].map((image) => {
              image.loading = 'eager';
              return image.complete ? null : new Promise((done) => image.addEventListener('load', done, { once: true }));
            }),
          ),
        );
      const measured = await textContrast(page, selector, index);
      found.push(`${measured.text}: ${measured.ratio >= measured.required ? 'ok' : `${measured.ratio}:1, needs ${measured.required}:1`}`);
    }
  }
  return found;
}

const PAGES = ['/faqs', '/products', '/blog', '/testimonials', '/measure-up'];

describe('text over banner images', () => {
  it.each([375, 1280])('on the banner pages at %i px, every line stands 4.5:1 (3:1 large) against the lightest part of its photograph', async (width) => {
    const page = await open('/', width);
    const results: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      results.push(...(await bannerContrasts(page)).map((result) => `${path} ${result}`));
    }
    expect(results.filter((result) => result.includes('/faqs')).length).toBeGreaterThanOrEqual(3);
    expect(results.filter((result) => !result.endsWith(': ok'))).toEqual([]);
    await page.context().close();
  });

  it.each([375, 1280])('at %i px, with a white photograph in place of each banner picture, every line still stands 4.5:1 (3:1 large)', async (width) => {
    const page = await open('/products', width);
    await page.addStyleTag({
      content:
        '.page-intro__backdrop img, .page-cta__backdrop img { opacity: 0 !important; } .page-intro__backdrop, .page-cta__backdrop { background: #fff !important; }',
    });
    const results = await bannerContrasts(page);
    expect(results.length).toBeGreaterThanOrEqual(4);
    expect(results.filter((result) => !result.endsWith(': ok'))).toEqual([]);
    await page.context().close();
  });
});
