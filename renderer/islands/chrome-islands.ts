// The parts of the site chrome that respond in the browser, each an island (blocks/islands/Island.tsx): its name,
// when it hydrates, and its code, imported only when it does. Everything else in the header, footer and frame is
// markup. Block islands are declared by their descriptors instead (blocks/{Name}/{Name}.block.ts).
import type { ComponentType } from 'react';
import type { HydrateWhen } from '../../blocks/islands/island-markup.ts';
import type { SharedStore } from '../../models/shared-store.ts';

type ChromeIsland = {
  when: HydrateWhen;
  load: () => Promise<ComponentType>;
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
  'site-navigation': { when: 'with-react', load: () => import('../navigation/SiteNavigation.tsx').then((module) => module.SiteNavigation) },
} satisfies Record<string, ChromeIsland>;

export type ChromeIslandName = keyof typeof CHROME_ISLANDS;

export function chromeIsland(name: string): ChromeIsland | undefined {
  return Object.hasOwn(CHROME_ISLANDS, name) ? (CHROME_ISLANDS as Record<string, ChromeIsland>)[name] : undefined;
}
