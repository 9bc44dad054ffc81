// The sheet-set catalogue grouped by size (shop-rules/size-entries.ts), for the purchase flow and cart edits. Set by the
// page that needs it (/buy); other pages leave it empty so their serialised store stays small.
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

export const CatalogStore = types
  .model('CatalogStore', {
    entries: types.frozen<SizeEntry[]>([]),
  })
  .views((self) => ({
    get isLoaded() {
      return self.entries.length > 0;
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
    },
    setEntries(entries: SizeEntry[]) {
      self.entries = entries;
    },
  }));

export type CatalogStoreInstance = Instance<typeof CatalogStore>;
