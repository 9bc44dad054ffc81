// What the shopper has chosen in the purchase flow (spec §3 "Purchase flow state", §4): version, size, colour
// and depth, with the rules that keep the choice buyable. Steps and navigation are in buy-flow-store.ts.
import { types } from 'mobx-state-tree';
import type { VariantImage } from '../clients/storefront/reshape.ts';
import { type DepthTile, type SizeEntry, type SizeVariant, depthBandOf, depthLabel, variantNumber } from '../shop-rules/size-entries.ts';
import {
  APP_VERSIONS,
  DEFAULT_APP_VERSION,
  DEFAULT_COLOUR,
  DEFAULT_PREMIUM_PACKAGING,
  DEFAULT_QUANTITY,
  DEFAULT_SIZE_INDEX,
  DEPTH_REQUIRED_MESSAGE,
  NEW_VERSION_ACTIVE_SIZE,
  NEW_VERSION_DEFAULT_TAB,
  OLD_VERSION_ONLY_TAB,
  SHEET_VERSIONS,
  SIZE_REQUIRED_MESSAGE,
  THREAD_COUNT,
  VERSION_LABEL,
  type SheetVersion,
} from '../shop-rules/constants.ts';
import { SIZE_LABEL, type SizeSlug, isSizeSlug, measurementTablesFor } from '../shop-rules/sizes.ts';
import type { CartItemSnapshot } from './cart-item.ts';
import type { CatalogStoreInstance } from './catalog-store.ts';
import { rootOf } from './store-root.ts';
import { mattressFromParam, mattressText } from '../shop-rules/mattress-measurements.ts';

export { APP_VERSIONS, type AppVersion } from '../shop-rules/constants.ts';

/** What the choices reach through the root store (store-root.ts): the catalogue they are made from. */
export type BuySelectionRoot = { catalog: CatalogStoreInstance };

export const BuyFlowFilters = types.model('BuyFlowFilters', {
  size: types.maybeNull(types.string),
  /** Depth band, e.g. '26-30'. */
  depth: types.maybeNull(types.string),
  /** The chosen variant's id: the last path segment of its gid (spec §4). */
  variant: types.maybeNull(types.string),
});

export type SummaryDetail = { image: VariantImage | null; label: string; description: string | null };

