// The purchase flow's steps as the page shows them (spec §1, §4): where each app version starts, the step counter,
// when Back shows and what the bottom button says. Plain rules over the step number; buy-flow-store.ts moves the shopper.
import { type AppVersion, BUY_STEPS, CHECKOUT_LABEL, FIRST_STEP_NEW_VERSION, FIRST_STEP_OLD_VERSION, NEXT_LABEL } from '../shop-rules/constants.ts';

/** Step 0 (product chooser) exists only in the new app version (spec §1). */
export const firstStepOf = (version: AppVersion) => (version === 'new' ? FIRST_STEP_NEW_VERSION : FIRST_STEP_OLD_VERSION);

export type StepLabel = { step: number; label: string; active: boolean; done: boolean };

/** The step counter: Product, Details, Services, Checkout; step 0 counts as Product. */
export function stepLabels(currentStep: number): StepLabel[] {
  const current = Math.max(currentStep, 1);
  return BUY_STEPS.map(({ step, label }) => ({ step, label, active: step === current, done: step < current }));
}

/** Back shows on steps 2 and 3 only (spec §4). */
export const canGoBackFrom = (step: number) => step === 2 || step === 3;

/** The bottom button reads Checkout on steps 3 and 4, Next before. */
export const nextLabelOn = (step: number) => (step >= 3 ? CHECKOUT_LABEL : NEXT_LABEL);
