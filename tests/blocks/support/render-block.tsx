// Renders blocks to HTML the way the server does, with the page context and the per-request store the blocks read.
import { getSnapshot } from 'mobx-state-tree';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { BlockList } from '../../../blocks/BlockList.tsx';
import type { PageBlock } from '../../../content/cms-types.ts';
import { createRootStore, type RootStoreSnapshotIn } from '../../../models/root-store.ts';
import { StoreContext } from '../../../models/store-context.tsx';
import { loadAllBlocks } from '../../../blocks/loaded-blocks.ts';

// Pages load their blocks before rendering; these tests render any block, so load them all.
await loadAllBlocks();

export const TEST_MEDIA_BASE = '/media';
export const TEST_MEDIA_SOURCE = { layout: 'hashed', base: TEST_MEDIA_BASE } as const;

/**
 * `store`: the snapshot the server would render with (e.g. `{ buyFlow: { appVersion: 'old' } }`); `search`: the page
 * address's query; `data`: the page data the blocks read with useData (their server data).
 */
export function renderBlocks(
  blocks: readonly PageBlock[],
  page = 'test',
  { store: snapshot = {}, search = {}, data }: { store?: RootStoreSnapshotIn; search?: Record<string, string>; data?: object } = {},
): string {
  const pageContext = {
    site: { mediaSource: TEST_MEDIA_SOURCE, header: null, footer: { acknowledgement: null, legal: [] } },
    urlPathname: `/${page}`,
    urlParsed: { pathname: `/${page}`, search },
    data,
  } as unknown as PageContext;
  const store = createRootStore(snapshot);
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <StoreContext.Provider value={{ store, snapshot: getSnapshot(store), load: async () => store }}>
        <BlockList blocks={blocks} page={page} />
      </StoreContext.Provider>
    </VikeReactProviderPageContext>,
  );
}
