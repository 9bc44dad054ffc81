// The parts of the site chrome that respond in the browser, each an island (blocks/islands/Island.tsx): its name,
// when it hydrates, and its code, imported only when it does. Everything else in the header, footer and frame is
// markup. Block islands are declared by their descriptors instead (blocks/{Name}/{Name}.block.ts, `island`).
import type { ComponentType } from 'react';
import type { HydrateWhen } from '../../blocks/islands/island-markup.ts';
import type { SharedStore } from '../../models/shared-store.ts';

type ChromeIsland = {
  when: HydrateWhen;
  load: () => Promise<ComponentType<never>>;
  /** Started alongside its hydration, for what the replayed first tap will need at once (the store, a panel's code). */
  prepare?: (store: SharedStore) => void;
};

export const CHROME_ISLANDS = {
  'menu-button': {
    when: 'on-interaction',
    load: () => import('../header/MenuButton.tsx').then((module) => module.MenuButton),
    prepare: (store) => {
      void store.load();
      void import('../navigation/NavigationMenuHost.tsx').then((module) => module.preloadNavigationMenu());
    },
  },
  'cart-button': {
    when: 'on-interaction',
    load: () => import('../header/CartButton.tsx').then((module) => module.CartButton),
    prepare: (store) => void store.load(),
  },
  'footer-subscribe': { when: 'on-interaction', load: () => import('../footer/FooterSubscribe.tsx').then((module) => module.FooterSubscribe) },
  'draft-preview-bar': { when: 'on-interaction', load: () => import('../preview/DraftPreviewBar.tsx').then((module) => module.DraftPreviewBar) },
  // Hosts that draw nothing until the shared store opens them: they come with the first island that brings React.
  'site-navigation': { when: 'with-react', load: () => import('../navigation/SiteNavigation.tsx').then((module) => module.SiteNavigation) },
  'subscribe-modal': { when: 'with-react', load: () => import('../navigation/SubscribeModalHost.tsx').then((module) => module.SubscribeModalHost) },
  'cart-host': { when: 'with-react', load: () => import('../cart/CartHost.tsx').then((module) => module.CartHost) },
  'sold-out-modal': { when: 'with-react', load: () => import('../sold-out/SoldOutModalHost.tsx').then((module) => module.SoldOutModalHost) },
  'progress-bar': { when: 'with-react', load: () => import('../progress/ProgressBar.tsx').then((module) => module.ProgressBar) },
  'loading-overlay': { when: 'with-react', load: () => import('../progress/LoadingOverlayHost.tsx').then((module) => module.LoadingOverlayHost) },
} satisfies Record<string, ChromeIsland>;

export type ChromeIslandName = keyof typeof CHROME_ISLANDS;

export function chromeIsland(name: string): ChromeIsland | undefined {
  return Object.hasOwn(CHROME_ISLANDS, name) ? (CHROME_ISLANDS as Record<string, ChromeIsland>)[name] : undefined;
}
