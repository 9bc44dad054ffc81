// Each step's heading, which is also what the browser tab and a screen reader's page title say for it, so every
// step of the flow has a title of its own (WCAG 2.4.2).
import { pageTitle } from '../../content/brand.ts';
import { parseBuyUrl } from '../../shop-rules/buy-url.ts';
import { type AppVersion, DEFAULT_APP_VERSION, FIRST_STEP_NEW_VERSION, FIRST_STEP_OLD_VERSION } from '../../shop-rules/constants.ts';

export const STEP_HEADINGS: Readonly<Record<number, string>> = {
  0: 'Choose your sheets',
  1: 'Choose your mattress size',
  2: 'Colour and mattress depth',
  3: 'Shipping and returns',
  4: 'Your order',
};

/** 'Colour and mattress depth · Build your set | Linden & Tuck'. */
export function buyStepTitle(step: number, flowTitle: string): string {
  const heading = STEP_HEADINGS[step];
  return pageTitle(heading ? `${heading} · ${flowTitle}` : flowTitle);
}

/**
 * The step a /buy address asks for (the server's title). The flow may settle on an earlier one (a step 3 address
 * without a depth opens step 2); the browser's title then follows the step shown (BuyFlow).
 */
export function stepAskedFor(search: URLSearchParams | string, rememberedVersion: AppVersion | null): number {
  const asked = parseBuyUrl(search);
  const app = asked.app ?? rememberedVersion ?? DEFAULT_APP_VERSION;
  return asked.trackedStep ?? asked.stage ?? (app === 'old' ? FIRST_STEP_OLD_VERSION : FIRST_STEP_NEW_VERSION);
}
