// The code the island loader fetches with React the first time an island hydrates: the page context islands read,
// the one store all of them share, and the hydration of one island as a root of its own.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageContext } from 'vike/types';
import { IslandFrame } from '../../blocks/islands/IslandFrame.tsx';
import { ISLAND_ID_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../../blocks/islands/island-markup.ts';
import { blockDescriptors, isRegisteredBlock } from '../../blocks/registry.ts';
import { trackRequest } from '../../models/page-progress.ts';
import { createSharedStore, type SharedStore } from '../../models/shared-store.ts';
import { trackShopEvent } from '../analytics/track-shop-event.ts';
import { rememberCartCount, rememberedCartHasItems } from '../cart/cart-presence.ts';
import { rememberedAppVersion } from '../../shop-rules/app-version-memory.ts';
import { chromeIsland } from './chrome-islands.ts';
import type { IslandPageContext } from './island-page-context.ts';
import { readIslandPageContext } from './visit-memory.ts';

export class UnknownIslandError extends Error {
  constructor(name: string) {
    super(`The page names an island "${name}" that neither the site chrome nor the block registry knows`);
  }
}

type PageRuntime = { pageContext: IslandPageContext; store: SharedStore; ready: Promise<unknown> };
let runtime: PageRuntime | undefined;

/**
 * The page context and the shared store, made when the first island hydrates, not when this module is evaluated:
 * the bundler may place this module in a chunk another page (/buy) loads, which has no islands.
 */
function pageRuntime(): PageRuntime {
  if (runtime) return runtime;
  const pageContext = readIslandPageContext(document);
  // The page is shared and rendered with the default version; a V1.0 / V1.1 choice made on /buy this visit is
  // the cookie's, applied to the live store (what the measurements show follows it).
  const version = rememberedAppVersion(document.cookie, pageContext.appVersionCookieName);
  const otherVersion = version !== null && version !== pageContext.storeSnapshot.buyFlow.appVersion ? version : null;
  const store = createSharedStore(pageContext.storeSnapshot, {
    // Cart and form requests drive the page's progress bar; the stores' shop events go with the page's analytics.
    env: { trackRequest, trackEvent: trackShopEvent },
    onCreated: (created) => {
      if (otherVersion) created.buyFlow.startOver(otherVersion);
      void import('mobx').then(({ reaction }) => reaction(() => created.cart.count, rememberCartCount, { fireImmediately: false }));
    },
  });
  // A shopper who has a cart gets the stores at once, so the header count is right (renderer/cart/CartHost.tsx loads
  // it); so does one who chose the other version, and the islands wait for it, so they never show the default first.
  if (rememberedCartHasItems()) void store.load();
  runtime = { pageContext, store, ready: otherVersion ? store.load() : Promise.resolve(null) };
  return runtime;
}

function componentOf(name: string, store: SharedStore): Promise<ComponentType<object>> {
  const chrome = chromeIsland(name);
  if (chrome) {
    chrome.prepare?.(store);
    return chrome.load() as Promise<ComponentType<object>>;
  }
  if (isRegisteredBlock(name)) return blockDescriptors[name].load() as Promise<ComponentType<object>>;
  return Promise.reject(new UnknownIslandError(name));
}

/** Hydrates the island's element; resolves once it has (its effects have run), so held clicks can be replayed. */
export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const { pageContext, store, ready } = pageRuntime();
  const [Component] = await Promise.all([componentOf(island.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '', store), ready]);
  const props = JSON.parse(island.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  await new Promise<void>((hydrated) => {
    hydrateRoot(
      island,
      <IslandFrame pageContext={pageContext as PageContext} store={store} onHydrated={hydrated}>
        <Component {...props} />
      </IslandFrame>,
      { identifierPrefix: island.getAttribute(ISLAND_ID_ATTRIBUTE) ?? undefined },
    );
  });
}
