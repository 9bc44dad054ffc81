// How the shop writes numbers (spec §9 "Number formats"): money with 2 fraction digits, percentages without
// grouping. Prices are shown rounded up to whole dollars with '.00' and no thousands separator, as the spec spells
// them (spec §2 Cart modal: 949.01 → '$950.00'). Every price, amount and percentage the site shows comes from here.

// The formats are spelled out rather than built with Intl.NumberFormat: a browser's first Intl formatter loads
// its locale data, 150 ms and more of main thread on a mid-range phone, inside /buy's first task.

/**
 * `value` × 10^`places`, rounded half away from zero on its decimal spelling ('1.005' is 100.5 cents, so 101), as
 * Intl.NumberFormat rounds; arithmetic on the binary value (1.005 × 100 = 100.49999…) would round down.
 */
function roundedShift(value: number, places: number): number {
  const shifted = String(value).includes('e') ? value * 10 ** places : Number(`${Math.abs(value)}e${places}`) * Math.sign(value);
  return Math.sign(shifted) * Math.round(Math.abs(shifted));
}

/** Rounds up to whole dollars. Cents are settled first so float noise (850.0000001) never adds a dollar. */
export function roundUpToWholeDollars(amount: number | string): number {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return 0;
  const cents = Math.round(value * 100);
  return Math.ceil(cents / 100);
}

/** An amount of money with 2 fraction digits and no separators, as structured data wants it: 850 → '850.00'. */
export function formatMoneyAmount(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const cents = roundedShift(amount, 2);
  const whole = Math.trunc(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** '$' + whole dollars (rounded up) with 2 fraction digits: 949.01 → '$950.00', 1050 → '$1050.00'. */
export function formatPrice(amount: number | string): string {
  return `$${formatMoneyAmount(roundUpToWholeDollars(amount))}`;
}

/** A share as a whole percentage without grouping: 0.4 → '40%', 12.5 → '1250%'. */
export function formatPercent(share: number): string {
  if (!Number.isFinite(share)) return `${share}%`;
  const percent = roundedShift(share, 2);
  return `${percent === 0 ? 0 : percent}%`;
}
