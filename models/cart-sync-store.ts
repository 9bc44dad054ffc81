// The cart's state and its round trips to the shop (spec §3 Cart / Client cart item). The shop's cart is the
// truth for lines, quantities, prices and the checkout URL; this model shows changes at once, sends them through
// the cart API (getEnv), and on failure returns to the last cart the shop confirmed, with a message and Retry.
// The shopper's actions (add, quantity, delete) are in cart-store.ts.
import { cast, getSnapshot, types } from 'mobx-state-tree';
import type { Cart } from '../clients/storefront/reshape.ts';
import { CART_FAILED_MESSAGE, SUCCESS_AFTER_ADD_DELAY_MS, SUCCESS_AFTER_ADD_MS } from '../shop-rules/constants.ts';
import { type CartApi, CartApiError } from './cart-api.ts';
import { CartItem, type CartItemSnapshot, type CartItemSnapshotOut, itemFromShopLine } from './cart-item.ts';
import { shopEnvOf } from './shop-env.ts';
import { siblingStore } from './siblings.ts';
import type { UiStoreInstance } from './ui-store.ts';

export type DiscountCode = { code: string; applicable: boolean };

/** What the shop last confirmed; a failed change returns here. */
type Confirmed = { items: CartItemSnapshotOut[]; checkoutUrl: string | null; discountCodes: DiscountCode[]; discountAmount: number };

/** One round trip to the shop: a local change shown at once, the call, and what follows success. */
export type CartCommand = {
  optimistic?: () => void;
  send: (api: CartApi) => Promise<Cart | null>;
  onConfirmed?: (cart: Cart | null) => void;
  /** A failure shows as the cart's error with Retry (default) or beside the promo-code field. */
  reportTo?: 'cart' | 'promo';
};

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : CART_FAILED_MESSAGE);

