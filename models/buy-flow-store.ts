// Where the shopper is in the purchase flow (spec §4): steps 0–4, Next and Back with their rules, the V1.0 / V1.1
// toggle and opening from a /buy address. The choices are in buy-selection.ts, the checkout redirects Next starts
// on steps 3 and 4 in buy-checkout.ts.
import { type Instance, types } from 'mobx-state-tree';
import {
  DEFAULT_APP_VERSION,
  DEFAULT_COLOUR,
  DEFAULT_SIZE_INDEX,
  FIRST_STEP_NEW_VERSION,
  FIRST_STEP_OLD_VERSION,
  LAST_STEP,
  SIZE_ERROR_ELEMENT_ID,
} from '../shop-rules/constants.ts';
import { type BuyQuery, parseBuyUrl, URL_TRACKED_STEPS } from '../shop-rules/buy-url.ts';
import { BuyCheckout, type BuyFlowRoot } from './buy-checkout.ts';
import type { AppVersion } from './buy-selection.ts';
import { stepReachedEvents } from './buy-events.ts';
import { type StepLabel, canGoBackFrom, firstStepOf, nextLabelOn, stepLabels } from './buy-steps.ts';
import { shopEnvOf } from './shop-env.ts';
import { rootOf } from './store-root.ts';

export type { BuyFlowRoot } from './buy-checkout.ts';

