// A stored cart as the Storefront API Cart: lines with their attributes and discount allocations, the note and
// attributes, the buyer identity and the totals, all in the cart's market currency.
import type { Attribute, StoredCart } from './cart-store.ts';
import { cartMarket, priceCart, type LineDiscount } from './cart-pricing.ts';
import { connection, type PageArgs } from './connection.ts';
import { moneyIn, type Market } from './markets.ts';
import { noMetafields } from './product-metafields.ts';
import type { productShapes } from './product-shapes.ts';

/** Shopify's cart id: the token names the cart, the key proves the holder may use it. */
export const cartGid = (cart: StoredCart) => `gid://shopify/Cart/${cart.token}?key=${cart.secret}`;

const attributeNamed =
  (attributes: readonly Attribute[]) =>
  ({ key }: { key: string }) =>
    attributes.find((attribute) => attribute.key === key) ?? null;

/** A code's share of a line, as Shopify reports product discounts: allocated to the entitled lines. */
function lineAllocation(applied: LineDiscount, market: Market) {
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: applied.code,
    discountedAmount: moneyIn(market, applied.amountCents),
    targetType: 'LINE_ITEM',
    discountApplication: {
      allocationMethod: 'ACROSS',
      targetSelection: 'ENTITLED',
      targetType: 'LINE_ITEM',
      value: { __typename: 'PricingPercentageValue', percentage: applied.discount.percentOff },
    },
  };
}

export function cartShape(stored: StoredCart, checkoutUrl: string, products: ReturnType<typeof productShapes>): Record<string, unknown> {
  const market = cartMarket(stored);
  const money = (cents: number) => moneyIn(market, cents);
  const pricing = priceCart(stored);
  const lines = pricing.lines.map(({ line, variant, unitCents, subtotalCents, totalCents, discounts }) => ({
    __typename: 'CartLine',
    id: line.id,
    quantity: line.quantity,
    merchandise: products.variant(variant, market),
    attributes: line.attributes,
    attribute: attributeNamed(line.attributes),
    discountAllocations: discounts.map((applied) => lineAllocation(applied, market)),
    instructions: { canRemove: true, canUpdateQuantity: true },
    // Bundles and subscriptions are not sold: no line has a parent or a selling plan.
    parentRelationship: null,
    sellingPlanAllocation: null,
    cost: {
      amountPerQuantity: money(unitCents),
      compareAtAmountPerQuantity: null,
      subtotalAmount: money(subtotalCents),
      totalAmount: money(totalCents),
    },
  }));
  const { countryCode, email, phone } = stored.buyerIdentity;
  return {
    __typename: 'Cart',
    id: cartGid(stored),
    checkoutUrl,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    note: stored.note,
    attributes: stored.attributes,
    attribute: attributeNamed(stored.attributes),
    // The demo shop has no customer accounts, so no cart belongs to a signed-in customer.
    buyerIdentity: { countryCode, email, phone, customer: null },
    appliedGiftCards: [],
    // Only order-level discounts are allocated to the cart itself; WELCOME10 is allocated to lines.
    discountAllocations: [],
    totalQuantity: pricing.totalQuantity,
    discountCodes: pricing.discountCodes,
    cost: {
      subtotalAmount: money(pricing.subtotalCents),
      subtotalAmountEstimated: false,
      totalAmount: money(pricing.totalCents),
      totalAmountEstimated: false,
      checkoutChargeAmount: money(pricing.totalCents),
      // Prices include GST; duties and tax are settled at checkout, not estimated on the cart.
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
    },
    // The deprecated estimate is the cost itself: nothing on this cart is estimated.
    estimatedCost: {
      subtotalAmount: money(pricing.subtotalCents),
      totalAmount: money(pricing.totalCents),
      checkoutChargeAmount: money(pricing.totalCents),
      totalDutyAmount: null,
      totalTaxAmount: null,
    },
    // Cart metafields cannot be set here (cartMetafieldsSet is refused), so a cart has none.
    ...noMetafields,
    lines: (args: PageArgs) => connection(lines, args),
  };
}
