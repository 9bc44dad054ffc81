// Prices are shown rounded up to whole dollars with '.00' (spec §2 Cart modal, §9): 949.01 → '$950.00'.

/** Rounds up to whole dollars. Cents are settled first so float noise (850.0000001) never adds a dollar. */
export function roundUpToWholeDollars(amount: number | string): number {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return 0;
  const cents = Math.round(value * 100);
  return Math.ceil(cents / 100);
}

/** '$' + whole dollars (rounded up) + '.00', with no thousands separator, as the spec spells it. */
export function formatPrice(amount: number | string): string {
  return `$${roundUpToWholeDollars(amount)}.00`;
}