export const BuyFlowStore = BuyCheckout.named('BuyFlowStore')
  .props({
    currentStep: types.optional(types.integer, FIRST_STEP_NEW_VERSION),
    /** The summary tile open for editing on step 4 (one at a time), or none. */
    editSummaryProduct: types.maybeNull(types.integer),
  })
  .volatile(() => ({
    /** Off while the flow is set up rather than moved by the shopper (opened from an address, started over). */
    tellingSteps: true,
  }))
  .views((self) => ({
    get firstStep() {
      return firstStepOf(self.appVersion);
    },
    get steps(): StepLabel[] {
      return stepLabels(self.currentStep);
    },
    /** The flow's state as the /buy URL carries it (shop-rules/buy-url.ts builds the address). */
    get urlQuery(): BuyQuery {
      return {
        step: self.currentStep,
        app: self.appVersion,
        version: self.appVersion === 'new' ? self.versionChoice : null,
        size: self.filters.size,
        colour: self.colour,
        depth: self.filters.depth,
        mattress: self.mattress,
      };
    },
    get canGoBack() {
      return canGoBackFrom(self.currentStep);
    },
    get nextLabel() {
      return nextLabelOn(self.currentStep);
    },
    /** How far the choices made so far allow the shopper to be. */
    get furthestValidStep() {
      if (self.filters.size && self.filters.variant) return 3;
      return self.filters.size ? 2 : 1;
    },
  }))
  .actions((self) => {
    const cart = () => rootOf<BuyFlowRoot>(self)?.cart ?? null;

    function goToStep(step: number) {
      const reached = Math.min(LAST_STEP, Math.max(firstStepOf(self.appVersion), Math.trunc(step)));
      if (self.tellingSteps && reached !== self.currentStep) tellStepReached(reached);
      self.currentStep = reached;
      self.editSummaryProduct = null;
    }

    function tellStepReached(step: number) {
      const env = shopEnvOf(self);
      for (const event of stepReachedEvents(step, self.appVersion, self.chosenVersion)) env.trackEvent(event);
    }

    return {
      goToStep,
      /** Back to the first step of the current version (or the step given) with the version's starting choices. */
      reset(step: number = firstStepOf(self.appVersion)) {
        self.clearCheckoutTimers();
        self.clearSelection();
        self.chooseStartingSize();
        goToStep(step);
      },
      /** A version's first step with nothing chosen yet, every choice at its default (set up, not a step the shopper reached). */
      startOver(version: AppVersion) {
        self.clearCheckoutTimers();
        self.appVersion = version;
        self.versionChoice = null;
        self.colour = DEFAULT_COLOUR;
        self.productIndex = DEFAULT_SIZE_INDEX;
        self.clearSelection();
        const telling = self.tellingSteps;
        self.tellingSteps = false;
        goToStep(firstStepOf(version));
        self.tellingSteps = telling;
      },
      /** Tells analytics the step the flow is on (buy-events.ts), e.g. the one an address opened it on. */
      tellStepReached() {
        tellStepReached(self.currentStep);
      },
      /** Whether moving between steps is told to analytics (off while the flow is set up from an address). */
      tellSteps(on: boolean) {
        self.tellingSteps = on;
      },
      /** Next (spec §4); true when the shopper moved on or a checkout redirect started. */
      next(): boolean {
        switch (self.currentStep) {
          case 0:
            goToStep(1);
            return true;
          case 1:
            if (!self.filters.size) {
              self.sizeError = true;
              shopEnvOf(self).scrollIntoView(SIZE_ERROR_ELEMENT_ID);
              return false;
            }
            goToStep(2);
            return true;
          case 2:
            if (!self.filters.variant) {
              self.depthError = true;
              return false;
            }
            goToStep(3);
            return true;
          case 3:
            return self.checkoutVariant();
          default:
            return self.checkoutCart();
        }
      },
      /** Back shows on steps 2 and 3 only (spec §4). */
      back(): boolean {
        if (!canGoBackFrom(self.currentStep)) return false;
        goToStep(self.currentStep - 1);
        return true;
      },
      /** Step 4's 'add another product': step 0 (new) or step 1 with the depth cleared (old). */
      addAnotherProduct(): boolean {
        if (self.currentStep !== LAST_STEP) return false;
        // The finder measured the mattress of the set just added, not of the next one.
        self.carryMattress(null);
        if (self.appVersion === 'new') {
          goToStep(FIRST_STEP_NEW_VERSION);
        } else {
          self.clearDepth();
          goToStep(FIRST_STEP_OLD_VERSION);
        }
        return true;
      },
      /** 'V1.0 / V1.1': the other app version, the second size group as product, that version's first step and starting choices. */
      toggleVersion() {
        self.clearCheckoutTimers();
        self.appVersion = self.appVersion === 'new' ? 'old' : 'new';
        self.versionChoice = null;
        self.productIndex = DEFAULT_SIZE_INDEX;
        self.clearSelection();
        self.chooseStartingSize();
        goToStep(firstStepOf(self.appVersion));
      },
      /** Opens a summary tile for editing, closing any other; the open one closes. */
      toggleSummaryTile(index: number) {
        self.editSummaryProduct = self.editSummaryProduct === index ? null : index;
      },
      /**
       * Restores the flow from /buy's query (reload, shared link, plain GET forms): optional version, size, colour
       * and depth first, then step 2 or 3 when their prerequisites hold, otherwise the furthest step that does.
       */
      restoreFromUrl(search: URLSearchParams | string) {
        const wanted = parseBuyUrl(search);
        if (wanted.version) self.chooseVersion(wanted.version);
        if (wanted.size && wanted.size !== self.filters.size) self.chooseSize(wanted.size);
        if (wanted.colour) self.chooseColour(wanted.colour);
        if (wanted.depth) self.chooseDepth(wanted.depth);
        self.carryMattress(wanted.mattress);
        if (wanted.trackedStep !== null) goToStep(Math.min(wanted.trackedStep, self.furthestValidStep));
        else if (URL_TRACKED_STEPS.includes(self.currentStep)) goToStep(1);
      },
      /**
       * Puts the chosen set in the cart and moves to the step 4 summary (the spec leaves open how the set reaches
       * the cart). Needs a size and an available depth; shows the matching error otherwise.
       */
      addToCart(): Promise<boolean> {
        const variant = self.selectedVariant;
        const size = self.filters.size;
        const shopperCart = cart();
        if (!size) {
          self.sizeError = true;
          return Promise.resolve(false);
        }
        if (!variant || !shopperCart) {
          self.depthError = !variant;
          return Promise.resolve(false);
        }
        shopperCart.setPendingItem(self.cartItemFor(variant, size, shopperCart.sessionId));
        goToStep(LAST_STEP);
        return shopperCart.addPendingItem();
      },
    };
  })
  .actions((self) => ({
    /**
     * Opens the flow where a /buy address says (a reload, Back or Forward, a shared link, a plain link without
     * JavaScript): the app version (the address's `app=`, else the one remembered for the visit), its starting
     * choices, the address's choices, then the step. A step the choices do not allow yet falls back to the
     * furthest one they do and shows why, as Next would ('Please select a mattress size' / '… depth').
     */
    openFromUrl(search: URLSearchParams | string, rememberedVersion: AppVersion | null = null) {
      const wanted = parseBuyUrl(search);
      // The steps passed on the way are not reached by the shopper: only where the flow opens is told.
      self.tellSteps(false);
      try {
        self.startOver(wanted.app ?? rememberedVersion ?? DEFAULT_APP_VERSION);
        // The starting size must suit the sheet version the address asks for.
        if (wanted.version) self.chooseVersion(wanted.version);
        self.chooseStartingSize();
        self.restoreFromUrl(search);
        if (wanted.stage !== null) self.goToStep(wanted.stage);
        const requested = wanted.trackedStep;
        if (requested !== null && self.currentStep >= 1 && self.currentStep < requested) self.next();
      } finally {
        self.tellSteps(true);
      }
      self.tellStepReached();
    },
  }));

export type BuyFlowStoreInstance = Instance<typeof BuyFlowStore>;
