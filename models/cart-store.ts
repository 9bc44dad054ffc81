// The shopper's cart (spec §3 Client cart item, §4 Cart rules). The shop's cart is the truth for lines, quantities,
// prices and the checkout URL; this store shows changes at once and, when the shop refuses one, returns to the cart
// the shop last confirmed, with a message and Retry. It is composed of parts named by role: the calls to the shop
// (CartRequests, cart-requests.ts), how shop answers become lines (cart-lines.ts) and the shopper's changes to
// items (cart-changes.ts); promo codes, loading and Retry are here.
import { type Instance, type SnapshotIn, cast, getSnapshot, types } from 'mobx-state-tree';
import type { Cart } from '../clients/storefront/reshape.ts';
import { PROMO_CODE_INVALID_MESSAGE } from '../shop-rules/constants.ts';
import { type CartRoot, cartChanges } from './cart-changes.ts';
import { CartItem, type CartItemSnapshot } from './cart-item.ts';
import { type ConfirmedCart, type DiscountCode, confirmedFromShop, withUnsentQuantities } from './cart-lines.ts';
import { type CartCommand, CartRequests, type FailureReport } from './cart-requests.ts';
import { shopEnvOf } from './shop-env.ts';
import { rootOf } from './store-root.ts';

export { CartItem, type CartItemSnapshot, type CartItemInstance } from './cart-item.ts';
export type { CartRoot } from './cart-changes.ts';
export type { DiscountCode } from './cart-lines.ts';
export type { CartCommand } from './cart-requests.ts';

export const CartStore = types
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
    /** The calls to the shop: in flight, the one that failed, quantities waiting to be sent. Not in the snapshot. */
    requests: CartRequests.create(),
    confirmed: null as ConfirmedCart | null,
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
      return self.requests.isSyncing;
    },
    get canRetry() {
      return self.requests.failedCommand !== null;
    },
    get appliedDiscountCodes(): string[] {
      return self.discountCodes.filter((discount) => discount.applicable).map((discount) => discount.code);
    },
    itemByLineId(lineId: string) {
      return self.items.find((item) => item.lineId === lineId) ?? null;
    },
  }))
  .actions((self) => {
    function takeItemNumber(): number {
      const highest = Math.max(self.itemCounter, ...self.items.map((item) => item.itemNumber), self.pendingItem?.itemNumber ?? 0);
      self.itemCounter = highest + 1;
      return self.itemCounter;
    }
    function show(confirmed: ConfirmedCart) {
      self.items = cast(withUnsentQuantities(confirmed.items, self.requests.unsentQuantity));
      self.checkoutUrl = confirmed.checkoutUrl;
      self.discountCodes = confirmed.discountCodes;
      self.discountAmount = confirmed.discountAmount;
    }
    return {
      afterCreate() {
        const { checkoutUrl, discountCodes, discountAmount } = self;
        self.confirmed = { items: self.items.map((item) => getSnapshot(item)), checkoutUrl, discountCodes, discountAmount };
      },
      beforeDestroy() {
        self.requests.dispose();
        if (self.addSuccessTimer) clearTimeout(self.addSuccessTimer);
      },
      /** Mirrors the shop's cart (premium packaging included, a line attribute there), keeping unsent quantities. */
      applyShopCart(cart: Cart | null) {
        const previous = self.items.map((item) => getSnapshot(item));
        self.confirmed = confirmedFromShop(cart, previous, { sessionId: self.sessionId, nextItemNumber: takeItemNumber });
        show(self.confirmed);
      },
      /** Back to the shop's last answer, keeping unsent quantities. */
      rollback() {
        if (self.confirmed) show(self.confirmed);
      },
      /** Runs a change to this store's own state (optimistic updates, follow-ups of a confirmed call). */
      applyLocally(change: () => void) {
        change();
      },
      showFailure(reportTo: FailureReport, message: string) {
        if (reportTo === 'promo') self.promoError = message;
        else self.errorMessage = message;
      },
      takeItemNumber,
      setSessionId(sessionId: string) {
        self.sessionId = sessionId;
      },
      setPendingItem(item: CartItemSnapshot | null) {
        self.pendingItem = item ? CartItem.create(item) : null;
      },
    };
  })
  .actions((self) => ({
    /** Sends one change to the shop; resolves true when the shop confirmed it. */
    run(command: CartCommand): Promise<boolean> {
      return self.requests.run(self, shopEnvOf(self), command);
    },
  }))
  .actions((self) => ({
    ...cartChanges(self, () => rootOf<CartRoot>(self)),
    /** Loads the shopper's cart from the shop. */
    load(): Promise<boolean> {
      return self.run({ send: (api) => api.load() });
    },
    /** Runs the change that failed again. */
    retry(): Promise<boolean> {
      const command = self.requests.takeFailed();
      if (!command) return Promise.resolve(false);
      self.errorMessage = null;
      return self.run(command);
    },
    applyDiscount(code: string): Promise<boolean> {
      const trimmed = code.trim();
      self.promoError = trimmed ? null : PROMO_CODE_INVALID_MESSAGE;
      if (!trimmed) return Promise.resolve(false);
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
      self.promoError = null;
      return self.run({ reportTo: 'promo', send: (api) => api.removeDiscount() });
    },
  }));

export type CartStoreInstance = Instance<typeof CartStore>;
export type CartStoreSnapshot = SnapshotIn<typeof CartStore>;
