import { enableStaticRendering } from 'mobx-react-lite';
import type { PageContextServer } from 'vike/types';
import { createRootStore } from '../models/root-store.ts';
import { getSnapshot } from 'mobx-state-tree';
import { siteChromeFrom } from './site-chrome.ts';

// Observers render once on the server and never subscribe: no leaks across requests.
enableStaticRendering(true);

export function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.storeSnapshot = getSnapshot(createRootStore());
  pageContext.site = siteChromeFrom(pageContext.content, pageContext.mediaBaseUrl);
}
