// axe over the pages that show the marketing and product blocks (home, experts, how it works, products,
// testimonials), on a phone and a wide screen.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
// axe over a whole page is slow on a busy machine.
const AXE_TIMEOUT_MS = 90_000;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility of the marketing and product pages', () => {
  for (const path of ['/', '/experts', '/how-it-works', '/products', '/testimonials']) {
    for (const width of [375, 1280]) {
      it(
        `axe finds no violations on ${path} at ${width} px`,
        async () => {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          const page = await context.newPage();
          await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
          await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
          const { violations } = await new AxeBuilder({ page }).analyze();
          expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
          await context.close();
        },
        AXE_TIMEOUT_MS,
      );
    }
  }
});
