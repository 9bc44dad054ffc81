// The shopper's cart (spec §3 Client cart item, §4 Cart rules), each change readable top to bottom: an action checks
// it, a flow shows it at once, sends it through the cart API (the environment's, shop-env.ts) and applies the answer.
// A quantity change: CartLine → updateQuantity → sendQuantity (flow: shown, held QUANTITY_DEBOUNCE_MS, sent) → cartApi
// → applyAnswer. What the cart holds, its snapshot and the named actions that show things are in cart-state.ts.
import { type Instance, type SnapshotIn, flow, getSnapshot, toGenerator } from 'mobx-state-tree';
import type { Cart } from '../clients/storefront/reshape.ts';
import {
  DEFAULT_PREMIUM_PACKAGING,
  DEFAULT_QUANTITY,
  DELETE_SUCCESS_MS,
  PROMO_CODE_INVALID_MESSAGE,
  QUANTITY_MAX,
  SUCCESS_AFTER_ADD_DELAY_MS,
  SUCCESS_AFTER_ADD_MS,
  SUCCESS_AFTER_QUANTITY_MS,
} from '../shop-rules/constants.ts';
import { isStaticVariantId } from '../shop-rules/static-catalog.ts';
import type { CartApi } from './cart-api.ts';
import { cartChangeEvents, lineCounts } from './cart-events.ts';
import { type CartItemInstance, type CartItemSnapshot, type CartItemSnapshotOut, sameItem } from './cart-item.ts';
import { movedItem } from './cart-lines.ts';
import { type CartRoot, CartState, type Retry, inSlotOf } from './cart-state.ts';
import { shopEnvOf } from './shop-env.ts';
import { rootOf } from './store-root.ts';
import type { UiStoreInstance } from './ui-store.ts';

export { CartItem, type CartItemSnapshot, type CartItemInstance } from './cart-item.ts';
export type { DiscountCode } from './cart-lines.ts';
export type { CartRoot } from './cart-state.ts';

/** One call to the shop, answered with the cart as it is after the change. */
type ShopCall = (api: CartApi) => Promise<Cart | null>;
type Answer = { ok: boolean; cart: Cart | null };
/** A change's flow, resolving true when the shop confirmed it (typed ahead: each keeps itself for Retry). */
type ChangeFlow<Args extends unknown[]> = (...args: Args) => Promise<boolean>;

