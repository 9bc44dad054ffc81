// The header cart's item count (spec §2 "Header": shown when 1 or more).
import type { RootStoreInstance, RootStoreSnapshot } from '../../models/root-store.ts';

type CountableCart = { items?: ReadonlyArray<{ quantity?: number | null }> | null } | null | undefined;

/** Items in a cart snapshot: the sum of line quantities, as the cart store counts them. */
export function snapshotCartCount(cart: CountableCart): number {
  return (cart?.items ?? []).reduce((sum, item) => sum + Math.max(0, item.quantity ?? 0), 0);
}

/** The live store's count once it has loaded, else the server snapshot's. */
export function cartCount(store: RootStoreInstance | null, snapshot: RootStoreSnapshot): number {
  return store ? store.cart.count : snapshotCartCount(snapshot.cart as CountableCart);
}

export const showsCartCount = (count: number) => count >= 1;

/** The cart button's accessible name: the CMS label, plus the count when there is one. */
export function cartButtonLabel(label: string, count: number): string {
  if (!showsCartCount(count)) return label;
  return `${label}, ${count} ${count === 1 ? 'item' : 'items'}`;
}