const mattressTextOf = (param: string | null) => {
  const mattress = mattressFromParam(param);
  return mattress ? mattressText(mattress) : null;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const BuySelection = types
  .model('BuySelection', {
    appVersion: types.optional(types.enumeration('AppVersion', [...APP_VERSIONS]), DEFAULT_APP_VERSION),
    /** Premium or classic as chosen on step 0; null means the version's default. */
    versionChoice: types.maybeNull(types.enumeration('SheetVersion', [...SHEET_VERSIONS])),
    filters: types.optional(BuyFlowFilters, {}),
    colour: types.optional(types.string, DEFAULT_COLOUR),
    /** The size group shown as the product (preview); the second group by default (spec §4). */
    productIndex: types.optional(types.integer, DEFAULT_SIZE_INDEX),
    sizeError: false,
    depthError: false,
    /** Step 3's premium packaging for the set being built (spec §3, on by default); it goes with the set to the cart. */
    premiumPackaging: types.optional(types.boolean, DEFAULT_PREMIUM_PACKAGING),
    /** The measurements the size finder sent the shopper in with ('152x203x32cm', the /buy address's `mattress=`). */
    mattress: types.maybeNull(types.string),
  })
  .views((self) => ({
    get catalog(): CatalogStoreInstance | null {
      return rootOf<BuySelectionRoot>(self)?.catalog ?? null;
    },
    get sizeEntries(): SizeEntry[] {
      return rootOf<BuySelectionRoot>(self)?.catalog.entries ?? [];
    },
    /** The old version sells classic only (spec §1). */
    get offeredVersions(): SheetVersion[] {
      return self.appVersion === 'old' ? [OLD_VERSION_ONLY_TAB] : [...SHEET_VERSIONS];
    },
    /** 'Please select a mattress size' while the size error shows (spec §5). */
    get sizeErrorMessage(): string | null {
      return self.sizeError ? SIZE_REQUIRED_MESSAGE : null;
    },
    get depthErrorMessage(): string | null {
      return self.depthError ? DEPTH_REQUIRED_MESSAGE : null;
    },
    get chosenVersion(): SheetVersion {
      if (self.appVersion === 'old') return OLD_VERSION_ONLY_TAB;
      return self.versionChoice ?? NEW_VERSION_DEFAULT_TAB;
    },
    /** Product size section defaults (spec §2): new version premium tab and king; old version classic, tabs disabled. */
    get productSizeDefaults(): { tab: SheetVersion; activeSize: string | null; tabsEnabled: boolean } {
      return self.appVersion === 'new'
        ? { tab: NEW_VERSION_DEFAULT_TAB, activeSize: NEW_VERSION_ACTIVE_SIZE, tabsEnabled: true }
        : { tab: OLD_VERSION_ONLY_TAB, activeSize: null, tabsEnabled: false };
    },
  }))
  .views((self) => ({
    get productEntry(): SizeEntry | null {
      return self.sizeEntries[self.productIndex] ?? self.sizeEntries[0] ?? null;
    },
    get selectedEntry(): SizeEntry | null {
      return self.catalog?.entry(self.filters.size) ?? null;
    },
    /** The variants of the chosen size and version (spec §4 "filters variants by size"). */
    get sizeVariants(): SizeVariant[] {
      return self.catalog?.variantsFor(self.chosenVersion, self.filters.size) ?? [];
    },
    get selectedVariant(): SizeVariant | null {
      const id = self.filters.variant;
      if (!id) return null;
      return self.catalog?.variantsFor(self.chosenVersion, self.filters.size).find((variant) => variantNumber(variant.id) === id) ?? null;
    },
    get depthTiles(): DepthTile[] {
      return self.catalog?.depthTiles(self.chosenVersion, self.filters.size, self.colour) ?? [];
    },
    get availableColours(): string[] {
      const size = self.filters.size ?? self.sizeEntries[self.productIndex]?.slug;
      return self.catalog?.itemFor(size, self.chosenVersion)?.availableColours ?? [DEFAULT_COLOUR];
    },
    isSizeSoldOut(size: string): boolean {
      return self.catalog?.isSoldOut(size, self.chosenVersion) ?? false;
    },
  }))
  .views((self) => ({
    /** The image of the chosen variant, else of the product shown (spec §4 "updates the preview image"). */
    get previewImage(): VariantImage | null {
      const entry = self.selectedEntry ?? self.productEntry;
      if (self.selectedVariant?.image) return self.selectedVariant.image;
      return entry ? (self.catalog?.itemFor(entry.slug, self.chosenVersion)?.image ?? null) : null;
    },
  }))
  .views((self) => ({
    /** The chosen set as a cart line (spec §3 "Client cart item"), for the shopper's session. */
    cartItemFor(variant: SizeVariant, size: string, uid: string): CartItemSnapshot {
      const version = self.chosenVersion;
      const item = self.catalog?.itemFor(size, version);
      return {
        variantId: variant.id,
        title: variant.title,
        uid,
        size,
        image: variant.image ?? item?.image ?? null,
        depth: variant.depth ?? '',
        version,
        price: Number(variant.price.amount),
        tables: item?.tables ?? measurementTablesFor(size as SizeSlug),
        colour: self.colour,
        quantity: DEFAULT_QUANTITY,
        availableColours: item?.availableColours ?? [self.colour],
        premiumPackaging: self.premiumPackaging,
        mattress: mattressTextOf(self.mattress),
      };
    },
    /** The finder's measurements as the cart line carries them, '152 × 203 × 32 cm'; null without the finder. */
    get mattressText(): string | null {
      return mattressTextOf(self.mattress);
    },
    /** The chosen set, tile by tile, for the summary (spec §3 detailsList). */
    get detailsList(): SummaryDetail[] {
      const version = self.chosenVersion;
      const { size, depth } = self.filters;
      const band = depthBandOf(depth);
      return [
        { image: self.previewImage, label: 'Product', description: `${VERSION_LABEL[version]}, ${THREAD_COUNT[version]} thread count` },
        { image: null, label: 'Size', description: size && isSizeSlug(size) ? SIZE_LABEL[size] : size },
        { image: null, label: 'Colour', description: capitalise(self.colour) },
        { image: null, label: 'Depth', description: band ? depthLabel(band) : depth },
      ];
    },
  }))
  .actions((self) => {
    /** Keeps a chosen depth only while it is still buyable with the other choices; otherwise it is cleared. */
    function recheckDepth() {
      const { size, depth } = self.filters;
      if (!size || !depth) return;
      const variant = self.catalog?.variantFor({ version: self.chosenVersion, size, colour: self.colour, depth });
      if (variant?.availableForSale) {
        self.filters.variant = variantNumber(variant.id);
      } else {
        self.filters.depth = null;
        self.filters.variant = null;
      }
    }
    /** Clears the depth and the size error, shows the size as the product; a size sold out in this version is refused. */
    function chooseSize(size: string): boolean {
      const known = self.catalog?.isLoaded ? self.catalog.entry(size) !== null : isSizeSlug(size);
      if (!known || self.isSizeSoldOut(size)) return false;
      self.filters.size = size;
      self.filters.depth = null;
      self.filters.variant = null;
      self.sizeError = false;
      const index = self.sizeEntries.findIndex((entry) => entry.slug === size);
      if (index >= 0) self.productIndex = index;
      return true;
    }
    return {
      /** Step 0's product chooser; the old version offers classic only. */
      chooseVersion(version: SheetVersion): boolean {
        if (!self.offeredVersions.includes(version)) return false;
        self.versionChoice = version;
        recheckDepth();
        return true;
      },
      chooseSize,
      chooseColour(colour: string): boolean {
        const key = colour.trim().toLowerCase();
        if (!key) return false;
        self.colour = key;
        recheckDepth();
        return true;
      },
      /** Applies only when the matching variant is available for sale; stores the variant id (spec §4). */
      chooseDepth(depth: string): boolean {
        const size = self.filters.size;
        const band = depthBandOf(depth);
        if (!size || !band) return false;
        const variant = self.catalog?.variantFor({ version: self.chosenVersion, size, colour: self.colour, depth: band });
        if (!variant?.availableForSale) return false;
        self.filters.depth = band;
        self.filters.variant = variantNumber(variant.id);
        self.depthError = false;
        return true;
      },
      /**
       * The choice a version starts with (spec §2): the new version opens with king chosen, so a shopper who accepts
       * the defaults goes straight on; the old version starts with none (only the preview shows the second group).
       */
      chooseStartingSize() {
        if (self.appVersion === 'new' && !self.filters.size) chooseSize(NEW_VERSION_ACTIVE_SIZE);
      },
      /** Keeps the finder's measurements for the set being built; anything unreadable is dropped. */
      carryMattress(param: string | null) {
        self.mattress = mattressFromParam(param) ? param : null;
      },
      clearSelection() {
        self.mattress = null;
        self.filters.size = null;
        self.filters.depth = null;
        self.filters.variant = null;
        self.sizeError = false;
        self.depthError = false;
      },
      clearDepth() {
        self.filters.depth = null;
        self.filters.variant = null;
      },
      choosePremiumPackaging(on: boolean) {
        self.premiumPackaging = on;
      },
    };
  });
