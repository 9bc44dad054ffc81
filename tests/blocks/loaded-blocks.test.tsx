import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { blockNamesOnPage } from '../../renderer/page-blocks.ts';
import { blockChunkUrls } from '../../blocks/block-chunk-index.ts';
import { productBenefits } from './support/block-fixtures.ts';

// The loaded-block table lives in its module: a fresh copy, whatever other files in this worker loaded before.
vi.resetModules();
const { BlockList } = await import('../../blocks/BlockList.tsx');
const { loadBlocks, loadedBlock } = await import('../../blocks/loaded-blocks.ts');

describe('loading blocks for a page', () => {
  it('loads the named blocks and ignores names without a block', async () => {
    expect(loadedBlock('Faq')).toBeUndefined();
    await loadBlocks(['Faq', 'NoSuchBlock']);
    expect(loadedBlock('Faq')).toBeTypeOf('function');
  });

  it('a block that was not loaded before render is skipped with a logged reason, not a crash', () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => warnings.push(line);
    try {
      expect(renderToStaticMarkup(<BlockList blocks={[productBenefits()]} page="unloaded" />)).toBe('');
    } finally {
      console.warn = warn;
    }
    expect(JSON.parse(warnings[0]!)).toMatchObject({
      event: 'content.block_skipped',
      page: 'unloaded',
      componentName: 'ProductBenefits',
      reason: 'block was not loaded before render',
    });
  });

  it("names a content page's blocks and the 404 page's extra blocks, each once", () => {
    const blocks = [{ componentName: 'Faq' }, { componentName: 'PageIntro' }, { componentName: 'Faq' }];
    expect(blockNamesOnPage({ data: { blocks } })).toEqual(['Faq', 'PageIntro']);
    expect(blockNamesOnPage({ abortReason: { blocks: [{ componentName: 'NotFound' }] } })).toEqual(['NotFound']);
    expect(blockNamesOnPage({ data: { kind: 'buy' } })).toEqual([]);
    // Garbled page data names no blocks; the page decides how to fail.
    expect(blockNamesOnPage({ data: { blocks: 'garbled' }, abortReason: { blocks: [null, { componentName: 7 }] } })).toEqual([]);
  });

  it("lists each block's chunk files once for preloading", () => {
    const index = { Faq: ['/assets/faq.js', '/assets/react.js'], PageIntro: ['/assets/intro.js', '/assets/react.js'] };
    expect(blockChunkUrls(index, ['Faq', 'PageIntro', 'Unknown'])).toEqual(['/assets/faq.js', '/assets/react.js', '/assets/intro.js']);
  });
});