export const CartStore = CartState.actions((self) => {
  const root = () => rootOf<CartRoot>(self);
  const showSuccess: UiStoreInstance['showSuccess'] = (...args) => root()?.ui.showSuccess(...args);

  /**
   * The shop's half of every change, run inside the change's flow (`yield*`): the call, then its answer applied
   * (applyAnswer), or on a refusal the last confirmed cart, the reason and `retry` kept for Retry (applyRefusal).
   */
  function* callShop(call: ShopCall, retry: Retry | 'promo', tell = true): Generator<Promise<Cart | null>, Answer, Cart | null> {
    const env = shopEnvOf(self);
    const seq = self.beginCall();
    let cart: Cart | null;
    try {
      cart = yield* toGenerator(env.trackRequest(call(env.cartApi)));
    } catch (error) {
      self.applyRefusal(error, seq, retry);
      countLineChanges(tell);
      return { ok: false, cart: null };
    }
    self.applyAnswer(cart, seq);
    countLineChanges(tell);
    return { ok: true, cart };
  }

  /** Tells analytics how the confirmed lines changed since last counted (quietly for a load: the shopper changed nothing). */
  function countLineChanges(tell: boolean) {
    const counted = lineCounts(self.confirmed?.items ?? []);
    if (tell) for (const event of cartChangeEvents(self.countedLines, counted)) shopEnvOf(self).trackEvent(event);
    self.countedLines = counted;
  }

  /**
   * Quantity is a whole number up to 30; 0 removes the line (spec §4, §5). Refused (false) for other values and for
   * lines the shop has not confirmed yet.
   */
  function updateQuantity(item: CartItemInstance, quantity: number): boolean {
    const lineId = item.lineId;
    if (!lineId || !Number.isInteger(quantity) || quantity < 0 || quantity > QUANTITY_MAX) return false;
    void sendQuantity(lineId, quantity, true);
    return true;
  }

  /** Shows the quantity at once and, after 300 ms without another for the line (`afterQuiet`), sends it: only the last value. */
  const sendQuantity: ChangeFlow<[lineId: string, quantity: number, afterQuiet: boolean]> = flow(function* (lineId, quantity, afterQuiet) {
    self.showQuantity(lineId, quantity);
    if (afterQuiet && !(yield* toGenerator(self.holdQuantity(lineId, quantity)))) return false;
    self.forgetQuantity(lineId);
    const call: ShopCall = (api) => (quantity === 0 ? api.remove(lineId) : api.updateQuantity(lineId, quantity));
    const { ok } = yield* callShop(call, () => sendQuantity(lineId, quantity, false));
    if (ok) showSuccess('quantity', null, SUCCESS_AFTER_QUANTITY_MS);
    return ok;
  });

  /** Adds the pending item, giving it the next item number unless it already has one (an edit). */
  function addPendingItem(): Promise<boolean> {
    if (!self.pendingItem) return Promise.resolve(false);
    // A set from the static catalogue waits for the shop; the buy flow keeps the choices to add it then.
    if (isStaticVariantId(self.pendingItem.variantId)) {
      self.pendingItem = null;
      return Promise.resolve(false);
    }
    const draft: CartItemSnapshot = { ...getSnapshot<CartItemSnapshotOut>(self.pendingItem) };
    if (!draft.uid) draft.uid = self.sessionId;
    if (!draft.itemNumber) draft.itemNumber = self.takeItemNumber();
    self.pendingItem = null;
    return saveItem(draft, true);
  }

  /**
   * Saves an item into its slot (spec §4): the same item again changes nothing; a differing one replaces it;
   * a new slot appends. A different variant is added before the old line is removed, so a failure never
   * costs the shopper a line they had.
   */
  const saveItem: ChangeFlow<[draft: CartItemSnapshot, announce: boolean]> = flow(function* (draft, announce) {
    const existing = self.items.find(inSlotOf(draft));
    if (existing && sameItem(getSnapshot(existing), draft)) return true;
    const oldLineId = existing?.lineId ?? null;
    const quantity = draft.quantity ?? DEFAULT_QUANTITY;
    const premiumPackaging = draft.premiumPackaging ?? DEFAULT_PREMIUM_PACKAGING;
    if (oldLineId && existing?.variantId === draft.variantId) {
      const replacement = { ...draft, lineId: oldLineId };
      if (existing.premiumPackaging !== premiumPackaging) {
        const change = existing.quantity === quantity ? { premiumPackaging } : { premiumPackaging, quantity };
        return yield* toGenerator(sendItem(replacement, (api) => api.updateLine(oldLineId, change), announce));
      }
      if (existing.quantity === quantity) {
        self.showItem(replacement);
        return true;
      }
      return yield* toGenerator(sendItem(replacement, (api) => api.updateQuantity(oldLineId, quantity), announce));
    }
    const line = { variantId: draft.variantId, quantity, premiumPackaging, mattress: draft.mattress ?? null };
    const added = yield* toGenerator(sendItem({ ...draft, lineId: null }, (api) => api.add([line]), announce));
    if (!added || !oldLineId) return added;
    return yield* toGenerator(sendRemoval(oldLineId, null));
  });

  /** Sends an item as shown in its slot: a new line (its line id still null) or a change to its line. */
  const sendItem: ChangeFlow<[shown: CartItemSnapshot, call: ShopCall, announce: boolean]> = flow(function* (shown, call, announce) {
    self.showItem(shown);
    const { ok } = yield* callShop(call, () => sendItem(shown, call, announce));
    if (ok && announce) announceAdded(shown.title);
    return ok;
  });

  /** After an add: the success message appears 1 s later and stays 3 s (spec §4). */
  function announceAdded(title: string) {
    if (self.addSuccessTimer) clearTimeout(self.addSuccessTimer);
    self.addSuccessTimer = setTimeout(() => showSuccess('added', title, SUCCESS_AFTER_ADD_MS), SUCCESS_AFTER_ADD_DELAY_MS);
  }

  const moved = (item: CartItemInstance, size: string, depth: string) => movedItem(getSnapshot(item), root()?.catalog ?? null, size, depth);

  /** A new size for an item, keeping its depth; refused (false) when that combination is sold out. */
  function updateSize(item: CartItemInstance, size: string): Promise<boolean> {
    const draft = moved(item, size, item.depth);
    return draft ? saveItem(draft, false) : Promise.resolve(false);
  }

  /** A new depth for an item; refused (false) when that depth is sold out in its size. */
  function updateDepth(item: CartItemInstance, depth: string): Promise<boolean> {
    const draft = moved(item, item.size, depth);
    return draft ? saveItem(draft, false) : Promise.resolve(false);
  }

  /**
   * The size and depth chosen in the summary's editor, applied together on the shopper's say-so; once the shop
   * confirms, 'Successfully updated your cart' names the new variant. Refused (false) when that variant is sold out.
   */
  const applySizeAndDepth = flow(function* (item: CartItemInstance, size: string, depth: string) {
    const draft = moved(item, size, depth);
    if (!draft) return false;
    const saved = yield* toGenerator(saveItem(draft, false));
    if (saved) showSuccess('quantity', draft.title, SUCCESS_AFTER_QUANTITY_MS);
    return saved;
  });

  /**
   * Premium packaging on or off for a line (spec §4), kept by the shop as a line attribute so it survives reloads.
   * Shown at once; refused (false) for lines the shop has not confirmed yet.
   */
  function togglePremiumPackaging(item: CartItemInstance, on = !item.premiumPackaging): Promise<boolean> {
    const lineId = item.lineId;
    if (!lineId) return Promise.resolve(false);
    if (item.premiumPackaging === on) return Promise.resolve(true);
    return sendPackaging(lineId, on);
  }

  const sendPackaging: ChangeFlow<[lineId: string, on: boolean]> = flow(function* (lineId, on) {
    self.showPackaging(lineId, on);
    const { ok } = yield* callShop(
      (api) => api.updateLine(lineId, { premiumPackaging: on }),
      () => sendPackaging(lineId, on),
    );
    if (ok) showSuccess('quantity', null, SUCCESS_AFTER_QUANTITY_MS);
    return ok;
  });

  /** Removes the item, closes the confirmation, shows 'Successfully removed item from cart' for 2 s. */
  const confirmDelete = flow(function* () {
    const pending = self.pendingDelete;
    root()?.ui.setOpen('buyDelete', false);
    if (!pending) return false;
    const { lineId, title } = pending;
    if (!lineId) {
      self.showRemovedFromSlot(pending);
      showSuccess('removed', title, DELETE_SUCCESS_MS, () => self.cancelDelete());
      return true;
    }
    self.forgetQuantity(lineId);
    const removed = yield* toGenerator(sendRemoval(lineId, title));
    if (!removed) self.cancelDelete();
    return removed;
  });

  /** Removes a line. A delete names the item in 'Successfully removed item from cart'; a move to another variant is quiet. */
  const sendRemoval: ChangeFlow<[lineId: string, deletedTitle: string | null]> = flow(function* (lineId, deletedTitle) {
    self.showRemoved(lineId);
    const { ok } = yield* callShop(
      (api) => api.remove(lineId),
      () => sendRemoval(lineId, deletedTitle),
    );
    if (ok && deletedTitle !== null) showSuccess('removed', deletedTitle, DELETE_SUCCESS_MS, () => self.cancelDelete());
    return ok;
  });

  /** A promo code (spec §4). Shopify keeps an unknown code on the cart, marked not applicable, rather than refusing it. */
  const applyDiscount = flow(function* (code: string) {
    const trimmed = code.trim();
    self.promoError = trimmed ? null : PROMO_CODE_INVALID_MESSAGE;
    if (!trimmed) return false;
    const { ok, cart } = yield* callShop((api) => api.applyDiscount(trimmed), 'promo');
    if (!ok) return false;
    const applied = cart?.discountCodes.some((discount) => discount.applicable && discount.code.toLowerCase() === trimmed.toLowerCase());
    self.promoError = applied ? null : PROMO_CODE_INVALID_MESSAGE;
    return true;
  });

  const removeDiscount = flow(function* () {
    self.promoError = null;
    return (yield* callShop((api) => api.removeDiscount(), 'promo')).ok;
  });

  /** Loads the shopper's cart from the shop. */
  const load: ChangeFlow<[]> = flow(function* () {
    return (yield* callShop(
      (api) => api.load(),
      () => load(),
      false,
    )).ok;
  });

  /** The shopper leaves for the shop's checkout from the cart modal (the link navigates; this only tells analytics). */
  function leaveForCheckout() {
    shopEnvOf(self).trackEvent({ name: 'checkout_started', from: 'cart-modal' });
  }

  /** Sends the refused change again. */
  function retry(): Promise<boolean> {
    const again = self.failedChange;
    if (!again) return Promise.resolve(false);
    self.failedChange = null;
    self.errorMessage = null;
    return again();
  }

  return {
    updateQuantity,
    addPendingItem,
    updateSize,
    updateDepth,
    applySizeAndDepth,
    togglePremiumPackaging,
    confirmDelete,
    applyDiscount,
    removeDiscount,
    load,
    retry,
    leaveForCheckout,
  };
});

export type CartStoreInstance = Instance<typeof CartStore>;
export type CartStoreSnapshot = SnapshotIn<typeof CartStore>;
