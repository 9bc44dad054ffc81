// What the shopper's cart holds and shows (spec §3 Client cart item, Cart): the snapshot the server renders and the
// browser hydrates, the views, and the named actions that show a change at once or apply the shop's answer to it.
// The changes themselves, each an action and the flow that sends it, are the cart store's (cart-store.ts).
import { cast, getSnapshot, types } from 'mobx-state-tree';
import type { Cart } from '../clients/storefront/reshape.ts';
import { CART_FAILED_MESSAGE, QUANTITY_DEBOUNCE_MS } from '../shop-rules/constants.ts';
import { CartApiError } from './cart-api.ts';
import { CartItem, type CartItemInstance, type CartItemSnapshot, type CartItemSnapshotOut } from './cart-item.ts';
import { type LineCounts, lineCounts } from './cart-events.ts';
import { type ConfirmedCart, type DiscountCode, confirmedFromShop, withUnsentQuantities } from './cart-lines.ts';
import type { CatalogStoreInstance } from './catalog-store.ts';
import { rootOf } from './store-root.ts';
import type { UiStoreInstance } from './ui-store.ts';

/** What the cart reaches through the root store (store-root.ts): the success messages, the confirmation, the catalogue. */
export interface CartRoot {
  ui: Pick<UiStoreInstance, 'showSuccess' | 'setOpen'>;
  catalog: Pick<CatalogStoreInstance, 'variantFor' | 'itemFor'>;
}

/** A refused change sent again (Retry): shown again, then sent again. */
export type Retry = () => Promise<boolean>;

/** A typed quantity waiting for a quiet moment; `release(false)` tells its sender a newer one replaced it. */
type HeldQuantity = { quantity: number; timer: ReturnType<typeof setTimeout>; release: (quiet: boolean) => void };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : CART_FAILED_MESSAGE);

/** The item in the draft's slot: the same session and item number. */
export const inSlotOf = (draft: CartItemSnapshot) => (item: CartItemInstance) => item.uid === (draft.uid ?? '') && item.itemNumber === draft.itemNumber;

