// UI flags shared across the page (spec §4 "UI flags"): which overlay is open, header scroll direction.
import { type Instance, types } from 'mobx-state-tree';

export const INFO_PANELS = ['size', 'colour', 'depth', 'shipping', 'returns', 'packaging', 'tailored'] as const;
export type InfoPanel = (typeof INFO_PANELS)[number];

export const UiStore = types
  .model('UiStore', {
    menuOpen: false,
    cartOpen: false,
    infoPanel: types.maybeNull(types.enumeration('InfoPanel', [...INFO_PANELS])),
    scrollDirection: types.optional(types.enumeration('ScrollDirection', ['up', 'down']), 'up'),
  })
  .views((self) => ({
    /** Page scroll is locked while the menu or a panel covers the page (spec §2 Navigation menu). */
    get scrollLocked() {
      return self.menuOpen || self.cartOpen || self.infoPanel !== null;
    },
  }))
  .actions((self) => ({
    toggleMenu(open = !self.menuOpen) {
      self.menuOpen = open;
    },
    setCartOpen(open: boolean) {
      self.cartOpen = open;
    },
    openInfoPanel(panel: InfoPanel | null) {
      self.infoPanel = panel;
    },
    setScrollDirection(direction: 'up' | 'down') {
      self.scrollDirection = direction;
    },
  }));

export type UiStoreInstance = Instance<typeof UiStore>;
