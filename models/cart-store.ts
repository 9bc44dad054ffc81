// The shopper's cart as the site shows it (spec §3 "Client cart item"). Mirrors the shop's cart lines;
// the shop issue adds pending items, replacement by item number and the shop round trips.
import { type Instance, type SnapshotIn, types } from 'mobx-state-tree';

export const CartItem = types
  .model('CartItem', {
    lineId: types.identifier,
    variantId: types.string,
    title: types.string,
    size: types.string,
    depth: types.string,
    version: types.optional(types.enumeration('Version', ['classic', 'premium']), 'classic'),
    colour: types.optional(types.string, 'white'),
    price: types.number,
    quantity: types.optional(types.integer, 1),
    premiumPackaging: types.optional(types.boolean, true),
    itemNumber: types.integer,
  })
  .views((self) => ({
    get lineTotal() {
      return self.price * self.quantity;
    },
  }));

export const CartStore = types
  .model('CartStore', {
    items: types.array(CartItem),
    checkoutUrl: types.maybeNull(types.string),
  })
  .views((self) => ({
    get count() {
      return self.items.reduce((sum, item) => sum + item.quantity, 0);
    },
    get total() {
      return self.items.reduce((sum, item) => sum + item.lineTotal, 0);
    },
    get isEmpty() {
      return self.items.length === 0;
    },
  }));

export type CartItemSnapshot = SnapshotIn<typeof CartItem>;
export type CartStoreInstance = Instance<typeof CartStore>;
