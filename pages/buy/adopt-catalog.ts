// A catalogue given to a flow already under way (the shop answering again after the static one was shown): the
// shopper's choices stay, and the chosen depth is checked against what the shop can sell now, as if chosen again.
import type { RootStoreInstance } from '../../models/root-store.ts';
import type { SizeEntry } from '../../shop-rules/size-entries.ts';
import type { CatalogSource } from '../../shop-rules/static-catalog.ts';

export function adoptCatalog(store: RootStoreInstance, entries: SizeEntry[], source: CatalogSource): void {
  const flow = store.buyFlow;
  store.catalog.setEntries(entries, source);
  // Choosing the same colour re-checks the depth: the shop's variant for it, or no depth when it has sold out.
  flow.chooseColour(flow.colour);
  const step = flow.currentStep;
  if ((step === 2 || step === 3) && step > flow.furthestValidStep) {
    // The shopper is shown why, as Next would: 'Please select a mattress depth'.
    flow.goToStep(flow.furthestValidStep);
    flow.next();
  }
}
