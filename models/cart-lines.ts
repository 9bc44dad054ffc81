// The cart's lines as the shop and the shopper change them (spec §3 Cart / Client cart item): the shop is the truth
// for lines, quantities, prices and the checkout URL; the site keeps what only it knows (item numbers, the session).
// Plain functions over snapshots: cart-store.ts applies what they compute.
import type { Cart } from '../clients/storefront/reshape.ts';
import type { SizeItem, SizeVariant, VariantChoice } from '../shop-rules/size-entries.ts';
import type { SheetVersion } from '../shop-rules/constants.ts';
import { measurementTablesFor, type SizeSlug } from '../shop-rules/sizes.ts';
import { isStaticVariantId } from '../shop-rules/static-catalog.ts';
import { type CartItemSnapshot, type CartItemSnapshotOut, itemFromShopLine } from './cart-item.ts';

export type DiscountCode = { code: string; applicable: boolean };

/** What the shop last confirmed; a failed change returns here. */
export type ConfirmedCart = { items: CartItemSnapshotOut[]; checkoutUrl: string | null; discountCodes: DiscountCode[]; discountAmount: number };

/**
 * The shop's cart as the site shows it, matching lines to the items shown before by line id, then new lines to
 * items still on their way; a line new to the site takes the next item number and the shopper's session.
 */
export function confirmedFromShop(
  cart: Cart | null,
  previous: readonly CartItemSnapshotOut[],
  keepFor: { sessionId: string; nextItemNumber: () => number },
): ConfirmedCart {
  const claimed = new Set<number>();
  const claim = (test: (item: CartItemSnapshotOut) => boolean) => {
    const index = previous.findIndex((item, position) => !claimed.has(position) && test(item));
    if (index < 0) return undefined;
    claimed.add(index);
    return previous[index];
  };
  const items = (cart?.lines ?? []).map((line) => {
    const match = claim((item) => item.lineId === line.id) ?? claim((item) => item.lineId === null && item.variantId === line.variant.id);
    const keep = match
      ? { ...match, itemNumber: match.itemNumber || keepFor.nextItemNumber() }
      : { uid: keepFor.sessionId, itemNumber: keepFor.nextItemNumber() };
    return itemFromShopLine(line, keep) as CartItemSnapshotOut;
  });
  items.sort((a, b) => a.itemNumber - b.itemNumber);
  return {
    items,
    checkoutUrl: cart?.checkoutUrl ?? null,
    discountCodes: cart?.discountCodes ?? [],
    discountAmount: cart ? Number(cart.discountTotal.amount) : 0,
  };
}

/** The items with the quantities typed but not sent yet laid over them (0 hides the line). */
export function withUnsentQuantities(items: readonly CartItemSnapshotOut[], unsent: (lineId: string | null) => number | undefined): CartItemSnapshot[] {
  return items.flatMap((item) => {
    const quantity = unsent(item.lineId);
    if (quantity === undefined) return [item];
    return quantity === 0 ? [] : [{ ...item, quantity }];
  });
}

/** What moving an item to another variant asks of the catalogue. */
export type CatalogForMoves = {
  variantFor(choice: VariantChoice): SizeVariant | null;
  itemFor(size: string | null | undefined, version: SheetVersion): SizeItem | null;
};

/** The item moved to another variant of the catalogue, or null when that variant cannot be bought (or is only the static catalogue's). */
export function movedItem(item: CartItemSnapshotOut, catalog: CatalogForMoves | null, size: SizeSlug | string, depth: string): CartItemSnapshot | null {
  const variant = catalog?.variantFor({ version: item.version, size, colour: item.colour, depth }) ?? null;
  if (!variant?.availableForSale || isStaticVariantId(variant.id)) return null;
  const sizeItem = catalog?.itemFor(size, item.version);
  return {
    ...item,
    variantId: variant.id,
    title: variant.title,
    size,
    depth: variant.depth ?? depth,
    price: Number(variant.price.amount),
    image: variant.image ?? item.image,
    tables: sizeItem?.tables ?? measurementTablesFor(size as SizeSlug),
    availableColours: sizeItem?.availableColours ?? [...item.availableColours],
  };
}
