// The testimonials block in a real browser: the Swiper carousel on phones, the scrolling strip on wide
// screens, and Swiper staying out of every page's first load.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { homePage } from '../../demo-backends/cms/content/pages/home.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const reviews = homePage.attributes.pageContent.find((block) => block.componentName === 'Testimonials')!;
const activeNames = 'testimonials' in reviews ? reviews.testimonials.filter((t) => t.isActive).map((t) => t.name) : [];

async function open(path: string, width: number): Promise<{ page: Page; scripts: string[]; problems: string[] }> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    // Module preloads of dynamic imports are not always typed 'script', so go by the file.
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return { page, scripts, problems };
}

const activeReview = (page: Page) => page.locator('.testimonial-carousel .swiper-slide-active .testimonial-card__name').textContent();

describe('testimonials on a phone (375 px)', () => {
  it('shows every active review in a Swiper carousel, and Next moves to another review', async () => {
    const { page, problems } = await open('/', 375);
    const carousel = page.getByRole('region', { name: 'Slept on and loved: all reviews' });
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForSelector('.testimonial-carousel__viewport.swiper-initialized');
    expect(await page.locator('.testimonials__strip').isVisible()).toBe(false);
    expect(await carousel.locator('.testimonial-card__name').allTextContents()).toEqual(activeNames);
    expect(await activeReview(page)).toBe(activeNames[0]);

    await carousel.getByRole('button', { name: 'Next review' }).click();
    await expect.poll(() => activeReview(page)).toBe(activeNames[1]);
    expect(await carousel.locator('.testimonial-carousel__count').textContent()).toBe(`02 / ${String(activeNames.length).padStart(2, '0')}`);

    await carousel.getByRole('button', { name: 'Previous review' }).click();
    await expect.poll(() => activeReview(page)).toBe(activeNames[0]);
    expect(await carousel.getByRole('button', { name: 'Previous review' }).getAttribute('aria-disabled')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('moves to another review on a swipe', async () => {
    const { page } = await open('/', 375);
    const viewport = page.locator('.testimonial-carousel__viewport');
    await viewport.scrollIntoViewIfNeeded();
    await page.waitForSelector('.testimonial-carousel__viewport.swiper-initialized');
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y);
    await page.mouse.up();
    await expect.poll(() => activeReview(page)).toBe(activeNames[1]);
    await page.context().close();
  });
});

describe('testimonials on a wide screen (1280 px)', () => {
  it('shows the first 5 reviews in a strip that scrolls from the keyboard, without loading Swiper', async () => {
    const { page, problems } = await open('/', 1280);
    const strip = page.getByRole('region', { name: 'Slept on and loved: latest reviews' });
    await strip.scrollIntoViewIfNeeded();
    expect(await strip.locator('.testimonial-card__name').allTextContents()).toEqual(activeNames.slice(0, 5));
    expect(await page.locator('.testimonial-carousel').isVisible()).toBe(false);

    expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    expect(await page.locator('#swiper-styles').count()).toBe(0);
    expect(await page.locator('.swiper-initialized').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('Swiper loading', () => {
  it('comes only with the testimonials carousel, never in a page’s first load', async () => {
    const phoneHome = await open('/', 375);
    // First load = what the server's HTML asks for (the live DOM later gains preload links for lazy chunks).
    const serverHtml = await (await fetch(`${baseUrl}/`)).text();
    const firstLoad = new Set(serverHtml.match(/\/assets\/[^"]+\.js/g) ?? []);
    await phoneHome.page.locator('.testimonial-carousel').scrollIntoViewIfNeeded();
    await phoneHome.page.waitForSelector('.testimonial-carousel__viewport.swiper-initialized');
    // Other chunks also arrive after first load (the store, on idle); the carousel's are the ones holding Swiper (its option names survive minification).
    const lateScripts = phoneHome.scripts.filter((script) => !firstLoad.has(script));
    const bodies = await Promise.all(lateScripts.map(async (script) => (await fetch(`${baseUrl}${script}`)).text()));
    const lazyScripts = lateScripts.filter((_, index) => /containerModifierClass/.test(bodies[index]!));
    expect(lazyScripts.length).toBeGreaterThan(0);
    expect([...firstLoad].some((script) => lazyScripts.includes(script))).toBe(false);
    await phoneHome.page.context().close();

    // A content page without testimonials never asks for those scripts, even on a phone.
    const other = await open('/how-it-works', 375);
    expect(other.scripts.filter((script) => lazyScripts.includes(script))).toEqual([]);
    await other.page.context().close();
  });
});
