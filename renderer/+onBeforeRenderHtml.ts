// Before the HTML renders: load the page's blocks and note their client chunks for <link rel="modulepreload">.
import type { PageContextServer } from 'vike/types';
import { loadBlocks } from '../blocks/loaded-blocks.ts';
import { blockNamesOnPage } from './page-blocks.ts';
import { blockChunkUrls } from '../blocks/block-chunk-index.ts';

export async function onBeforeRenderHtml(pageContext: PageContextServer): Promise<void> {
  const names = blockNamesOnPage(pageContext);
  await loadBlocks(names);
  pageContext.blockPreloads = blockChunkUrls(pageContext.blockChunks, names);
}
