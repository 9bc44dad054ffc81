// Where the shopper is in the purchase flow (spec §4). Steps and their rules are completed by the shop issue.
import { type Instance, types } from 'mobx-state-tree';

export const APP_VERSIONS = ['old', 'new'] as const;
/** Step 0 (product chooser) exists only in the new app version (spec §1). */
export const firstStepOf = (version: (typeof APP_VERSIONS)[number]) => (version === 'new' ? 0 : 1);
export const LAST_STEP = 4;

export const BuyFlowFilters = types.model('BuyFlowFilters', {
  size: types.maybeNull(types.string),
  depth: types.maybeNull(types.string),
  variant: types.maybeNull(types.string),
});

export const BuyFlowStore = types
  .model('BuyFlowStore', {
    appVersion: types.optional(types.enumeration('AppVersion', [...APP_VERSIONS]), 'new'),
    currentStep: types.optional(types.integer, 0),
    filters: types.optional(BuyFlowFilters, {}),
    sizeError: false,
    depthError: false,
  })
  .views((self) => ({
    get firstStep() {
      return firstStepOf(self.appVersion);
    },
  }))
  .actions((self) => ({
    goToStep(step: number) {
      self.currentStep = Math.min(LAST_STEP, Math.max(firstStepOf(self.appVersion), Math.trunc(step)));
    },
    /** Back to the first step of the current version with nothing chosen. */
    reset() {
      self.currentStep = firstStepOf(self.appVersion);
      self.filters = BuyFlowFilters.create({});
      self.sizeError = false;
      self.depthError = false;
    },
  }));

export type BuyFlowStoreInstance = Instance<typeof BuyFlowStore>;
