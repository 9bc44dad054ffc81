// Before hydration or a client-side navigation: load the page's blocks so they render without a gap.
import type { PageContextClient } from 'vike/types';
import { loadBlocks } from '../blocks/loaded-blocks.ts';
import { blockNamesOnPage } from './page-blocks.ts';

export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  await loadBlocks(blockNamesOnPage(pageContext));
}
