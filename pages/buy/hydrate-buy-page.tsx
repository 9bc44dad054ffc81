// /buy in the browser, fetched by its entry (+client.ts) once the chunk-load recovery listens: link prefetching
// (spec §9: links out of the flow are full page loads, their documents fetched ahead), then the whole page hydrates
// as one React root, in the tree vike-react renders on the server (the page context, the store wrapper, the frame,
// the flow).
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import { installLinkPrefetch } from '../../renderer/link-prefetch/install-link-prefetch.ts';
import { prefetchDocument } from '../../renderer/link-prefetch/prefetch-document.ts';
import type { ConnectionHints } from '../../renderer/link-prefetch/prefetch-rules.ts';
import Wrapper from '../../renderer/+Wrapper.tsx';
import Layout from './+Layout.ts';
import Page from './+Page.tsx';
import { readBuyPageContext } from './buy-page-context.ts';

/** vike-react renders into this element on the server. */
const ROOT_ID = 'root';

installLinkPrefetch({
  document,
  connection: () => (navigator as Navigator & { connection?: ConnectionHints }).connection,
  currentUrl: () => window.location.href,
  prefetch: (path) => prefetchDocument(document, path),
});

const root = document.getElementById(ROOT_ID);
if (!root) throw new Error(`/buy has no #${ROOT_ID} element to hydrate: the page was not rendered by vike-react`);
hydrateRoot(
  root,
  <StrictMode>
    <VikeReactProviderPageContext pageContext={readBuyPageContext(document) as unknown as PageContext}>
      <Wrapper>
        <Layout>
          <Page />
        </Layout>
      </Wrapper>
    </VikeReactProviderPageContext>
  </StrictMode>,
);
