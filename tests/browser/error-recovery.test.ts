// Spec §8 error catalogue in the browser: a chunk that fails to load reloads the page once and, within 60 s,
// never again (the error is shown instead). The error page is HTML from the server (its nested fallback is the
// server's too, tests/server/rendering/nested-error-page.test.ts), never rendered in the browser.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CHUNK_ERROR_ELEMENT_ID } from '../../renderer/chunk-reload/install-chunk-reload.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

/** How many times the page itself was fetched (a reload fetches it again); counted as requested, unlike 'load'. */
function countPageFetches(page: Page): () => number {
  let fetches = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) fetches += 1;
  });
  return () => fetches;
}

async function hydrated(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

/** The script files the cart modal brings when it first opens (it is loaded lazily, on demand). */
async function cartModalChunks(): Promise<string[]> {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await hydrated(page, '/faqs');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  await page.locator('.header-item--cart').click();
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
  await context.close();
  return requested;
}

describe('a chunk that fails to load', () => {
  // Two browser contexts and three page loads, the cart's island hydrating in each: more than 30 s on a busy machine.
  it('reloads the page exactly once; the next failure within 60 s shows the error instead', async () => {
    const chunks = await cartModalChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await context.route(
      (url) => chunks.includes(url.href),
      (route) => route.abort('failed'),
    );
    const loads = countPageFetches(page);
    await hydrated(page, '/faqs');
    expect(loads()).toBe(1);

    await page.locator('.header-item--cart').click();
    await expect.poll(loads).toBe(2);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });

    await page.locator('.header-item--cart').click();
    const alert = page.locator(`#${CHUNK_ERROR_ELEMENT_ID}`);
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Failed to fetch dynamically imported module');
    expect(await alert.getAttribute('role')).toBe('alert');
    // The page stays: no second reload, and its content is still there.
    await page.waitForTimeout(1000);
    expect(loads()).toBe(2);
    expect(await page.locator('main h1, main h2').first().isVisible()).toBe(true);
    await context.close();
  }, 60_000);

  it('a page whose own code cannot be fetched (the flow its entry imports once the recovery listens) reloads once, then shows the error', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    // /buy's entry and what it imports statically (the recovery itself) arrive; every other script of the flow is gone.
    const entry = (await (await fetch(`${baseUrl}/buy`)).text()).match(/import\("(\/assets\/entries\/pages_buy_client\.[^"]+\.js)"\)/)?.[1];
    expect(entry).toBeDefined();
    const entryCode = await (await fetch(`${baseUrl}${entry}`)).text();
    const startFiles = [...entryCode.matchAll(/from"\.\.\/chunks\/([^"]+)"/g)].map((match) => match[1]!);
    expect(entryCode).toMatch(/import\(/);
    await context.route(/\/assets\/chunks\/[^/]+\.js$/, (route) =>
      startFiles.some((file) => route.request().url().endsWith(`/${file}`)) ? route.continue() : route.abort('failed'),
    );
    const loads = countPageFetches(page);
    await page.goto(`${baseUrl}/buy`);
    const alert = page.locator(`#${CHUNK_ERROR_ELEMENT_ID}`);
    await alert.waitFor();
    expect(loads()).toBe(2);
    // No third try.
    await page.waitForTimeout(1000);
    expect(loads()).toBe(2);
    expect(await alert.getAttribute('role')).toBe('alert');
    // The server-rendered page is still there to read.
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('the error page', () => {
  it('comes from the server as a document of its own, even from the client-routed flow: nothing is drawn in the browser to fail', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && new URL(response.url()).pathname === '/no-such-page') statuses.push(response.status());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await hydrated(page, '/buy');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/no-such-page';
      link.textContent = 'A page that does not exist';
      document.querySelector('main')!.append(link);
    });
    await page.getByRole('link', { name: 'A page that does not exist' }).click();
    await page.waitForURL('**/no-such-page');
    await expect.poll(() => statuses).toEqual([404]);
    expect(await page.locator('.not-found__code').textContent()).toBe('404');
    expect(await page.locator('h1').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
