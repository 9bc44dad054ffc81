// Before hydration or a client-side navigation: load the page's blocks so they render without a gap. Hydration
// needs only the interactive ones: the server's markup of the others stays as it is (blocks/BlockList.tsx).
import type { PageContextClient } from 'vike/types';
import { loadBlocks } from '../blocks/loaded-blocks.ts';
import { isInteractiveBlock } from '../blocks/registry.ts';
import { blockNamesOnPage } from './page-blocks.ts';

export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  const names = blockNamesOnPage(pageContext);
  await loadBlocks(pageContext.isHydration ? names.filter(isInteractiveBlock) : names);
}
