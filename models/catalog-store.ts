// The sheet-set catalogue grouped by size (shop-rules/size-entries.ts), for the purchase flow and cart edits. Set by the
// page that needs it (/buy); other pages leave it empty so their serialised store stays small. While it is the
// static catalogue (the shop could not be reached) the shopper can choose, but ordering waits for the shop.
import { type Instance, types } from 'mobx-state-tree';
import type { Product } from '../clients/storefront/reshape.ts';
import {
  type DepthTile,
  type SizeEntry,
  type SizeItem,
  type SizeVariant,
  type VariantChoice,
  defaultItemFor,
  defaultSizeEntry,
  depthTiles,
  findSizeEntry,
  findVariant,
  groupSizeEntries,
  isSoldOutFor,
  variantsFor,
} from '../shop-rules/size-entries.ts';
import type { SheetVersion } from '../shop-rules/constants.ts';
import type { CatalogSource } from '../shop-rules/static-catalog.ts';

const CATALOG_SOURCES: readonly CatalogSource[] = ['shop', 'static'];

export const CatalogStore = types
  .model('CatalogStore', {
    entries: types.frozen<SizeEntry[]>([]),
    source: types.optional(types.enumeration('CatalogSource', [...CATALOG_SOURCES]), 'shop'),
  })
  .views((self) => ({
    get isLoaded() {
      return self.entries.length > 0;
    },
    /** The static catalogue is shown: adding to the cart and checkout wait until the shop answers again. */
    get orderingPaused() {
      return self.source === 'static';
    },
    get defaultEntry(): SizeEntry | null {
      return defaultSizeEntry(self.entries);
    },
    entry(size: string | null | undefined): SizeEntry | null {
      return findSizeEntry(self.entries, size);
    },
    variantsFor(version: SheetVersion, size: string | null | undefined): SizeVariant[] {
      return variantsFor(self.entries, version, size);
    },
    variantFor(choice: VariantChoice): SizeVariant | null {
      return findVariant(self.entries, choice);
    },
    depthTiles(version: SheetVersion, size: string | null, colour: string): DepthTile[] {
      return depthTiles(self.entries, version, size, colour);
    },
    itemFor(size: string | null | undefined, version: SheetVersion): SizeItem | null {
      const entry = findSizeEntry(self.entries, size);
      return entry ? defaultItemFor(entry, version) : null;
    },
    /** SOLD OUT on a size tile of one version (spec §5). */
    isSoldOut(size: string, version: SheetVersion): boolean {
      const entry = findSizeEntry(self.entries, size);
      return entry ? isSoldOutFor(entry, version) : true;
    },
  }))
  .actions((self) => ({
    setProducts(products: readonly Product[]) {
      self.entries = groupSizeEntries(products);
      self.source = 'shop';
    },
    setEntries(entries: SizeEntry[], source: CatalogSource = 'shop') {
      self.entries = entries;
      self.source = source;
    },
  }));

export type CatalogStoreInstance = Instance<typeof CatalogStore>;
