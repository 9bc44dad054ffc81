// The shopper's own mattress measurements (from the size finder) on the shop's cart line: one line attribute,
// 'Mattress' = '152 × 203 × 32 cm', so they reach the order and the workroom with the line itself. The text is
// written by the shop rules (shop-rules/mattress-measurements.ts); the key is defined here, where the line is read.
import type { CartLineAttribute } from './premium-packaging.ts';

export const MATTRESS_ATTRIBUTE = 'Mattress';

export const mattressAttribute = (text: string): CartLineAttribute => ({ key: MATTRESS_ATTRIBUTE, value: text });

/** The measurements on a line; null for a set added without the finder. */
export function mattressOf(attributes: ReadonlyArray<{ key: string; value?: string | null }>): string | null {
  return attributes.find((attribute) => attribute.key === MATTRESS_ATTRIBUTE)?.value || null;
}
