// The site's own links to the shop's hosted checkout (spec §4, §7), built here and read by
// server/cart/checkout-routes.ts: plain links, so checkout also works without JavaScript.

export const CHECKOUT_PATH = '/checkout';
/** Step 3's Checkout sends packaging off as `?premiumPackaging=no` (on is the spec's default and needs nothing). */
export const PREMIUM_PACKAGING_PARAM = 'premiumPackaging';
export const PREMIUM_PACKAGING_OFF_VALUE = 'no';

/** Step 3's Checkout sends the size finder's measurements ('152 × 203 × 32 cm') as `?mattress=`, to go on the line. */
export const MATTRESS_PARAM = 'mattress';

/** The checkout for one variant × 1 with the shopper's packaging choice and, from the size finder, their measurements (step 3). */
export function variantCheckoutHref(variantId: string, premiumPackaging = true, mattress: string | null = null): string {
  const path = `${CHECKOUT_PATH}/variant/${encodeURIComponent(variantId)}`;
  const params = new URLSearchParams();
  if (!premiumPackaging) params.set(PREMIUM_PACKAGING_PARAM, PREMIUM_PACKAGING_OFF_VALUE);
  if (mattress) params.set(MATTRESS_PARAM, mattress);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Whether a step 3 checkout link asks for packaging off. */
export function packagingOffRequested(search: URLSearchParams | Record<string, string | undefined>): boolean {
  const value = search instanceof URLSearchParams ? search.get(PREMIUM_PACKAGING_PARAM) : search[PREMIUM_PACKAGING_PARAM];
  return value === PREMIUM_PACKAGING_OFF_VALUE;
}
