// How the shopper's premium packaging choice (spec §3 client cart item `premiumPackaging`, default on) is kept on
// the shop's cart line: as one line attribute, so it reaches the order and fulfilment with the line itself. The
// shop rules (shop-rules/constants.ts) show the same words and default; they are defined here, where the shop
// line is read, because the client sits below the rules.

/** Spec §3: premium packaging is on unless the shopper turns it off; a line without the attribute reads as on. */
export const DEFAULT_PREMIUM_PACKAGING = true;
/** The attribute's key on the shop's cart line, and its two values (also what the shopper reads). */
export const PREMIUM_PACKAGING_ATTRIBUTE = 'Premium packaging';
export const PREMIUM_PACKAGING_VALUES = { on: 'Yes', off: 'No' } as const;

export type CartLineAttribute = { key: string; value: string };

export function premiumPackagingAttribute(on: boolean): CartLineAttribute {
  return { key: PREMIUM_PACKAGING_ATTRIBUTE, value: on ? PREMIUM_PACKAGING_VALUES.on : PREMIUM_PACKAGING_VALUES.off };
}

/** A line without the attribute (added elsewhere, or by a shop that drops attributes) has the spec's default. */
export function premiumPackagingOf(attributes: ReadonlyArray<{ key: string; value?: string | null }>): boolean {
  const attribute = attributes.find((candidate) => candidate.key === PREMIUM_PACKAGING_ATTRIBUTE);
  if (attribute?.value === PREMIUM_PACKAGING_VALUES.off) return false;
  if (attribute?.value === PREMIUM_PACKAGING_VALUES.on) return true;
  return DEFAULT_PREMIUM_PACKAGING;
}
