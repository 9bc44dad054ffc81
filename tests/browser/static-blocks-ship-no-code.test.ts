// A block is markup unless its descriptor names an island (blocks/block-descriptor.ts): such a block costs the
// shopper no JavaScript. Each content page is loaded and scrolled to its end, as a shopper reading it would, and
// the scripts the browser fetched are compared with the built client's files of each block (block-chunks.json).
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readBlockChunkIndex } from '../../blocks/block-chunk-index.ts';
import { islandRuleOf, isRegisteredBlock } from '../../blocks/registry.ts';
import { DELETE_CONFIRM_QUESTION, EMPTY_CART_HEADING } from '../../shop-rules/constants.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
const blockChunks = readBlockChunkIndex(resolve('dist/client'));
/** The file holding a block's own component: the first of its files in the index. */
const ownChunkOf = (name: string) => blockChunks[name]?.[0];

/** Loads the page, scrolls through it and waits for the network: every script it fetched meanwhile. */
async function scriptsOfAReadThrough(path: string): Promise<{ page: Page; scripts: string[] }> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((next) => setTimeout(next, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}

/** The block kinds the page shows as markup, and those it shows as islands. */
const blocksOn = (page: Page) =>
  page.evaluate(() => ({
    markup: [...document.querySelectorAll<HTMLElement>('main [data-block]')].map((element) => element.dataset.block ?? ''),
    islands: [...document.querySelectorAll<HTMLElement>('main [data-island]')].map((element) => element.dataset.island ?? ''),
  }));

const CONTENT_PAGES = ['/', '/faqs', '/products', '/measure-up', '/contact', '/privacy', '/why-deep-mattresses-need-tailored-sheets'];

describe('blocks whose descriptor names no island', () => {
  it('the build knows every block’s files (the index this test reads)', () => {
    expect(Object.keys(blockChunks).length).toBeGreaterThan(20);
  });

  it.each(CONTENT_PAGES)('%s: a static block is markup only and its code is never fetched, read to the end', async (path) => {
    const { page, scripts } = await scriptsOfAReadThrough(path);
    const { markup, islands } = await blocksOn(page);
    expect(markup.length + islands.length).toBeGreaterThan(0);
    // What the page shows as markup is what the descriptors call static, and the other way round.
    expect(markup.filter((name) => islandRuleOf(name) !== false)).toEqual([]);
    expect(islands.filter((name) => isRegisteredBlock(name) && islandRuleOf(name) === false)).toEqual([]);
    const fetchedStatic = markup.filter((name) => scripts.includes(ownChunkOf(name) ?? '\0'));
    expect(fetchedStatic).toEqual([]);
    await page.context().close();
  });

  it('a page of static blocks only (/privacy) fetches no block’s code and no React before the shopper does anything', async () => {
    const { page, scripts } = await scriptsOfAReadThrough('/privacy');
    const { markup, islands } = await blocksOn(page);
    expect(markup.length).toBeGreaterThan(0);
    expect(islands.filter(isRegisteredBlock)).toEqual([]);
    const anyBlockChunk = new Set(Object.keys(blockChunks).map(ownChunkOf));
    expect(scripts.filter((script) => anyBlockChunk.has(script))).toEqual([]);
    // The island loader alone: its entry and what it imports, not React (whose errors point at react.dev).
    const sources = await Promise.all(scripts.map(async (script) => (await fetch(`${baseUrl}${script}`)).text()));
    expect(scripts.filter((_, index) => sources[index]!.includes('react.dev/errors'))).toEqual([]);
    // Nor the shop's words and timers (shop-rules/constants.ts), which only the islands read: a module goes whole
    // into one file, so one constant imported by the loader's code would bring them all.
    const carryingShopWords = scripts.filter((_, index) => [DELETE_CONFIRM_QUESTION, EMPTY_CART_HEADING].some((words) => sources[index]!.includes(words)));
    expect(carryingShopWords).toEqual([]);
    await page.context().close();
  });
});
