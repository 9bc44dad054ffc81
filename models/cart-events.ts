// The shop events a cart change makes, with Shopify's names: what the shop confirmed, compared by variant with what
// was last counted, gives product_added_to_cart for each variant whose quantity rose and product_removed_from_cart
// for each whose quantity fell, with the difference. Counting by variant makes a size change (a line moved to
// another variant) one removal and one addition, and a packaging change nothing.
import { SHOP_VARIANT_ID } from '../content/analytics/event-limits.ts';
import type { TrackedEvent } from '../content/analytics/event-schema.ts';
import { QUANTITY_MAX } from '../shop-rules/constants.ts';

/** Quantities by variant id. */
export type LineCounts = ReadonlyMap<string, number>;

/** The quantity of each variant across the lines (a variant may sit on more than one line). */
export function lineCounts(lines: readonly { variantId: string; quantity: number }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line.variantId, (counts.get(line.variantId) ?? 0) + line.quantity);
  return counts;
}

/** The events that take `before` to `after`; variants whose id is not a shop variant's are not told. */
export function cartChangeEvents(before: LineCounts, after: LineCounts): TrackedEvent[] {
  const events: TrackedEvent[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const change = (after.get(id) ?? 0) - (before.get(id) ?? 0);
    if (change === 0 || !SHOP_VARIANT_ID.test(id)) continue;
    // One event's quantity is bounded by what a line may hold; a larger change (several lines) is told as at most that.
    const quantity = Math.min(Math.abs(change), QUANTITY_MAX);
    events.push({ name: change > 0 ? 'product_added_to_cart' : 'product_removed_from_cart', variantId: id, quantity });
  }
  return events;
}
