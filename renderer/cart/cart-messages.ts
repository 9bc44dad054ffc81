// The buy success message as the shopper reads it (spec §2 Cart modal, §4 timers).
import { ITEM_ADDED_MESSAGE, ITEM_REMOVED_MESSAGE, QUANTITY_UPDATED_MESSAGE } from '../../shop-rules/constants.ts';
import type { SuccessKind } from '../../models/ui-store.ts';

const TEXT: Record<SuccessKind, string> = { added: ITEM_ADDED_MESSAGE, quantity: QUANTITY_UPDATED_MESSAGE, removed: ITEM_REMOVED_MESSAGE };

export function successText(kind: SuccessKind): string {
  return TEXT[kind];
}
