// Buy-flow test starting points: a new-version flow standing on step 2 or step 3 with king chosen.
import { shopStore } from './shop-store.ts';

/** Each version's picture as the shop answers it: URL, size and alt text travel together to where it is drawn. */
export const PREMIUM_IMAGE = { url: '/demo/shop/images/tailored-sateen-sheet-set-premium.svg', altText: null, width: 800, height: 800 };
export const CLASSIC_IMAGE = { url: '/demo/shop/images/tailored-sateen-sheet-set-classic.svg', altText: null, width: 800, height: 800 };

/** A new-version flow on step 2 with king chosen (premium, white). */
export function onStep2() {
  const setup = shopStore({ buyFlow: { currentStep: 1 } });
  setup.store.buyFlow.chooseSize('king');
  setup.store.buyFlow.next();
  return setup;
}

export function onStep3() {
  const setup = onStep2();
  setup.store.buyFlow.chooseDepth('26-30');
  setup.store.buyFlow.next();
  return setup;
}
