// How the shop writes numbers (spec §9 "Number formats"): money with 2 fraction digits, percentages without
// grouping. Prices are shown rounded up to whole dollars with '.00' and no thousands separator, as the spec spells
// them (spec §2 Cart modal: 949.01 → '$950.00'). Every price, amount and percentage the site shows comes from here.

// The site's one locale (spec §9: en); the digits, not the language, are what these formats fix.
const NUMBER_LOCALE = 'en';
const MONEY_DIGITS = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const PERCENT = new Intl.NumberFormat(NUMBER_LOCALE, { style: 'percent', maximumFractionDigits: 0, useGrouping: false });

/** Rounds up to whole dollars. Cents are settled first so float noise (850.0000001) never adds a dollar. */
export function roundUpToWholeDollars(amount: number | string): number {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return 0;
  const cents = Math.round(value * 100);
  return Math.ceil(cents / 100);
}

/** An amount of money with 2 fraction digits and no separators, as structured data wants it: 850 → '850.00'. */
export function formatMoneyAmount(amount: number): string {
  return MONEY_DIGITS.format(amount);
}

/** '$' + whole dollars (rounded up) with 2 fraction digits: 949.01 → '$950.00', 1050 → '$1050.00'. */
export function formatPrice(amount: number | string): string {
  return `$${formatMoneyAmount(roundUpToWholeDollars(amount))}`;
}

/** A share as a whole percentage without grouping: 0.4 → '40%', 12.5 → '1250%'. */
export function formatPercent(share: number): string {
  return PERCENT.format(share);
}
