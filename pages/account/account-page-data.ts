// What /account shows, as the server hands it to the page (server/customer-accounts/account-routes.ts): the
// customer's name, addresses and orders newest first, or word that the shop's account service is away.
// The page itself reads nothing: it is rendered only for the signed-in customer, never shared.

export type AccountOrderLine = {
  title: string;
  variantTitle: string | null;
  /** The shop's variant, for Order again; null when the shop no longer knows it. */
  variantId: string | null;
  quantity: number;
  attributes: { key: string; value: string }[];
};
export type AccountOrder = { name: string; processedAt: string; total: { amount: string; currencyCode: string }; lines: AccountOrderLine[] };
export type AccountOverview = { name: string; email: string | null; addresses: string[][]; orders: AccountOrder[] };

/** Word after Order again could not put a set in the cart: the set, and the nearest choice to offer instead. */
export type OrderAgainNotice = { soldOut: string; nearestHref: string };

/**
 * The measurements kept on the customer (server/customer-accounts/account-measurements.ts): 'declined' when the
 * shopper's privacy choices turn Preferences off, 'unavailable' when the shop did not answer for them.
 * `notForgotten`: Forget was pressed and the shop did not delete them.
 */
export type AccountMeasurements = { state: 'saved'; text: string; forgetPath: string; notForgotten?: boolean } | { state: 'none' | 'declined' | 'unavailable' };

/** Why a sign-in came back without a customer. */
export type SignInFailure = 'cancelled' | 'expired' | 'refused' | 'unavailable';

export type AccountPageData =
  | {
      state: 'signed-in';
      overview: AccountOverview;
      measurements: AccountMeasurements;
      signOutPath: string;
      orderAgainPath: string;
      notice: OrderAgainNotice | null;
    }
  | { state: 'unavailable' }
  /** `backHref`: where the shopper was; `retryHref`: a new sign-in that returns there. */
  | { state: 'sign-in-failed'; failure: SignInFailure; backHref: string; retryHref: string };

/** The spec's shop labels for the account screens (account, orders, addresses) and the page's own sentences. */
export const ACCOUNT_WORDS = {
  account: 'Account',
  orders: 'Orders',
  addresses: 'Addresses',
  noOrders: 'No orders yet.',
  noAddresses: 'No addresses saved yet.',
  order: 'Order',
  set: 'Set',
  quantity: 'Quantity',
  signOut: 'Sign out',
  orderAgain: 'Order again',
  soldOutNow: (set: string) => `${set} is sold out now, so it was not put in your cart.`,
  nearestChoice: 'Choose the nearest set',
  unavailable: 'Your account cannot be shown just now',
  unavailableBody: 'The shop’s account service is not answering. Your orders are safe; please try again in a few minutes.',
  backToShop: 'Back to the shop',
  backToWhereYouWere: 'Back to where you were',
  signInAgain: 'Sign in again',
  measurements: 'Your mattress',
  measurementsSaved: 'Find my size fills these in for you when you are signed in:',
  measurementsNone: 'No measurements are kept on your account. Tick “Remember these measurements in my account” in Find my size to keep them here.',
  measurementsDeclined: 'Your privacy choices turn off Preferences, so no measurements are kept on your account.',
  forgetMeasurements: 'Forget these measurements',
  notForgotten: 'We couldn’t forget them just now. Please try again in a few minutes.',
} as const;

/** What the page says when a sign-in came back without a customer. */
export const SIGN_IN_FAILED_WORDS: Record<SignInFailure, { heading: string; body: string }> = {
  cancelled: { heading: 'Sign-in cancelled', body: 'You are not signed in. Nothing has changed.' },
  expired: { heading: 'This sign-in has expired', body: 'The sign-in took too long or was already used. Please sign in again.' },
  refused: { heading: 'Sign-in did not work', body: 'The shop did not accept this sign-in. Please sign in again.' },
  unavailable: { heading: 'Sign-in is not available just now', body: "The shop's account service is not answering. Please try again in a few minutes." },
};

/** The page's heading for the browser tab, whichever state it shows. */
export function accountHeading(data: AccountPageData): string {
  if (data.state === 'signed-in') return ACCOUNT_WORDS.account;
  if (data.state === 'sign-in-failed') return SIGN_IN_FAILED_WORDS[data.failure].heading;
  return ACCOUNT_WORDS.unavailable;
}
