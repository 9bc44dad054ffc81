// The shopper's changes to the cart's items (spec §4 Cart rules): adding the configured set, a new size or depth,
// quantity (debounced), premium packaging (a line attribute in the shop) and the delete confirmation. These are
// actions of the cart store (cart-store.ts composes them in); they know the cart only as a CartChangesHost.
import { type IMSTArray, cast, getSnapshot } from 'mobx-state-tree';
import {
  DEFAULT_PREMIUM_PACKAGING,
  DEFAULT_QUANTITY,
  DELETE_SUCCESS_MS,
  QUANTITY_MAX,
  SUCCESS_AFTER_ADD_DELAY_MS,
  SUCCESS_AFTER_ADD_MS,
  SUCCESS_AFTER_QUANTITY_MS,
} from '../shop-rules/constants.ts';
import { isStaticVariantId } from '../shop-rules/static-catalog.ts';
import type { CatalogStoreInstance } from './catalog-store.ts';
import { type CartItem, type CartItemInstance, type CartItemSnapshot, type CartItemSnapshotOut, sameItem } from './cart-item.ts';
import { movedItem } from './cart-lines.ts';
import type { CartCommand, CartRequestsInstance } from './cart-requests.ts';
import type { UiStoreInstance } from './ui-store.ts';

/** What the cart reaches through the root store (store-root.ts): the success messages, the confirmation, the catalogue. */
export interface CartRoot {
  ui: Pick<UiStoreInstance, 'showSuccess' | 'setOpen'>;
  catalog: Pick<CatalogStoreInstance, 'variantFor' | 'itemFor'>;
}

/** The cart store as its changes see it. */
export interface CartChangesHost {
  readonly items: IMSTArray<typeof CartItem>;
  pendingItem: CartItemInstance | null;
  pendingDelete: CartItemInstance | null;
  readonly sessionId: string;
  addSuccessTimer: ReturnType<typeof setTimeout> | null;
  readonly requests: Pick<CartRequestsInstance, 'sendQuantityLater' | 'forgetQuantity'>;
  itemByLineId(lineId: string): CartItemInstance | null;
  takeItemNumber(): number;
  applyLocally(change: () => void): void;
  run(command: CartCommand): Promise<boolean>;
}

export function cartChanges(self: CartChangesHost, root: () => CartRoot | null) {
  const showSuccess: UiStoreInstance['showSuccess'] = (...args) => root()?.ui.showSuccess(...args);
  const setDeleteOpen = (open: boolean) => root()?.ui.setOpen('buyDelete', open);
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

  /** After an add: the success message appears 1 s later and stays 3 s (spec §4). */
  function announceAdded(title: string | null) {
    if (self.addSuccessTimer) clearTimeout(self.addSuccessTimer);
    self.addSuccessTimer = setTimeout(() => showSuccess('added', title, SUCCESS_AFTER_ADD_MS), SUCCESS_AFTER_ADD_DELAY_MS);
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
    const onConfirmed = announce ? () => announceAdded(draft.title) : undefined;
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

  const moved = (item: CartItemInstance, size: string, depth: string) => movedItem(getSnapshot(item), root()?.catalog ?? null, size, depth);

  function sendQuantity(lineId: string, quantity: number) {
    self.requests.forgetQuantity(lineId);
    void self.run({
      optimistic: () => {
        if (quantity === 0) removeLine(lineId);
        else self.itemByLineId(lineId)?.setQuantity(quantity);
      },
      send: (api) => (quantity === 0 ? api.remove(lineId) : api.updateQuantity(lineId, quantity)),
      onConfirmed: () => showSuccess('quantity', null, SUCCESS_AFTER_QUANTITY_MS),
    });
  }

  /** Cancel clears the pending item and closes the confirmation. */
  function cancelDelete() {
    self.applyLocally(() => {
      self.pendingDelete = null;
    });
    setDeleteOpen(false);
  }

  return {
    /** Adds the pending item, giving it the next item number unless it already has one (an edit). */
    addPendingItem(): Promise<boolean> {
      if (!self.pendingItem) return Promise.resolve(false);
      // A set from the static catalogue waits for the shop; the flow keeps the choices to add it then.
      if (isStaticVariantId(self.pendingItem.variantId)) {
        self.pendingItem = null;
        return Promise.resolve(false);
      }
      const draft: CartItemSnapshot = { ...getSnapshot<CartItemSnapshotOut>(self.pendingItem) };
      if (!draft.uid) draft.uid = self.sessionId;
      if (!draft.itemNumber) draft.itemNumber = self.takeItemNumber();
      self.pendingItem = null;
      return saveItem(draft, true);
    },
    /** A new size for an item, keeping its depth; refused (false) when that combination is sold out. */
    updateSize(item: CartItemInstance, size: string): Promise<boolean> {
      const draft = moved(item, size, item.depth);
      return draft ? saveItem(draft, false) : Promise.resolve(false);
    },
    /** A new depth for an item; refused (false) when that depth is sold out in its size. */
    updateDepth(item: CartItemInstance, depth: string): Promise<boolean> {
      const draft = moved(item, item.size, depth);
      return draft ? saveItem(draft, false) : Promise.resolve(false);
    },
    /**
     * The size and depth chosen in the summary's editor, applied together on the shopper's say-so; once the shop
     * confirms, 'Successfully updated your cart' names the new variant. Refused (false) when that variant is sold out.
     */
    applySizeAndDepth(item: CartItemInstance, size: string, depth: string): Promise<boolean> {
      const draft = moved(item, size, depth);
      if (!draft) return Promise.resolve(false);
      return saveItem(draft, false).then((ok) => {
        if (ok) showSuccess('quantity', draft.title, SUCCESS_AFTER_QUANTITY_MS);
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
      self.requests.sendQuantityLater(lineId, quantity, () => sendQuantity(lineId, quantity));
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
        onConfirmed: () => showSuccess('quantity', null, SUCCESS_AFTER_QUANTITY_MS),
      });
    },
    /** Delete asks first: the confirmation opens about this item. */
    requestDelete(item: CartItemInstance) {
      self.pendingDelete = cast(getSnapshot<CartItemSnapshotOut>(item));
      setDeleteOpen(true);
    },
    /** Removes the item, closes the confirmation, shows 'Successfully removed item from cart' for 2 s. */
    confirmDelete(): Promise<boolean> {
      const pending = self.pendingDelete;
      setDeleteOpen(false);
      if (!pending) return Promise.resolve(false);
      const { lineId, title } = pending;
      const announce = () => showSuccess('removed', title, DELETE_SUCCESS_MS, cancelDelete);
      if (!lineId) {
        const index = self.items.findIndex((item) => item.uid === pending.uid && item.itemNumber === pending.itemNumber);
        if (index >= 0) self.items.splice(index, 1);
        announce();
        return Promise.resolve(true);
      }
      self.requests.forgetQuantity(lineId);
      return self.run({ optimistic: () => removeLine(lineId), send: (api) => api.remove(lineId), onConfirmed: announce }).then((ok) => {
        if (!ok) cancelDelete();
        return ok;
      });
    },
    cancelDelete,
  };
}
