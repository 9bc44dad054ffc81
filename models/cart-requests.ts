// The cart's round trips to the shop (spec §3 Cart): a change is shown at once, sent through the cart API, and on
// failure the cart returns to what the shop last confirmed, with a message and Retry. Answers arriving out of order
// never show a cart that no longer exists, and typed quantities wait for a quiet moment before they are sent.
// The cart store (cart-store.ts) holds one of these beside its state and is known here only as a CartRequestTarget.
import { type Instance, types } from 'mobx-state-tree';
import type { Cart } from '../clients/storefront/reshape.ts';
import { CART_FAILED_MESSAGE, QUANTITY_DEBOUNCE_MS } from '../shop-rules/constants.ts';
import { type CartApi, CartApiError } from './cart-api.ts';
import type { ShopEnv } from './shop-env.ts';

/** Where a failure shows: the cart's error with Retry, or beside the promo-code field. */
export type FailureReport = 'cart' | 'promo';

/** One round trip to the shop: a local change shown at once, the call, and what follows success. */
export type CartCommand = {
  optimistic?: () => void;
  send: (api: CartApi) => Promise<Cart | null>;
  onConfirmed?: (cart: Cart | null) => void;
  /** Defaults to 'cart'. */
  reportTo?: FailureReport;
};

/** What a round trip changes on the cart it belongs to (the cart store's own actions). */
export interface CartRequestTarget {
  /** Runs a change to the cart's state (optimistic updates, follow-ups of a confirmed call). */
  applyLocally(change: () => void): void;
  /** Mirrors the shop's answer. */
  applyShopCart(cart: Cart | null): void;
  /** Back to the shop's last answer. */
  rollback(): void;
  showFailure(reportTo: FailureReport, message: string): void;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : CART_FAILED_MESSAGE);

export const CartRequests = types
  .model('CartRequests', {})
  .volatile(() => ({
    failedCommand: null as CartCommand | null,
    inFlight: 0,
    sentSeq: 0,
    appliedSeq: 0,
    /** Quantities typed but not sent yet (debounced), by line id: shop answers in between must not undo them. */
    pendingQuantities: new Map<string, { quantity: number; timer: ReturnType<typeof setTimeout> }>(),
  }))
  .views((self) => ({
    get isSyncing() {
      return self.inFlight > 0;
    },
    /** The quantity typed for a line and not sent yet, if any. */
    unsentQuantity(lineId: string | null): number | undefined {
      return lineId ? self.pendingQuantities.get(lineId)?.quantity : undefined;
    },
  }))
  .actions((self) => ({
    begin(): number {
      self.inFlight += 1;
      self.sentSeq += 1;
      return self.sentSeq;
    },
    confirmed(target: CartRequestTarget, cart: Cart | null, seq: number) {
      self.inFlight -= 1;
      // An older answer arriving after a newer one would show a cart that no longer exists.
      if (seq < self.appliedSeq) return;
      self.appliedSeq = seq;
      target.applyShopCart(cart);
    },
    failed(target: CartRequestTarget, error: unknown, command: CartCommand, seq: number) {
      self.inFlight -= 1;
      if (error instanceof CartApiError && error.cart && seq >= self.appliedSeq) {
        self.appliedSeq = seq;
        target.applyShopCart(error.cart);
      } else {
        target.rollback();
      }
      const reportTo = command.reportTo ?? 'cart';
      target.showFailure(reportTo, messageOf(error));
      if (reportTo === 'cart') self.failedCommand = command;
    },
    /** The command that failed, handed over once for Retry (null when nothing failed). */
    takeFailed(): CartCommand | null {
      const command = self.failedCommand;
      self.failedCommand = null;
      return command;
    },
    /** Sends `send` after QUANTITY_DEBOUNCE_MS of quiet for this line; a newer quantity replaces the waiting one. */
    sendQuantityLater(lineId: string, quantity: number, send: () => void) {
      const earlier = self.pendingQuantities.get(lineId);
      if (earlier) clearTimeout(earlier.timer);
      self.pendingQuantities.set(lineId, { quantity, timer: setTimeout(send, QUANTITY_DEBOUNCE_MS) });
    },
    /** The line's waiting quantity is sent now or no longer wanted. */
    forgetQuantity(lineId: string) {
      const earlier = self.pendingQuantities.get(lineId);
      if (earlier) clearTimeout(earlier.timer);
      self.pendingQuantities.delete(lineId);
    },
    dispose() {
      for (const { timer } of self.pendingQuantities.values()) clearTimeout(timer);
    },
  }))
  .actions((self) => ({
    /** Sends one change to the shop; resolves true when the shop confirmed it. */
    run(target: CartRequestTarget, env: Pick<ShopEnv, 'cartApi' | 'trackRequest'>, command: CartCommand): Promise<boolean> {
      if (command.optimistic) target.applyLocally(command.optimistic);
      const seq = self.begin();
      let sent: Promise<Cart | null>;
      try {
        sent = env.trackRequest(command.send(env.cartApi));
      } catch (error) {
        sent = Promise.reject(error);
      }
      return sent.then(
        (cart) => {
          self.confirmed(target, cart, seq);
          if (command.onConfirmed) target.applyLocally(() => command.onConfirmed?.(cart));
          return true;
        },
        (error: unknown) => {
          self.failed(target, error, command, seq);
          return false;
        },
      );
    },
  }));

export type CartRequestsInstance = Instance<typeof CartRequests>;
