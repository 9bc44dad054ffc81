// One line of the shopper's cart as the site shows it (spec §3 "Client cart item"): the shop's line, with its premium
// packaging (a line attribute in the shop), plus what only the site knows (item number, the session that added it).
import { type Instance, type SnapshotIn, type SnapshotOut, types } from 'mobx-state-tree';
import type { CartLine, VariantImage } from '../clients/storefront/reshape.ts';
import { versionOfProduct } from '../shop-rules/size-entries.ts';
import {
  DEFAULT_AVAILABLE_COLOURS,
  DEFAULT_COLOUR,
  DEFAULT_PREMIUM_PACKAGING,
  DEFAULT_QUANTITY,
  DEFAULT_VERSION,
  SHEET_VERSIONS,
  VERSION_LABEL,
  itemContentsText,
  premiumPackagingText,
} from '../shop-rules/constants.ts';
import { formatPrice } from '../shop-rules/price.ts';
import { SIZE_LABEL, isSizeSlug, measurementTablesFor, sizeSlugOf, type MeasurementTable } from '../shop-rules/sizes.ts';

export const CartItem = types
  .model('CartItem', {
    /** The shop's line id; null while the line is on its way to the shop. */
    lineId: types.maybeNull(types.string),
    variantId: types.string,
    /** The variant's title, e.g. 'King / 26-30 cm / White'. */
    title: types.string,
    productTitle: types.optional(types.string, ''),
    /** The session that configured the item (spec §3 "uid"). */
    uid: types.optional(types.string, ''),
    /** Size slug: double, queen, king, super-king. */
    size: types.string,
    /** The variant's picture as the shop answers it (URL, size, alt text). */
    image: types.maybeNull(types.frozen<VariantImage>()),
    depth: types.string,
    version: types.optional(types.enumeration('Version', [...SHEET_VERSIONS]), DEFAULT_VERSION),
    /** Unit price in dollars. */
    price: types.number,
    tables: types.frozen<MeasurementTable[]>([]),
    colour: types.optional(types.string, DEFAULT_COLOUR),
    quantity: types.optional(types.integer, DEFAULT_QUANTITY),
    availableColours: types.optional(types.array(types.string), [...DEFAULT_AVAILABLE_COLOURS]),
    premiumPackaging: types.optional(types.boolean, DEFAULT_PREMIUM_PACKAGING),
    /** The shopper's own mattress from the size finder, '152 × 203 × 32 cm' (a line attribute in the shop); null without it. */
    mattress: types.maybeNull(types.string),
    /** Running counter given when the item is added; 0 until then. */
    itemNumber: types.optional(types.integer, 0),
  })
  .views((self) => ({
    /**
     * Stable while the item lives, also when an edit moves it to another shop line (a new size or depth): the
     * session and item number, or the shop line for an item not numbered yet. Views keyed by it keep their focus.
     */
    get key() {
      return self.itemNumber > 0 ? `${self.uid}#${self.itemNumber}` : (self.lineId ?? `${self.uid}#0`);
    },
    get lineTotal() {
      return self.price * self.quantity;
    },
    get sizeLabel() {
      return isSizeSlug(self.size) ? SIZE_LABEL[self.size] : self.size;
    },
    get versionLabel() {
      return VERSION_LABEL[self.version];
    },
    /** '2 x Classic King' (spec §2 Cart modal). */
    get label() {
      return `${self.quantity} x ${VERSION_LABEL[self.version]} ${isSizeSlug(self.size) ? SIZE_LABEL[self.size] : self.size}`;
    },
    get priceText() {
      return formatPrice(self.price * self.quantity);
    },
    get contentsText() {
      return itemContentsText(self.depth);
    },
    /** 'Yes' or 'No', as the shop's line attribute and the checkout say it. */
    get premiumPackagingText() {
      return premiumPackagingText(self.premiumPackaging);
    },
  }))
  .actions((self) => ({
    setQuantity(quantity: number) {
      self.quantity = quantity;
    },
    togglePremiumPackaging(on = !self.premiumPackaging) {
      self.premiumPackaging = on;
    },
  }));

export type CartItemInstance = Instance<typeof CartItem>;
export type CartItemSnapshot = SnapshotIn<typeof CartItem>;
export type CartItemSnapshotOut = SnapshotOut<typeof CartItem>;

/** Two versions of an item are the same when the shop line and the shopper's choices match. */
export function sameItem(a: CartItemSnapshot, b: CartItemSnapshot): boolean {
  const fields = ['variantId', 'quantity', 'premiumPackaging', 'mattress', 'size', 'depth', 'colour', 'version'] as const;
  const withDefaults = (item: CartItemSnapshot) => ({
    ...item,
    quantity: item.quantity ?? DEFAULT_QUANTITY,
    premiumPackaging: item.premiumPackaging ?? DEFAULT_PREMIUM_PACKAGING,
    mattress: item.mattress ?? null,
    colour: item.colour ?? DEFAULT_COLOUR,
    version: item.version ?? DEFAULT_VERSION,
  });
  const [left, right] = [withDefaults(a), withDefaults(b)];
  return fields.every((field) => left[field] === right[field]);
}

/** The client-only fields a line keeps across shop answers. */
export type ItemKeep = {
  uid: string;
  itemNumber: number;
  availableColours?: readonly string[];
  tables?: readonly MeasurementTable[];
  image?: VariantImage | null;
};

/** A shop cart line as a cart item (its premium packaging is the shop's), keeping what the site alone knows about it. */
export function itemFromShopLine(line: CartLine, keep: ItemKeep): CartItemSnapshot {
  const { variant } = line;
  const size = sizeSlugOf(variant.size) ?? (variant.size ?? '').toLowerCase();
  const colour = (variant.colour ?? DEFAULT_COLOUR).toLowerCase();
  return {
    lineId: line.id,
    variantId: variant.id,
    title: variant.title,
    productTitle: variant.productTitle,
    uid: keep.uid,
    size,
    image: variant.image ?? keep.image ?? null,
    depth: variant.depth ?? '',
    version: versionOfProduct({ handle: variant.productHandle, title: variant.productTitle }),
    price: Number(variant.price.amount),
    tables: isSizeSlug(size) ? measurementTablesFor(size) : [...(keep.tables ?? [])],
    colour,
    quantity: line.quantity,
    availableColours: [...(keep.availableColours ?? [colour])],
    premiumPackaging: line.premiumPackaging,
    mattress: line.mattress,
    itemNumber: keep.itemNumber,
  };
}
