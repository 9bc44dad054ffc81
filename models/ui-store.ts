// UI flags shared across the page (spec §4 "UI flags"): which overlay is open, the buy success message,
// the loading overlay and the header's scroll direction.
import { when } from 'mobx';
import { type Instance, type SnapshotIn, types } from 'mobx-state-tree';
import { EXIT_REDIRECT_MS, HOME_PATH, SHEET_VERSIONS, VERSION_LABEL } from '../shop-rules/constants.ts';
import { CART_LINES_MAX } from '../content/analytics/event-limits.ts';
import { shopEnvOf } from './shop-env.ts';
import { rootOf } from './store-root.ts';

/** What the UI flags read through the root store (store-root.ts): how many lines the cart shows, once the shop has answered. */
export type UiRoot = { cart: { readonly items: { readonly length: number }; readonly answered: boolean } };

export const INFO_PANELS = ['size', 'colour', 'depth', 'shipping', 'returns', 'packaging', 'tailored'] as const;
export type InfoPanel = (typeof INFO_PANELS)[number];

/** Overlays that are simply open or closed. */
export const OVERLAYS = ['menu', 'cart', 'subscribe', 'soldOut', 'successForm', 'exit', 'buyExit', 'buyDelete', 'loading'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export const SUCCESS_KINDS = ['added', 'quantity', 'removed'] as const;
export type SuccessKind = (typeof SUCCESS_KINDS)[number];

/** The buy success message: what happened and, for a removal, the variant's title. */
export const SuccessMessage = types.model('SuccessMessage', {
  kind: types.enumeration('SuccessKind', [...SUCCESS_KINDS]),
  detail: types.maybeNull(types.string),
});

/**
 * What a sold-out notification is about: the sheets and size of a SOLD OUT size tile, plus the depth and the
 * exact variant when it comes from a SOLD OUT depth tile on /buy step 2.
 */
export const SoldOutItem = types
  .model('SoldOutItem', {
    version: types.enumeration('SheetVersion', [...SHEET_VERSIONS]),
    /** The size's label, 'King'. */
    size: types.string,
    /** The depth tile's label, '36-40 cm'. */
    depth: types.maybeNull(types.string),
    variantId: types.maybeNull(types.string),
  })
  .views((self) => ({
    /** 'Premium King, 36-40 cm': how the modal and the CMS submission name it. */
    get product() {
      return `${VERSION_LABEL[self.version]} ${self.size}${self.depth ? `, ${self.depth}` : ''}`;
    },
  }));
export type SoldOutItemSnapshot = SnapshotIn<typeof SoldOutItem>;

export const UiStore = types
  .model('UiStore', {
    menuOpen: false,
    cartOpen: false,
    infoPanel: types.maybeNull(types.enumeration('InfoPanel', [...INFO_PANELS])),
    subscribeOpen: false,
    soldOutOpen: false,
    /** The item the sold-out modal was last opened for; kept while it closes. */
    soldOutItem: types.maybeNull(SoldOutItem),
    successFormOpen: false,
    exitOpen: false,
    buyExitOpen: false,
    buyDeleteOpen: false,
    loadingOverlay: false,
    successMessage: types.maybeNull(SuccessMessage),
    scrollDirection: types.optional(types.enumeration('ScrollDirection', ['up', 'down']), 'up'),
  })
  .volatile(() => ({
    successTimer: null as ReturnType<typeof setTimeout> | null,
    exitTimer: null as ReturnType<typeof setTimeout> | null,
  }))
  .views((self) => ({
    /** Page scroll is locked while the menu or a panel covers the page (spec §2 Navigation menu). */
    get scrollLocked() {
      return self.menuOpen || self.cartOpen || self.infoPanel !== null;
    },
    get infoModalOpen() {
      return self.infoPanel !== null;
    },
    isOpen(overlay: Overlay): boolean {
      switch (overlay) {
        case 'menu':
          return self.menuOpen;
        case 'cart':
          return self.cartOpen;
        case 'subscribe':
          return self.subscribeOpen;
        case 'soldOut':
          return self.soldOutOpen;
        case 'successForm':
          return self.successFormOpen;
        case 'exit':
          return self.exitOpen;
        case 'buyExit':
          return self.buyExitOpen;
        case 'buyDelete':
          return self.buyDeleteOpen;
        case 'loading':
          return self.loadingOverlay;
      }
    },
  }))
  .actions((self) => {
    function clearSuccessTimer() {
      if (self.successTimer) clearTimeout(self.successTimer);
      self.successTimer = null;
    }
    /** The cart modal, told to analytics as cart_viewed each time it opens, with how many lines it shows. */
    function setCartOpen(open: boolean) {
      if (open && !self.cartOpen) tellCartViewed();
      self.cartOpen = open;
    }
    function tellCartViewed() {
      const cart = rootOf<UiRoot>(self)?.cart;
      const env = shopEnvOf(self);
      const tell = () => env.trackEvent({ name: 'cart_viewed', lines: Math.min(cart?.items.length ?? 0, CART_LINES_MAX) });
      // Opened on a page just loaded, the modal shows the lines once the shop has answered: those are the ones told.
      if (!cart || cart.answered) tell();
      else when(() => cart.answered, tell);
    }
    return {
      setOpen(overlay: Overlay, open: boolean) {
        switch (overlay) {
          case 'menu':
            self.menuOpen = open;
            break;
          case 'cart':
            setCartOpen(open);
            break;
          case 'subscribe':
            self.subscribeOpen = open;
            break;
          case 'soldOut':
            self.soldOutOpen = open;
            break;
          case 'successForm':
            self.successFormOpen = open;
            break;
          case 'exit':
            self.exitOpen = open;
            break;
          case 'buyExit':
            self.buyExitOpen = open;
            break;
          case 'buyDelete':
            self.buyDeleteOpen = open;
            break;
          case 'loading':
            self.loadingOverlay = open;
            break;
        }
      },
      /** The hamburger: toggles, or sets when told (spec §4 "header menu (toggle or set)"). */
      toggleMenu(open = !self.menuOpen) {
        self.menuOpen = open;
      },
      setCartOpen,
      openInfoPanel(panel: InfoPanel | null) {
        self.infoPanel = panel;
      },
      closeInfoPanel() {
        self.infoPanel = null;
      },
      /** 'Notify me' on a SOLD OUT tile: the sold-out notification modal, about that item. */
      openSoldOut(item: SoldOutItemSnapshot) {
        self.soldOutItem = SoldOutItem.create(item);
        self.soldOutOpen = true;
      },
      /** The notification was stored: the sold-out modal gives way to the success modal (spec §2 "Other modals"). */
      soldOutSent() {
        self.soldOutOpen = false;
        self.successFormOpen = true;
      },
      setLoadingOverlay(on: boolean) {
        self.loadingOverlay = on;
      },
      setScrollDirection(direction: 'up' | 'down') {
        self.scrollDirection = direction;
      },
      /** Shows the buy success message for `durationMs`; a newer message replaces an older one and its timer. */
      showSuccess(kind: SuccessKind, detail: string | null, durationMs: number, onHidden?: () => void) {
        clearSuccessTimer();
        self.successMessage = SuccessMessage.create({ kind, detail });
        self.successTimer = setTimeout(() => {
          (self as UiStoreInstance).hideSuccess();
          onHidden?.();
        }, durationMs);
      },
      hideSuccess() {
        clearSuccessTimer();
        self.successMessage = null;
      },
      /** Buy-exit 'Yes': home after EXIT_REDIRECT_MS (spec §4). */
      confirmExit() {
        if (self.exitTimer) return;
        self.exitTimer = setTimeout(() => {
          (self as UiStoreInstance).finishExit();
          shopEnvOf(self).navigate(HOME_PATH);
        }, EXIT_REDIRECT_MS);
      },
      finishExit() {
        self.exitTimer = null;
        self.buyExitOpen = false;
      },
      cancelExit() {
        if (self.exitTimer) clearTimeout(self.exitTimer);
        self.exitTimer = null;
        self.buyExitOpen = false;
      },
      beforeDestroy() {
        clearSuccessTimer();
        if (self.exitTimer) clearTimeout(self.exitTimer);
      },
    };
  });

export type UiStoreInstance = Instance<typeof UiStore>;
