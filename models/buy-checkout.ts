// The purchase flow's two ways out to the shop's checkout (spec §4), with their timers: step 3 sends the chosen
// variant × 1 after 100 ms; step 4 shows the loading overlay and sends the whole cart 2 s later, the overlay coming
// down after 10 s whatever happens. The flow (buy-flow-store.ts) decides when; this holds how, and stops the timers
// when the flow starts over or goes away.
import { LOADING_OVERLAY_TIMEOUT_MS, STEP3_CHECKOUT_REDIRECT_MS, STEP4_CHECKOUT_REDIRECT_MS } from '../shop-rules/constants.ts';
import { BuySelection, type BuySelectionRoot } from './buy-selection.ts';
import type { CartStoreInstance } from './cart-store.ts';
import { shopEnvOf } from './shop-env.ts';
import { rootOf } from './store-root.ts';
import type { UiStoreInstance } from './ui-store.ts';

/** What the flow reaches through the root store (store-root.ts): the loading overlay, the cart it fills, the catalogue. */
export type BuyFlowRoot = BuySelectionRoot & {
  ui: Pick<UiStoreInstance, 'setLoadingOverlay'>;
  cart: Pick<CartStoreInstance, 'isEmpty' | 'checkoutUrl' | 'sessionId' | 'setPendingItem' | 'addPendingItem'>;
};

export const BuyCheckout = BuySelection.named('BuyCheckout')
  .volatile(() => ({
    checkoutTimer: null as ReturnType<typeof setTimeout> | null,
    overlayTimer: null as ReturnType<typeof setTimeout> | null,
  }))
  .actions((self) => {
    const ui = () => rootOf<BuyFlowRoot>(self)?.ui ?? null;
    const cart = () => rootOf<BuyFlowRoot>(self)?.cart ?? null;

    function clearCheckoutTimers() {
      if (self.checkoutTimer) clearTimeout(self.checkoutTimer);
      if (self.overlayTimer) clearTimeout(self.overlayTimer);
      self.checkoutTimer = null;
      self.overlayTimer = null;
    }

    return {
      clearCheckoutTimers,
      /** Step 3: the shop's checkout for the chosen variant × 1, after 100 ms; false (and the depth error) without one. */
      checkoutVariant(): boolean {
        const variantId = self.filters.variant;
        if (!variantId) {
          self.depthError = true;
          return false;
        }
        if (self.checkoutTimer) return true;
        const env = shopEnvOf(self);
        env.trackEvent({ name: 'checkout_started', from: 'buy-step-3' });
        self.checkoutTimer = setTimeout(
          () => env.navigate(env.checkoutUrlForVariant(variantId, self.premiumPackaging, self.mattressText)),
          STEP3_CHECKOUT_REDIRECT_MS,
        );
        return true;
      },
      /** Step 4: loading overlay, the cart's checkout 2 s later, the overlay down after 10 s whatever happens. */
      checkoutCart(): boolean {
        const url = cart()?.isEmpty === false ? cart()?.checkoutUrl : null;
        if (!url) return false;
        if (self.checkoutTimer) return true;
        const env = shopEnvOf(self);
        env.trackEvent({ name: 'checkout_started', from: 'buy-step-4' });
        ui()?.setLoadingOverlay(true);
        self.checkoutTimer = setTimeout(() => env.navigate(url), STEP4_CHECKOUT_REDIRECT_MS);
        self.overlayTimer = setTimeout(() => ui()?.setLoadingOverlay(false), LOADING_OVERLAY_TIMEOUT_MS);
        return true;
      },
      beforeDestroy() {
        clearCheckoutTimers();
      },
    };
  });