export const CartState = types
  .model('CartStore', {
    items: types.array(CartItem),
    /** The configured set waiting to be added (spec §4). */
    pendingItem: types.maybeNull(CartItem),
    /** The item the delete confirmation is about; kept until its success message hides. */
    pendingDelete: types.maybeNull(CartItem),
    checkoutUrl: types.maybeNull(types.string),
    discountCodes: types.frozen<DiscountCode[]>([]),
    /** What the shop's discount codes take off, in dollars. */
    discountAmount: 0,
    /** The session id items are tagged with (spec §3 uid). */
    sessionId: '',
    /** The last item number given (spec §3 "running counter"). */
    itemCounter: 0,
    errorMessage: types.maybeNull(types.string),
    promoError: types.maybeNull(types.string),
  })
  .volatile(() => ({
    /** What the shop last confirmed; a refused change returns here. */
    confirmed: null as ConfirmedCart | null,
    /** Calls sent and not answered yet. Every call is numbered so that an older answer never overwrites a newer one. */
    inFlight: 0,
    sentSeq: 0,
    appliedSeq: 0,
    failedChange: null as Retry | null,
    /** Quantities typed and not sent yet (debounced), by line id: shop answers in between must not undo them. */
    unsentQuantities: new Map<string, HeldQuantity>(),
    addSuccessTimer: null as ReturnType<typeof setTimeout> | null,
    /** Quantities by variant as last told to analytics (cart-events.ts): each confirmed change is told once. */
    countedLines: new Map<string, number>() as LineCounts,
  }))
  .views((self) => ({
    get count() {
      return self.items.reduce((sum, item) => sum + item.quantity, 0);
    },
    get total() {
      return self.items.reduce((sum, item) => sum + item.lineTotal, 0);
    },
    /** The total after the shop's discount codes. */
    get amountDue() {
      return Math.max(0, self.items.reduce((sum, item) => sum + item.lineTotal, 0) - self.discountAmount);
    },
    get isEmpty() {
      return self.items.length === 0;
    },
    get isSyncing() {
      return self.inFlight > 0;
    },
    /** The shop has answered every call sent, and at least one (the page's cart load): the lines shown are the shop's. */
    get answered() {
      return self.sentSeq > 0 && self.inFlight === 0;
    },
    get canRetry() {
      return self.failedChange !== null;
    },
    get appliedDiscountCodes(): string[] {
      return self.discountCodes.filter((discount) => discount.applicable).map((discount) => discount.code);
    },
    itemByLineId(lineId: string) {
      return self.items.find((item) => item.lineId === lineId) ?? null;
    },
  }))
  .actions((self) => {
    function show(confirmed: ConfirmedCart) {
      const unsent = (lineId: string | null) => (lineId ? self.unsentQuantities.get(lineId)?.quantity : undefined);
      self.items = cast(withUnsentQuantities(confirmed.items, unsent));
      self.checkoutUrl = confirmed.checkoutUrl;
      self.discountCodes = confirmed.discountCodes;
      self.discountAmount = confirmed.discountAmount;
    }
    function takeItemNumber(): number {
      const highest = Math.max(self.itemCounter, ...self.items.map((item) => item.itemNumber), self.pendingItem?.itemNumber ?? 0);
      self.itemCounter = highest + 1;
      return self.itemCounter;
    }
    /** Mirrors the shop's cart (premium packaging included, a line attribute there), keeping unsent quantities. */
    function applyShopCart(cart: Cart | null) {
      const previous = self.items.map((item) => getSnapshot(item));
      self.confirmed = confirmedFromShop(cart, previous, { sessionId: self.sessionId, nextItemNumber: takeItemNumber });
      show(self.confirmed);
    }
    /** The line's held quantity is being sent now, or is no longer wanted. */
    function forgetQuantity(lineId: string) {
      const held = self.unsentQuantities.get(lineId);
      if (!held) return;
      clearTimeout(held.timer);
      held.release(false);
      self.unsentQuantities.delete(lineId);
    }
    function showRemoved(lineId: string) {
      const index = self.items.findIndex((item) => item.lineId === lineId);
      if (index >= 0) self.items.splice(index, 1);
    }
    return {
      afterCreate() {
        const { checkoutUrl, discountCodes, discountAmount } = self;
        self.confirmed = { items: self.items.map((item) => getSnapshot(item)), checkoutUrl, discountCodes, discountAmount };
        self.countedLines = lineCounts(self.confirmed.items);
      },
      beforeDestroy() {
        for (const { timer } of self.unsentQuantities.values()) clearTimeout(timer);
        if (self.addSuccessTimer) clearTimeout(self.addSuccessTimer);
      },
      applyShopCart,
      takeItemNumber,
      setSessionId(sessionId: string) {
        self.sessionId = sessionId;
      },
      setPendingItem(item: CartItemSnapshot | null) {
        self.pendingItem = item ? CartItem.create(item) : null;
      },
      /** Shows the item in its slot, or appends it. */
      showItem(item: CartItemSnapshot) {
        const index = self.items.findIndex(inSlotOf(item));
        if (index >= 0) self.items.splice(index, 1, item);
        else self.items.push(item);
      },
      /** Shows a line's new quantity; 0 takes the line away. */
      showQuantity(lineId: string, quantity: number) {
        if (quantity === 0) showRemoved(lineId);
        else self.itemByLineId(lineId)?.setQuantity(quantity);
      },
      showPackaging(lineId: string, on: boolean) {
        self.itemByLineId(lineId)?.togglePremiumPackaging(on);
      },
      showRemoved,
      /** Takes away the item in this slot (one the shop has not confirmed has no line id yet). */
      showRemovedFromSlot(item: CartItemSnapshot) {
        const index = self.items.findIndex(inSlotOf(item));
        if (index >= 0) self.items.splice(index, 1);
      },
      /**
       * Holds a line's typed quantity until QUANTITY_DEBOUNCE_MS pass without another: resolves true then, or false
       * as soon as a newer quantity or a delete of the line replaces it.
       */
      holdQuantity(lineId: string, quantity: number): Promise<boolean> {
        forgetQuantity(lineId);
        return new Promise<boolean>((release) => {
          self.unsentQuantities.set(lineId, { quantity, timer: setTimeout(() => release(true), QUANTITY_DEBOUNCE_MS), release });
        });
      },
      forgetQuantity,
      /** Delete asks first: the confirmation opens about this item. */
      requestDelete(item: CartItemInstance) {
        self.pendingDelete = cast(getSnapshot<CartItemSnapshotOut>(item));
        rootOf<CartRoot>(self)?.ui.setOpen('buyDelete', true);
      },
      /** Cancel clears the pending item and closes the confirmation. */
      cancelDelete() {
        self.pendingDelete = null;
        rootOf<CartRoot>(self)?.ui.setOpen('buyDelete', false);
      },
      /** Counts a call as sent and numbers it. */
      beginCall(): number {
        self.inFlight += 1;
        self.sentSeq += 1;
        return self.sentSeq;
      },
      /** The shop confirmed call `seq`; an older answer arriving after a newer one would show a cart that no longer exists. */
      applyAnswer(cart: Cart | null, seq: number) {
        self.inFlight -= 1;
        if (seq < self.appliedSeq) return;
        self.appliedSeq = seq;
        applyShopCart(cart);
      },
      /**
       * The shop refused call `seq`: back to the cart it sent along (a rejected promo code) or the last confirmed one,
       * with the reason beside the promo field, or as the cart's error whose change Retry sends again.
       */
      applyRefusal(error: unknown, seq: number, retry: Retry | 'promo') {
        self.inFlight -= 1;
        if (error instanceof CartApiError && error.cart && seq >= self.appliedSeq) {
          self.appliedSeq = seq;
          applyShopCart(error.cart);
        } else if (self.confirmed) {
          show(self.confirmed);
        }
        if (retry === 'promo') {
          self.promoError = messageOf(error);
        } else {
          self.errorMessage = messageOf(error);
          self.failedChange = retry;
        }
      },
    };
  });
