// axe-core over every demo page, on a phone (375 px) and a wide screen (1280 px), once hydrated and with
// the store and cart loaded: the one list of pages, so a new page is added here.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { cleanFoldAndStoreArticle } from '../../demo-backends/cms/content/blog/care-guide.ts';
import { useChromium } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
// axe over a whole page is slow on a busy machine.
const AXE_TIMEOUT_MS = 90_000;

const chromium = useChromium();

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

describe.each([375, 1280])('axe on every demo page at %i px', (width) => {
  it.each(PAGES)(
    '$name ($path) has no violations',
    async ({ path, status }) => {
      const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(status);
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    },
    AXE_TIMEOUT_MS,
  );
});
