// Renders blocks to HTML the way the server does, with the page context the blocks read.
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { BlockList } from '../../blocks/BlockList.tsx';
import type { PageBlock } from '../../blocks/cms-types.ts';
import { loadAllBlocks } from '../../blocks/loaded-blocks.ts';

// Pages load their blocks before rendering; these tests render any block, so load them all.
await loadAllBlocks();

export const TEST_MEDIA_BASE = '/media';

export function renderBlocks(blocks: readonly PageBlock[], page = 'test'): string {
  const pageContext = {
    site: { mediaBaseUrl: TEST_MEDIA_BASE, header: null, footer: { acknowledgement: null, legal: [] } },
    urlPathname: `/${page}`,
    urlParsed: { pathname: `/${page}`, search: {} },
  } as unknown as PageContext;
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <BlockList blocks={blocks} page={page} />
    </VikeReactProviderPageContext>,
  );
}