export const CartSyncStore = types
  .model('CartSyncStore', {
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
    confirmed: null as Confirmed | null,
    failedCommand: null as CartCommand | null,
    syncing: 0,
    sentSeq: 0,
    appliedSeq: 0,
    /** Quantities typed but not sent yet (debounced), by line id: shop answers in between must not undo them. */
    pendingQuantities: new Map<string, { quantity: number; timer: ReturnType<typeof setTimeout> }>(),
    addSuccessTimer: null as ReturnType<typeof setTimeout> | null,
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
      return self.syncing > 0;
    },
    get canRetry() {
      return self.failedCommand !== null;
    },
    get appliedDiscountCodes(): string[] {
      return self.discountCodes.filter((discount) => discount.applicable).map((discount) => discount.code);
    },
    itemByLineId(lineId: string) {
      return self.items.find((item) => item.lineId === lineId) ?? null;
    },
  }))
  .actions((self) => {
    const ui = () => siblingStore<UiStoreInstance>(self, 'ui');

    function withPendingQuantities(items: CartItemSnapshotOut[]): CartItemSnapshot[] {
      return items.flatMap((item) => {
        const pending = item.lineId ? self.pendingQuantities.get(item.lineId) : undefined;
        if (!pending) return [item];
        return pending.quantity === 0 ? [] : [{ ...item, quantity: pending.quantity }];
      });
    }

    function takeItemNumber(): number {
      const highest = Math.max(self.itemCounter, ...self.items.map((item) => item.itemNumber), self.pendingItem?.itemNumber ?? 0);
      self.itemCounter = highest + 1;
      return self.itemCounter;
    }

    function remember() {
      self.confirmed = {
        items: self.items.map((item) => getSnapshot(item)),
        checkoutUrl: self.checkoutUrl,
        discountCodes: self.discountCodes,
        discountAmount: self.discountAmount,
      };
    }

    /** Mirrors the shop's cart, matching lines to items by line id, then new lines to items still on their way. */
    function applyShopCart(cart: Cart | null) {
      const previous = self.items.map((item) => getSnapshot(item));
      const claimed = new Set<number>();
      const claim = (test: (item: CartItemSnapshotOut) => boolean) => {
        const index = previous.findIndex((item, position) => !claimed.has(position) && test(item));
        if (index < 0) return undefined;
        claimed.add(index);
        return previous[index];
      };
      const fromShop = (cart?.lines ?? []).map((line) => {
        const match = claim((item) => item.lineId === line.id) ?? claim((item) => item.lineId === null && item.variantId === line.variant.id);
        const keep = match
          ? { ...match, itemNumber: match.itemNumber || takeItemNumber() }
          : { uid: self.sessionId, itemNumber: takeItemNumber() };
        return itemFromShopLine(line, keep) as CartItemSnapshotOut;
      });
      fromShop.sort((a, b) => a.itemNumber - b.itemNumber);
      self.items = cast(withPendingQuantities(fromShop));
      self.checkoutUrl = cart?.checkoutUrl ?? null;
      self.discountCodes = cart?.discountCodes ?? [];
      self.discountAmount = cart ? Number(cart.discountTotal.amount) : 0;
      self.confirmed = { items: fromShop, checkoutUrl: self.checkoutUrl, discountCodes: self.discountCodes, discountAmount: self.discountAmount };
    }

    /** Back to the shop's last answer (premium packaging included, a line attribute there), keeping unsent quantities. */
    function rollback() {
      if (!self.confirmed) return;
      self.items = cast(withPendingQuantities(self.confirmed.items));
      self.checkoutUrl = self.confirmed.checkoutUrl;
      self.discountCodes = self.confirmed.discountCodes;
      self.discountAmount = self.confirmed.discountAmount;
    }

    return {
      afterCreate() {
        remember();
      },
      beforeDestroy() {
        for (const { timer } of self.pendingQuantities.values()) clearTimeout(timer);
        if (self.addSuccessTimer) clearTimeout(self.addSuccessTimer);
      },
      applyShopCart,
      /** Runs a change to this store's own state (optimistic updates, follow-ups of a confirmed call). */
      applyLocally(change: () => void) {
        change();
      },
      takeItemNumber,
      setSessionId(sessionId: string) {
        self.sessionId = sessionId;
      },
      setPendingItem(item: CartItemSnapshot | null) {
        self.pendingItem = item ? CartItem.create(item) : null;
      },
      clearPendingItem() {
        self.pendingItem = null;
      },
      beginSync(): number {
        self.syncing += 1;
        self.sentSeq += 1;
        return self.sentSeq;
      },
      confirm(cart: Cart | null, seq: number) {
        self.syncing -= 1;
        // An older answer arriving after a newer one would show a cart that no longer exists.
        if (seq < self.appliedSeq) return;
        self.appliedSeq = seq;
        applyShopCart(cart);
      },
      fail(error: unknown, command: CartCommand, seq: number) {
        self.syncing -= 1;
        if (error instanceof CartApiError && error.cart && seq >= self.appliedSeq) {
          self.appliedSeq = seq;
          applyShopCart(error.cart);
        } else {
          rollback();
        }
        if (command.reportTo === 'promo') {
          self.promoError = messageOf(error);
        } else {
          self.errorMessage = messageOf(error);
          self.failedCommand = command;
        }
      },
      clearError() {
        self.errorMessage = null;
        self.failedCommand = null;
      },
      setPromoError(message: string | null) {
        self.promoError = message;
      },
      /** After an add: the success message appears 1 s later and stays 3 s (spec §4). */
      announceAdded(title: string | null) {
        if (self.addSuccessTimer) clearTimeout(self.addSuccessTimer);
        self.addSuccessTimer = setTimeout(() => {
          ui()?.showSuccess('added', title, SUCCESS_AFTER_ADD_MS);
        }, SUCCESS_AFTER_ADD_DELAY_MS);
      },
      trackQuantity(lineId: string, quantity: number | null, timer: ReturnType<typeof setTimeout> | null) {
        const earlier = self.pendingQuantities.get(lineId);
        if (earlier) clearTimeout(earlier.timer);
        if (quantity === null || timer === null) self.pendingQuantities.delete(lineId);
        else self.pendingQuantities.set(lineId, { quantity, timer });
      },
    };
  })
  .actions((self) => ({
    /** Sends one change to the shop; resolves true when the shop confirmed it. */
    run(command: CartCommand): Promise<boolean> {
      if (command.optimistic) self.applyLocally(command.optimistic);
      const seq = self.beginSync();
      const env = shopEnvOf(self);
      let sent: Promise<Cart | null>;
      try {
        sent = env.trackRequest(command.send(env.cartApi));
      } catch (error) {
        sent = Promise.reject(error);
      }
      return sent.then(
        (cart) => {
          self.confirm(cart, seq);
          if (command.onConfirmed) self.applyLocally(() => command.onConfirmed?.(cart));
          return true;
        },
        (error: unknown) => {
          self.fail(error, command, seq);
          return false;
        },
      );
    },
  }));
