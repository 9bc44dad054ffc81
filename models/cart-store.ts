// The shopper's cart (spec §3 Client cart item, §4 Cart rules): adding the configured set, editing size, depth
// and quantity (debounced), premium packaging (a line attribute in the shop), the delete confirmation and promo codes. State and shop round
// trips live in cart-sync-store.ts.
import { type Instance, type SnapshotIn, cast, getSnapshot } from 'mobx-state-tree';
import type { SizeVariant } from '../shop-rules/size-entries.ts';
import {
  DEFAULT_PREMIUM_PACKAGING,
  DEFAULT_QUANTITY,
  DELETE_SUCCESS_MS,
  PROMO_CODE_INVALID_MESSAGE,
  QUANTITY_DEBOUNCE_MS,
  QUANTITY_MAX,
  SUCCESS_AFTER_QUANTITY_MS,
} from '../shop-rules/constants.ts';
import { measurementTablesFor, type SizeSlug } from '../shop-rules/sizes.ts';
import { isStaticVariantId } from '../shop-rules/static-catalog.ts';
import type { CatalogStoreInstance } from './catalog-store.ts';
import { type CartItemInstance, type CartItemSnapshot, type CartItemSnapshotOut, sameItem } from './cart-item.ts';
import { CartSyncStore } from './cart-sync-store.ts';
import { siblingStore } from './siblings.ts';
import type { UiStoreInstance } from './ui-store.ts';

export { CartItem, type CartItemSnapshot, type CartItemInstance } from './cart-item.ts';
export type { CartCommand, DiscountCode } from './cart-sync-store.ts';

