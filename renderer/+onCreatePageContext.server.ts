import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { getSnapshot } from 'mobx-state-tree';
import type { PageContextServer } from 'vike/types';
import { createRootStore } from '../models/root-store.ts';
import { siteChromeFrom } from '../content/site-chrome.ts';

// Observers render once on the server and never subscribe: no leaks across requests.
enableStaticRendering(true);

export function onCreatePageContext(pageContext: PageContextServer) {
  const store = createRootStore();
  pageContext.store = store;
  pageContext.storeSnapshot = getSnapshot(store);
  pageContext.site = siteChromeFrom(pageContext.content, pageContext.mediaSource);
  // Islands are roots of their own in the browser, so the server renders each as one too: same tree, same ids.
  pageContext.renderIsland = (island, idPrefix) => renderToString(island, { identifierPrefix: idPrefix });
}
