// The shop events of the purchase flow: the step reached (the brand's buy_step_reached, with V1.0 / V1.1), and
// Shopify's product_viewed when that step is the flow's product step (the first step of the version: step 0's
// chooser in V1.1, step 1's sizes in V1.0), with the sheet version shown.
import type { TrackedEvent } from '../content/analytics/event-schema.ts';
import type { AppVersion, SheetVersion } from '../shop-rules/constants.ts';
import { firstStepOf } from './buy-steps.ts';

export function stepReachedEvents(step: number, appVersion: AppVersion, version: SheetVersion): TrackedEvent[] {
  const reached: TrackedEvent = { name: 'buy_step_reached', step, appVersion };
  return step === firstStepOf(appVersion) ? [reached, { name: 'product_viewed', version }] : [reached];
}