export const CartStore = CartSyncStore.actions((self) => {
  const ui = () => siblingStore<UiStoreInstance>(self, 'ui');
  const catalog = () => siblingStore<CatalogStoreInstance>(self, 'catalog');
  const sameSlot = (draft: CartItemSnapshot) => (item: CartItemInstance) => item.uid === (draft.uid ?? '') && item.itemNumber === draft.itemNumber;

  /** Replaces the item in the draft's slot (same uid and item number), or appends it. */
  function upsert(draft: CartItemSnapshot) {
    const index = self.items.findIndex(sameSlot(draft));
    if (index >= 0) self.items.splice(index, 1, draft);
    else self.items.push(draft);
  }

  function removeLine(lineId: string) {
    const index = self.items.findIndex((item) => item.lineId === lineId);
    if (index >= 0) self.items.splice(index, 1);
  }

  /**
   * Saves an item into its slot (spec §4): the same item again changes nothing; a differing one replaces it;
   * a new slot appends. A different variant is added before the old line is removed, so a failure never
   * costs the shopper a line they had.
   */
  function saveItem(draft: CartItemSnapshot, announce: boolean): Promise<boolean> {
    const existing = self.items.find(sameSlot(draft));
    if (existing && sameItem(getSnapshot(existing), draft)) return Promise.resolve(true);
    const oldLineId = existing?.lineId ?? null;
    const onConfirmed = announce ? () => self.announceAdded(draft.title) : undefined;
    const quantity = draft.quantity ?? DEFAULT_QUANTITY;
    const premiumPackaging = draft.premiumPackaging ?? DEFAULT_PREMIUM_PACKAGING;
    if (oldLineId && existing?.variantId === draft.variantId) {
      const replacement = { ...draft, lineId: oldLineId };
      if (existing.premiumPackaging !== premiumPackaging) {
        const change = existing.quantity === quantity ? { premiumPackaging } : { premiumPackaging, quantity };
        return self.run({ optimistic: () => upsert(replacement), send: (api) => api.updateLine(oldLineId, change), onConfirmed });
      }
      if (existing.quantity === quantity) {
        self.applyLocally(() => upsert(replacement));
        return Promise.resolve(true);
      }
      return self.run({ optimistic: () => upsert(replacement), send: (api) => api.updateQuantity(oldLineId, quantity), onConfirmed });
    }
    const added = self.run({
      optimistic: () => upsert({ ...draft, lineId: null }),
      send: (api) => api.add([{ variantId: draft.variantId, quantity, premiumPackaging, mattress: draft.mattress ?? null }]),
      onConfirmed,
    });
    if (!oldLineId) return added;
    return added.then((ok) => ok && self.run({ optimistic: () => removeLine(oldLineId), send: (api) => api.remove(oldLineId) }));
  }

  /** The item moved to another variant of the catalogue, or null when that variant cannot be bought (or is only the static catalogue's). */
  function movedTo(item: CartItemInstance, size: SizeSlug | string, depth: string): CartItemSnapshot | null {
    const variant: SizeVariant | null = catalog()?.variantFor({ version: item.version, size, colour: item.colour, depth }) ?? null;
    if (!variant?.availableForSale || isStaticVariantId(variant.id)) return null;
    const sizeItem = catalog()?.itemFor(size, item.version);
    return {
      ...getSnapshot(item),
      variantId: variant.id,
      title: variant.title,
      size,
      depth: variant.depth ?? depth,
      price: Number(variant.price.amount),
      image: variant.image ?? item.image,
      tables: sizeItem?.tables ?? measurementTablesFor(size as SizeSlug),
      availableColours: sizeItem?.availableColours ?? [...item.availableColours],
    };
  }

  function sendQuantity(lineId: string, quantity: number) {
    self.trackQuantity(lineId, null, null);
    void self.run({
      optimistic: () => {
        if (quantity === 0) removeLine(lineId);
        else self.itemByLineId(lineId)?.setQuantity(quantity);
      },
      send: (api) => (quantity === 0 ? api.remove(lineId) : api.updateQuantity(lineId, quantity)),
      onConfirmed: () => ui()?.showSuccess('quantity', null, SUCCESS_AFTER_QUANTITY_MS),
    });
  }

  /** Cancel clears the pending item and closes the confirmation. */
  function cancelDelete() {
    self.applyLocally(() => {
      self.pendingDelete = null;
    });
    ui()?.setOpen('buyDelete', false);
  }

  return {
    /** Adds the pending item, giving it the next item number unless it already has one (an edit). */
    addPendingItem(): Promise<boolean> {
      if (!self.pendingItem) return Promise.resolve(false);
      // A set from the static catalogue waits for the shop; the flow keeps the choices to add it then.
      if (isStaticVariantId(self.pendingItem.variantId)) {
        self.clearPendingItem();
        return Promise.resolve(false);
      }
      const draft: CartItemSnapshot = { ...getSnapshot<CartItemSnapshotOut>(self.pendingItem) };
      if (!draft.uid) draft.uid = self.sessionId;
      if (!draft.itemNumber) draft.itemNumber = self.takeItemNumber();
      self.clearPendingItem();
      return saveItem(draft, true);
    },
    /** A new size for an item, keeping its depth; refused (false) when that combination is sold out. */
    updateSize(item: CartItemInstance, size: string): Promise<boolean> {
      const draft = movedTo(item, size, item.depth);
      return draft ? saveItem(draft, false) : Promise.resolve(false);
    },
    /** A new depth for an item; refused (false) when that depth is sold out in its size. */
    updateDepth(item: CartItemInstance, depth: string): Promise<boolean> {
      const draft = movedTo(item, item.size, depth);
      return draft ? saveItem(draft, false) : Promise.resolve(false);
    },
    /**
     * The size and depth chosen in the summary's editor, applied together on the shopper's say-so; once the shop
     * confirms, 'Successfully updated your cart' names the new variant. Refused (false) when that variant is sold out.
     */
    applySizeAndDepth(item: CartItemInstance, size: string, depth: string): Promise<boolean> {
      const draft = movedTo(item, size, depth);
      if (!draft) return Promise.resolve(false);
      return saveItem(draft, false).then((ok) => {
        if (ok) ui()?.showSuccess('quantity', draft.title, SUCCESS_AFTER_QUANTITY_MS);
        return ok;
      });
    },
    /**
     * Quantity is a whole number up to 30; 0 removes the line (spec §4, §5). Shown at once, sent after 300 ms of
     * quiet, only the last value. Refused (false) for other values and for lines the shop has not confirmed yet.
     */
    updateQuantity(item: CartItemInstance, quantity: number): boolean {
      const lineId = item.lineId;
      if (!lineId || !Number.isInteger(quantity) || quantity < 0 || quantity > QUANTITY_MAX) return false;
      if (quantity === 0) removeLine(lineId);
      else item.setQuantity(quantity);
      self.trackQuantity(lineId, quantity, setTimeout(() => sendQuantity(lineId, quantity), QUANTITY_DEBOUNCE_MS));
      return true;
    },
    /**
     * Premium packaging on or off for a line (spec §4), kept by the shop as a line attribute so it survives reloads.
     * Shown at once; refused (false) for lines the shop has not confirmed yet.
     */
    togglePremiumPackaging(item: CartItemInstance, on = !item.premiumPackaging): Promise<boolean> {
      const lineId = item.lineId;
      if (!lineId) return Promise.resolve(false);
      if (item.premiumPackaging === on) return Promise.resolve(true);
      return self.run({
        optimistic: () => self.itemByLineId(lineId)?.togglePremiumPackaging(on),
        send: (api) => api.updateLine(lineId, { premiumPackaging: on }),
        onConfirmed: () => ui()?.showSuccess('quantity', null, SUCCESS_AFTER_QUANTITY_MS),
      });
    },
    /** Delete asks first: the confirmation opens about this item. */
    requestDelete(item: CartItemInstance) {
      self.pendingDelete = cast(getSnapshot<CartItemSnapshotOut>(item));
      ui()?.setOpen('buyDelete', true);
    },
    /** Removes the item, closes the confirmation, shows 'Successfully removed item from cart' for 2 s. */
    confirmDelete(): Promise<boolean> {
      const pending = self.pendingDelete;
      ui()?.setOpen('buyDelete', false);
      if (!pending) return Promise.resolve(false);
      const { lineId, title } = pending;
      const announce = () => ui()?.showSuccess('removed', title, DELETE_SUCCESS_MS, cancelDelete);
      if (!lineId) {
        const index = self.items.findIndex((item) => item.uid === pending.uid && item.itemNumber === pending.itemNumber);
        if (index >= 0) self.items.splice(index, 1);
        announce();
        return Promise.resolve(true);
      }
      self.trackQuantity(lineId, null, null);
      return self
        .run({ optimistic: () => removeLine(lineId), send: (api) => api.remove(lineId), onConfirmed: announce })
        .then((ok) => {
          if (!ok) cancelDelete();
          return ok;
        });
    },
    cancelDelete,
  };
})
  .actions((self) => ({
    /** Loads the shopper's cart from the shop. */
    load(): Promise<boolean> {
      return self.run({ send: (api) => api.load() });
    },
    /** Runs the change that failed again. */
    retry(): Promise<boolean> {
      const command = self.failedCommand;
      if (!command) return Promise.resolve(false);
      self.clearError();
      return self.run(command);
    },
    applyDiscount(code: string): Promise<boolean> {
      const trimmed = code.trim();
      if (!trimmed) {
        self.setPromoError(PROMO_CODE_INVALID_MESSAGE);
        return Promise.resolve(false);
      }
      self.setPromoError(null);
      return self.run({
        reportTo: 'promo',
        send: (api) => api.applyDiscount(trimmed),
        onConfirmed: (cart) => {
          // Shopify keeps an unknown code on the cart, marked not applicable, rather than refusing it.
          const applied = cart?.discountCodes.some((discount) => discount.applicable && discount.code.toLowerCase() === trimmed.toLowerCase());
          self.promoError = applied ? null : PROMO_CODE_INVALID_MESSAGE;
        },
      });
    },
    removeDiscount(): Promise<boolean> {
      self.setPromoError(null);
      return self.run({ reportTo: 'promo', send: (api) => api.removeDiscount() });
    },
  }));

export type CartStoreInstance = Instance<typeof CartStore>;
export type CartStoreSnapshot = SnapshotIn<typeof CartStore>;
